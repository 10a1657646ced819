import { SendHorizontal } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, type Ref, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MESSAGE_MAX_LENGTH } from '#shared/limits.ts'
import { Button } from '#web/components/ui/button.tsx'
import { cn } from '#web/lib/cn.ts'

export type MessageInputProps = {
  /** Sends the text; resolves false when it was not sent, so the text stays in the box. */
  onSend: (text: string) => Promise<boolean>
  busy: boolean
  disabled?: boolean
  /** Out of sight (voice mode on a phone) but kept, so nothing typed is lost. */
  hidden?: boolean
  className?: string
  /** The message box itself, for moving focus to it ("Type instead"). */
  boxRef?: Ref<HTMLTextAreaElement>
}

/** The message box at the bottom: Enter sends, Shift+Enter starts a new line; Send waits while Sage answers. */
export function MessageInput({ onSend, busy, disabled, hidden, className, boxRef }: MessageInputProps) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const hintId = useId()
  const blocked = busy || disabled || !text.trim()

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault()
    if (blocked) return
    const sending = text
    setText('')
    void onSend(sending).then((sent) => {
      // Nothing typed is lost: a message that was not sent comes back to the box.
      if (!sent) setText((now) => now || sending)
    })
  }
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) handleSubmit(event)
  }

  return (
    <form
      onSubmit={handleSubmit}
      hidden={hidden}
      // On a phone Send stands beside the box, as tall as it, its word under its arrow.
      className={cn('flex items-end gap-3 p-3 max-sm:items-stretch', className)}
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <label htmlFor={`${hintId}-box`} className="sr-only">
          {t('Message to Sage')}
        </label>
        <textarea
          ref={boxRef}
          id={`${hintId}-box`}
          value={text}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder={t('Type your message here…')}
          aria-describedby={hintId}
          className="min-h-target-lg w-full resize-none rounded-xl border-2 border-border bg-surface px-4 py-3 text-lg placeholder:text-ink-soft focus:border-primary"
        />
        <p id={hintId} className="sr-only">
          {t('Press Enter to send. Press Shift and Enter for a new line.')}
        </p>
      </div>
      <Button
        type="submit"
        size="large"
        disabled={blocked}
        className="min-w-target-lg max-sm:flex-col max-sm:gap-1 max-sm:px-3"
      >
        <SendHorizontal aria-hidden />
        {t('Send')}
      </Button>
    </form>
  )
}
