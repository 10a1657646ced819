import { Pause, Play, Square } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '#web/lib/cn.ts'
import { type Speech, pause, play, resume, stopSpeaking, useSpeaker } from './speaker.ts'

const buttonClass =
  'inline-flex min-h-target min-w-target items-center justify-center gap-2 rounded-xl border-2 border-primary bg-surface px-3 text-base font-semibold text-primary hover:bg-tint'

export type AudioControlsProps = { id: string; speech: Speech; className?: string }

/**
 * Listening to one message (product.md 4): one Play button; while it plays, Pause in its place and
 * Stop beside it; paused, Play goes on from there. No buttons that do nothing sit under every
 * reply. Only one message plays at a time.
 */
export function AudioControls({ id, speech, className }: AudioControlsProps) {
  const { t } = useTranslation()
  const speaker = useSpeaker()
  const mine = speaker.id === id
  const playing = mine && speaker.status === 'playing'
  const paused = mine && speaker.status === 'paused'
  return (
    <div role="group" aria-label={t('Listen')} className={cn('flex flex-wrap gap-2', className)}>
      {playing ? (
        <button type="button" className={buttonClass} onClick={pause}>
          <Pause aria-hidden className="size-5" />
          {t('Pause')}
        </button>
      ) : (
        <button type="button" className={buttonClass} onClick={() => (paused ? resume() : void play(id, speech))}>
          <Play aria-hidden className="size-5" />
          {t('Play')}
        </button>
      )}
      {playing || paused ? (
        <button type="button" className={buttonClass} onClick={stopSpeaking}>
          <Square aria-hidden className="size-5" />
          {t('Stop')}
        </button>
      ) : null}
    </div>
  )
}
