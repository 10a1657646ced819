import { Keyboard, Mic, Square } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { cn } from '#web/lib/cn.ts'
import { recognitionClass } from './recognition.ts'
import { type MicrophoneProblem, type RecordingResult, useRecorder } from './use-recorder.ts'

/** How long 'I didn't catch that' stays (product.md 9). */
export const NOT_HEARD_MS = 4000

export type VoicePanelProps = {
  /** The chat language's BCP 47 tag, for recognition. */
  language: string
  /** Sage is answering: a new recording waits. */
  busy: boolean
  /** Sends what was heard; resolves when it is on its way. */
  onHeard: (result: RecordingResult) => Promise<unknown>
  /** Words from the recording when the browser cannot listen (a transcription server), or null. */
  transcribe?: (audio: Blob) => Promise<string | null>
  /** Switches to typing, offered when the browser cannot hear. */
  onTypeInstead?: () => void
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** Voice mode's microphone (product.md 2, 4): tap to start, tap the square to finish. */
export function VoicePanel({ language, busy, onHeard, transcribe, onTypeInstead }: VoicePanelProps) {
  const { t } = useTranslation()
  const recorder = useRecorder(language)
  const [notHeard, setNotHeard] = useState(false)
  const canListen = Boolean(recognitionClass() || transcribe)

  useEffect(() => {
    if (!notHeard) return
    const timer = setTimeout(() => setNotHeard(false), NOT_HEARD_MS)
    return () => clearTimeout(timer)
  }, [notHeard])

  const problems: Record<MicrophoneProblem, string> = {
    denied: t('I need permission to use your microphone. Please allow microphone access and try again.'),
    missing: t('I cannot find a microphone. Please connect a microphone and try again.'),
    other: t('I cannot access your microphone right now. Please check your settings and try again.'),
  }

  const handleFinish = async () => {
    const result = await recorder.stop()
    if (!result) return
    try {
      let text = result.transcribedText
      // The server reads the recording when the browser cannot, or its recognition failed.
      if (!text && (!recognitionClass() || recorder.deaf) && transcribe) {
        text = ((await transcribe(result.audioBlob)) ?? '').trim()
      }
      if (text) await onHeard({ ...result, transcribedText: text, status: 'success' })
      else if (!recorder.deaf || transcribe) setNotHeard(true)
    } finally {
      recorder.done()
    }
  }

  if (!canListen) {
    return (
      <p role="status" className="mx-3 mt-3 rounded-xl bg-tint px-4 py-3 text-lg">
        {t('This browser cannot listen to you. Please type your message below instead.')}
      </p>
    )
  }

  const recording = recorder.status === 'recording'
  // Offered wherever the microphone cannot be used: the way back to the message box.
  const typeInstead = onTypeInstead ? (
    <Button variant="outline" onClick={onTypeInstead}>
      <Keyboard aria-hidden />
      {t('Type instead')}
    </Button>
  ) : null
  return (
    <div className="flex flex-col items-center gap-3 px-3 pt-3">
      {recorder.problem ? (
        <Alert tone="error">
          <div className="flex flex-col items-start gap-3">
            <span>{problems[recorder.problem]}</span>
            {typeInstead}
          </div>
        </Alert>
      ) : null}
      {notHeard ? <Alert tone="error">{t("I didn't catch that. Please try speaking again!")}</Alert> : null}
      {recorder.deaf && !transcribe ? (
        <div role="alert" className="flex w-full flex-col items-start gap-3 rounded-xl border-2 border-danger p-4">
          <p className="text-lg font-semibold">
            {t('This browser cannot hear you right now. Please type your message instead.')}
          </p>
          {typeInstead}
        </div>
      ) : null}
      {/* The microphone with its words beside it: one short row, so the conversation keeps the screen. */}
      <div className="flex w-full items-center justify-center gap-4">
        <button
          type="button"
          onClick={() => void (recording ? handleFinish() : recorder.start())}
          disabled={recorder.status === 'processing' || (busy && !recording)}
          aria-label={recording ? t('Stop recording') : t('Start recording')}
          className={cn(
            'flex size-18 shrink-0 items-center justify-center rounded-full text-white shadow-md disabled:cursor-not-allowed disabled:opacity-60',
            recording ? 'bg-danger' : 'bg-primary hover:bg-primary-hover',
          )}
        >
          {recording ? <Square aria-hidden className="size-8 fill-current" /> : <Mic aria-hidden className="size-10" />}
        </button>
        <div className="flex min-w-0 flex-col gap-1">
          {recording ? (
            <p className="flex items-center gap-3 text-lg font-semibold">
              <span aria-hidden className="size-3 rounded-full bg-danger motion-safe:animate-pulse" />
              {t('Recording...')}
              <span role="timer" aria-label={t('Time recorded')}>
                {twoDigits(Math.floor(recorder.seconds / 60))}:{twoDigits(recorder.seconds % 60)}
              </span>
            </p>
          ) : recorder.status === 'processing' ? (
            <p className="text-lg text-ink-soft">{t('Listening to what you said…')}</p>
          ) : (
            <>
              <p role="status" className="text-lg font-semibold">
                {t('Voice mode ready')}
              </p>
              <p className="text-lg text-ink-soft">{t('Tap the microphone and speak.')}</p>
            </>
          )}
        </div>
      </div>
      {recording && recorder.heard ? (
        <p aria-live="polite" className="max-w-prose text-center text-lg italic">
          {recorder.heard}
        </p>
      ) : null}
    </div>
  )
}
