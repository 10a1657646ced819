import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import { ApiError } from '#web/lib/api.ts'
import { type ChatMessage, streamReply } from './api.ts'

/** Sage's pause before a reply appears (product.md 9). */
export const REPLY_DELAY_MS = 800
/** The wait before asking again when the connection dropped. */
const RETRY_AFTER_MS = 1000

/** Resolves after `ms` milliseconds. */
export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The messages with the reply's new words (and details) added, the reply appended if it is new. */
export function withReply(messages: ChatMessage[], replyId: string, reply: Partial<ChatMessage>): ChatMessage[] {
  const existing = messages.find((message) => message.id === replyId)
  if (!existing) {
    const created: ChatMessage = {
      id: replyId,
      sender: 'assistant',
      timestamp: new Date().toISOString(),
      ...reply,
      content: reply.content ?? '',
    }
    return [...messages, created]
  }
  const merged = { ...existing, ...reply, content: existing.content + (reply.content ?? '') }
  return messages.map((message) => (message.id === replyId ? merged : message))
}

export type StreamInput = {
  sessionId: string
  id: string
  content: string
  language: ChatLanguage
  sent: Date
  type: 'text' | 'voice'
  audioUrl?: string | null
  signal: AbortSignal
  addReply: (reply: Partial<ChatMessage>) => void
  onLanguage: (language: ChatLanguage, notice: boolean) => void
}

/**
 * Streams Sage's reply into the conversation, no sooner than REPLY_DELAY_MS after sending (an
 * emergency reply shows at once).
 */
export async function streamRepliedText(input: StreamInput) {
  const { sessionId, id, content, language, sent, type, audioUrl, signal, addReply, onLanguage } = input
  let held = ''
  let open = false
  let meta: Partial<ChatMessage> = { language }
  const release = () => {
    open = true
    if (held) addReply({ content: held, ...meta })
    held = ''
  }
  const remaining = () => Math.max(0, REPLY_DELAY_MS - (Date.now() - sent.getTime()))
  const gate = setTimeout(release, remaining())
  try {
    let received = false
    const ask = () =>
      streamReply({
        sessionId,
        id,
        text: content,
        language,
        type,
        audioUrl,
        signal,
        onStart: (start) => {
          meta = {
            language: start.language ?? language,
            calls: start.calls,
            voiceStyle: start.voiceStyle,
            alert: start.alert,
            undo: start.undo,
            photo: start.photo,
            link: start.link,
          }
          if (start.language) onLanguage(start.language, start.languageNotice)
          const { display } = start
          // The person is signed in: this reply came from their account's chat.
          if (display)
            void import('#web/features/settings/api.ts').then((settings) => settings.applyDisplayChange(display, true))
          // Help in an emergency shows at once; a call the person asked for waits like any reply.
          if (start.calls.some((call) => !call.calm)) {
            clearTimeout(gate)
            release()
          }
        },
        onText: (text) => {
          received = true
          if (open) addReply({ content: text, ...meta })
          else held += text
        },
      })
    try {
      await ask()
    } catch (error) {
      // The connection dropped before any word: ask once more with the same id, which the server
      // answers with the reply it already gave, if any, and never stores twice.
      if (received || signal.aborted || !(error instanceof ApiError && error.status === 0)) throw error
      await wait(RETRY_AFTER_MS)
      await ask()
    }
    if (!open) await wait(remaining())
  } finally {
    clearTimeout(gate)
    release()
  }
}
