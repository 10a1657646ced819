import { FileText, Heart, Phone } from 'lucide-react'
import { type RefObject, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { chatLanguageCodes, defaultChatLanguage, toChatLanguage } from '#shared/chat/chat-languages.ts'
import { isHurtQuestion, safetyWords } from '#shared/safety/replies.ts'
import { Button, ButtonLink } from '#web/components/ui/button.tsx'
import { cn } from '#web/lib/cn.ts'
import type { ChatMessage } from './api.ts'
import { FamilyAlertPanel } from './family-alert.tsx'
import { UndoCancel } from './undo-cancel.tsx'
import { AudioControls } from './voice/audio-controls.tsx'

export type MessageListProps = {
  messages: ChatMessage[]
  replying: boolean
  /** Shown when nothing has been said yet. */
  emptyState: React.ReactNode
  /** Sends a message for the person: their answer to "Are you hurt right now?". */
  onAnswer?: (text: string) => void
  /** Earlier messages of the chat not shown yet, and how to show them. */
  earlier?: { state: 'none' | 'more' | 'loading'; onShow: () => void }
}

/** The conversation: a live log of messages, each named by who wrote it and when, and Sage's typing dots. */
export function MessageList({ messages, replying, emptyState, onAnswer, earlier }: MessageListProps) {
  const { t } = useTranslation()
  const end = useRef<HTMLDivElement>(null)
  const last = messages.at(-1)
  const typing = replying && (last?.sender !== 'assistant' || !last.content)
  const log = useRef<HTMLDivElement>(null)
  // Keeps the newest words in view as they come; the greeting stays where it is, and earlier
  // messages shown above leave the view where the person is reading.
  const lastId = last?.id
  useEffect(() => {
    if (lastId) end.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [lastId, last?.content.length, typing, replying])
  useKeepEndInView(log, messages.length > 0)

  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-label={t('Conversation')}
      aria-busy={replying}
      className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-1 py-4"
    >
      {messages.length > 0 && earlier && earlier.state !== 'none' ? (
        <Button
          variant="outline"
          className="self-center"
          disabled={earlier.state === 'loading'}
          onClick={earlier.onShow}
        >
          {earlier.state === 'loading' ? t('Loading earlier messages…') : t('Show earlier messages')}
        </Button>
      ) : null}
      {messages.length === 0
        ? emptyState
        : messages.map((message) => (
            <Message key={message.id} message={message} writing={replying && message === last} onAnswer={onAnswer} />
          ))}
      {onAnswer && !replying && last?.sender === 'assistant' && isHurtQuestion(last.content) ? (
        <HurtAnswers language={last.language} onAnswer={onAnswer} />
      ) : null}
      {typing ? (
        <p className="flex items-center gap-3 text-lg text-ink-soft">
          <span aria-hidden className="flex gap-1.5">
            {[0, 1, 2].map((dot) => (
              <span
                key={dot}
                className="size-2.5 rounded-full bg-primary motion-safe:animate-bounce"
                style={{ animationDelay: `${dot * 150}ms` }}
              />
            ))}
          </span>
          {t('Sage is typing…')}
        </p>
      ) : null}
      <div ref={end} className="scroll-mb-4" />
    </div>
  )
}

function Message({
  message,
  writing,
  onAnswer,
}: {
  message: ChatMessage
  writing: boolean
  onAnswer?: (text: string) => void
}) {
  const { t, i18n } = useTranslation()
  const nameId = useId()
  const timeId = useId()
  const mine = message.sender === 'user'
  const time = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(
    new Date(message.timestamp),
  )
  if (!mine && !message.content) return null
  const photoId = message.photo?.id ?? message.photoId
  return (
    <article
      aria-labelledby={`${nameId} ${timeId}`}
      className={cn('flex max-w-[min(100%,44rem)] flex-col gap-1', mine ? 'self-end items-end' : 'self-start')}
    >
      <p className="flex items-center gap-2 text-base text-ink-soft">
        {mine ? null : (
          <span aria-hidden className="flex size-7 items-center justify-center rounded-lg bg-primary text-primary-ink">
            <Heart className="size-4 fill-current" />
          </span>
        )}
        <span id={nameId} className="font-semibold text-ink">
          {mine ? t('You') : t('Sage')}
        </span>
        <time id={timeId} dateTime={message.timestamp}>
          {time}
        </time>
      </p>
      {/* The photo first, so its question stays just above the box to answer in. */}
      {photoId ? <ShownPhoto id={photoId} caption={message.photo?.caption} /> : null}
      <div
        lang={message.language ? languageTag(message.language) : undefined}
        className={cn(
          'whitespace-pre-wrap break-words rounded-2xl px-5 py-3 text-lg leading-relaxed',
          mine ? 'rounded-tr-sm bg-primary text-primary-ink' : 'rounded-tl-sm border border-border bg-surface',
        )}
      >
        {message.content}
      </div>
      {/* Sage's words can be heard once written; a voice message plays back its recording. */}
      {!writing && (!mine || message.audioUrl) ? (
        <AudioControls
          id={message.id}
          speech={{
            text: message.content,
            language: languageTag(message.language ?? '') ?? 'en',
            audioUrl: message.audioUrl,
            style: message.voiceStyle,
          }}
        />
      ) : null}
      {message.calls?.length ? (
        <ul
          className="mt-2 flex flex-wrap gap-3"
          aria-label={message.calls.every((call) => call.calm) ? t('Call') : t('Call for help')}
        >
          {message.calls.map((call, index) => (
            <li key={call.tel + call.label}>
              <a
                href={call.tel}
                className={cn(
                  'inline-flex min-h-target-lg items-center gap-2 rounded-xl px-5 text-lg font-bold no-underline',
                  call.calm
                    ? 'bg-primary text-primary-ink hover:bg-primary-hover'
                    : index === 0
                      ? 'bg-danger text-white'
                      : 'border-2 border-danger bg-surface text-danger',
                )}
              >
                <Phone aria-hidden className="size-6" />
                {/* The whole label comes in the reply's language, never half in the screen's. */}
                {call.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {message.link && !writing ? (
        <ButtonLink to={message.link.to} size="large" className="mt-2">
          <FileText aria-hidden />
          {message.link.label}
        </ButtonLink>
      ) : null}
      {message.undo?.length && !writing ? <UndoCancel events={message.undo} sentAt={message.timestamp} /> : null}
      {message.alert && onAnswer && !writing ? (
        <FamilyAlertPanel alert={message.alert} language={message.language} onSay={onAnswer} />
      ) : null}
    </article>
  )
}

/** Yes and No under Sage's "Are you hurt right now?", in the question's language, each sent as the person's answer. */
function HurtAnswers({ language, onAnswer }: { language?: string | null; onAnswer: (text: string) => void }) {
  const chatLanguage = toChatLanguage(language) ?? defaultChatLanguage
  const words = safetyWords[chatLanguage]
  return (
    <div role="group" aria-label={words.askHurt} lang={chatLanguageCodes[chatLanguage]} className="flex gap-3">
      <Button variant="danger" size="large" className="min-w-32" onClick={() => onAnswer(words.yes)}>
        {words.yes}
      </Button>
      <Button variant="outline" size="large" className="min-w-32" onClick={() => onAnswer(words.no)}>
        {words.no}
      </Button>
    </div>
  )
}

/** The lang attribute for a message, so a screen reader reads it in its own language. */
function languageTag(language: string) {
  const known = toChatLanguage(language)
  return known ? chatLanguageCodes[known] : undefined
}

/** How near the end (in pixels) still counts as reading the newest message. */
const NEAR_END_PX = 48

/**
 * The conversation keeps its end in view when it gets shorter, as when a reminder appears above it
 * or the microphone below it, unless the person had scrolled back to read something older.
 */
function useKeepEndInView(log: RefObject<HTMLElement | null>, started: boolean) {
  useEffect(() => {
    const element = log.current
    // Before the first message the greeting stays at the top, where it starts.
    if (!started || !element || typeof ResizeObserver === 'undefined') return
    let atEnd = true
    let height = element.clientHeight
    const handleScroll = () => {
      // The browser's own scroll as the box changes size (scroll anchoring) comes before the resize
      // is reported; only the person's scrolling says whether they left the end.
      if (element.clientHeight !== height) return
      atEnd = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_END_PX
    }
    const observer = new ResizeObserver(() => {
      height = element.clientHeight
      if (atEnd) element.scrollTop = element.scrollHeight
    })
    element.addEventListener('scroll', handleScroll, { passive: true })
    observer.observe(element)
    return () => {
      observer.disconnect()
      element.removeEventListener('scroll', handleScroll)
    }
  }, [log, started])
}

/** A photo Sage showed from the gallery, large enough to see, with its caption for screen readers. */
function ShownPhoto({ id, caption }: { id: string; caption?: string }) {
  const { t } = useTranslation()
  return (
    <img
      src={`/api/photos/${id}/display`}
      alt={caption?.trim() || t('A photo from your gallery')}
      className="max-h-[40dvh] w-auto max-w-full rounded-2xl border border-border bg-tint object-contain"
    />
  )
}
