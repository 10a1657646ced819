import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '#web/components/ui/toast.ts'
import { type ChatLanguage, defaultChatLanguage, toChatLanguage } from '#shared/chat/chat-languages.ts'
import { technicalDifficulties } from '#shared/chat/fallback.ts'
import { DEFAULT_CHAT_TITLE, chatTitle } from '#shared/chat/titles.ts'
import { calendarKeys } from '#web/features/calendar/api.ts'
import { profileQuery } from '#web/features/profile/api.ts'
import {
  type ChatMessage,
  type ChatSessionSummary,
  chatKeys,
  createChatSession,
  deleteChatSession,
  loadMessages,
} from './api.ts'
import { offlineReply } from './offline-reply.ts'
import { stopSpeaking } from './voice/speaker.ts'
import { REPLY_DELAY_MS, streamRepliedText, wait, withReply } from './reply-stream.ts'

/** How long the language notice stays (product.md 9). */
export const LANGUAGE_NOTICE_MS = 3000

/** Where the conversation on screen stands. */
export type ChatStatus = 'starting' | 'ready' | 'loading' | 'load-error'

export type ChatState = {
  sessionId: string | null
  /** The chat's title; while it is the default, the first message names it (shownTitle). */
  title: string
  status: ChatStatus
  /** The chat could not be created on the server: messages stay on this screen only. */
  offline: boolean
  messages: ChatMessage[]
  /** Sage is answering; sending waits. */
  replying: boolean
  language: ChatLanguage
  /** The language Sage just switched to, shown for 3 seconds. */
  notice: ChatLanguage | null
  /** Earlier messages of this chat not yet shown ('more'), being fetched ('loading'), or none. */
  earlier: 'none' | 'more' | 'loading'
}

/** The chat screen's conversation: starting, loading and deleting chats, sending, and Sage's streamed replies. */
export function useChat(screenLanguage: ChatLanguage) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [state, setState] = useState<ChatState>({
    sessionId: null,
    title: DEFAULT_CHAT_TITLE,
    status: 'starting',
    offline: false,
    messages: [],
    replying: false,
    language: screenLanguage,
    notice: null,
    earlier: 'none',
  })
  // The state as last drawn, for callbacks; `inFlight` is the reply under way, set before it is drawn.
  const current = useRef(state)
  const inFlight = useRef<AbortController | null>(null)
  useLayoutEffect(() => {
    current.current = state
  })
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // Messages sent while a new chat is being made wait for it; told once it is drawn ready.
  const readyWaiters = useRef<(() => void)[]>([])
  const waitingForChat = useRef(false)
  useEffect(() => {
    if (state.status !== 'starting') for (const ready of readyWaiters.current.splice(0)) ready()
  }, [state.status])
  const pendingLoad = useRef<ChatSessionSummary | null>(null)

  const stopReply = () => {
    inFlight.current?.abort()
    inFlight.current = null
  }
  const patch = useCallback((next: Partial<ChatState>) => setState((previous) => ({ ...previous, ...next })), [])
  const refreshHistory = useCallback(
    () => queryClient.invalidateQueries({ queryKey: chatKeys.sessions() }),
    [queryClient],
  )

  /** New Chat (product.md 4): a fresh conversation, or a local one with the offline banner when it cannot be made. */
  const startNewChat = useCallback(async () => {
    const id = crypto.randomUUID()
    stopReply()
    pendingLoad.current = null
    setState((previous) => ({
      ...previous,
      sessionId: null,
      title: DEFAULT_CHAT_TITLE,
      status: 'starting',
      messages: [],
      earlier: 'none',
      replying: false,
      language: screenLanguage,
    }))
    try {
      await createChatSession(id)
      patch({ sessionId: id, status: 'ready', offline: false })
    } catch {
      patch({ sessionId: id, status: 'ready', offline: true })
    }
    void refreshHistory()
  }, [patch, refreshHistory, screenLanguage])

  /** Opens a chat from History: its messages, the language of its last user message, and its title. */
  const openSession = useCallback(
    async (session: ChatSessionSummary) => {
      stopReply()
      pendingLoad.current = session
      const left = current.current
      // A chat left with nothing said in it is not kept, as New Chat does not keep one (product.md 4).
      if (left.sessionId && left.sessionId !== session.id && !left.offline && left.messages.length === 0) {
        void deleteChatSession(left.sessionId)
          .catch(() => undefined)
          .then(refreshHistory)
      }
      patch({
        sessionId: session.id,
        title: session.title,
        status: 'loading',
        messages: [],
        earlier: 'none',
        offline: false,
      })
      try {
        const { messages, more } = await loadMessages(session.id)
        if (pendingLoad.current !== session) return
        const lastUser = messages.findLast((message) => message.sender === 'user')
        patch({
          messages,
          earlier: more ? 'more' : 'none',
          status: 'ready',
          language: toChatLanguage(lastUser?.language) ?? toChatLanguage(session.language) ?? defaultChatLanguage,
        })
      } catch {
        if (pendingLoad.current === session) patch({ status: 'load-error' })
      }
    },
    [patch, refreshHistory],
  )

  /** Shows the page of messages just before the first one on screen. */
  const showEarlier = useCallback(async () => {
    const { sessionId, messages, earlier } = current.current
    const first = messages[0]
    if (!sessionId || !first || earlier !== 'more') return
    patch({ earlier: 'loading' })
    try {
      const page = await loadMessages(sessionId, first.id)
      setState((previous) =>
        previous.sessionId === sessionId
          ? { ...previous, messages: [...page.messages, ...previous.messages], earlier: page.more ? 'more' : 'none' }
          : previous,
      )
    } catch {
      setState((previous) => (previous.sessionId === sessionId ? { ...previous, earlier: 'more' } : previous))
      toast.error(t('We could not load the earlier messages. Please try again.'))
    }
  }, [patch, t])

  /** Tries again after 'Unable to load conversation'. */
  const retryLoad = useCallback(() => {
    if (pendingLoad.current) void openSession(pendingLoad.current)
  }, [openSession])

  /** Deletes a chat; deleting the one on screen starts a new one. */
  const deleteSession = useCallback(
    async (id: string) => {
      await deleteChatSession(id)
      await refreshHistory()
      if (current.current.sessionId === id) await startNewChat()
    },
    [refreshHistory, startNewChat],
  )

  const showNotice = useCallback(
    (language: ChatLanguage) => {
      clearTimeout(noticeTimer.current)
      patch({ notice: language })
      noticeTimer.current = setTimeout(() => patch({ notice: null }), LANGUAGE_NOTICE_MS)
    },
    [patch],
  )

  /** Sends a message (trimmed, non-empty, one at a time) and shows Sage's reply as it is written. */
  const send = useCallback(
    async (text: string, spoken?: { audioUrl?: string | null }) => {
      const content = text.trim()
      if (!content || waitingForChat.current) return false
      if (current.current.status === 'starting') {
        // Sent while the new chat is being made (its welcome is already shown): it goes once made.
        waitingForChat.current = true
        await new Promise<void>((resolve) => readyWaiters.current.push(resolve))
        waitingForChat.current = false
      }
      const { sessionId, status, replying, offline, language, messages: earlier } = current.current
      if (replying || inFlight.current || !sessionId || status !== 'ready') return false
      // Sending interrupts any message playing (product.md 4).
      stopSpeaking()
      const type = spoken ? 'voice' : 'text'
      const controller = new AbortController()
      inFlight.current = controller
      // Leaving the chat (New Chat, History) stops the reply; nothing more is drawn for it.
      const update = (change: (previous: ChatState) => ChatState) =>
        setState((previous) => (controller.signal.aborted ? previous : change(previous)))
      const id = crypto.randomUUID()
      const sent = new Date()
      const replyId = `${id}-reply`
      update((previous) => ({
        ...previous,
        replying: true,
        messages: [
          ...previous.messages,
          { id, content, sender: 'user', type, audioUrl: spoken?.audioUrl, timestamp: sent.toISOString(), language },
        ],
      }))
      const addReply = (reply: Partial<ChatMessage>) =>
        update((previous) => ({ ...previous, messages: withReply(previous.messages, replyId, reply) }))
      let replyLanguage = language
      try {
        if (offline) {
          const known = queryClient.getQueryData(profileQuery.queryKey)
          const [reply] = await Promise.all([
            offlineReply(content, language, known ?? {}, earlier),
            wait(REPLY_DELAY_MS),
          ])
          replyLanguage = reply.language
          if (reply.notice) showNotice(reply.language)
          addReply({ content: reply.content, calls: reply.calls, language: reply.language })
          const { display } = reply
          // Not signed in, or the server out of reach: the change is kept in this browser.
          if (display)
            void import('#web/features/settings/api.ts').then((settings) => settings.applyDisplayChange(display, false))
        } else {
          await streamRepliedText({
            sessionId,
            id,
            content,
            language,
            sent,
            type,
            audioUrl: spoken?.audioUrl,
            signal: controller.signal,
            addReply,
            onLanguage: (next, notice) => {
              replyLanguage = next
              update((previous) => ({ ...previous, language: next }))
              if (notice && !controller.signal.aborted) showNotice(next)
            },
          })
          void refreshHistory()
          // Sage may have changed the calendar, marked a dose or settled the check-in: the widgets look again.
          void queryClient.invalidateQueries({ queryKey: calendarKeys.all })
          void queryClient.invalidateQueries({ queryKey: ['medications'] })
          // Any message is a sign of life for the daily check-in.
          void queryClient.invalidateQueries({ queryKey: ['check-in'] })
        }
      } catch {
        const fallback = technicalDifficulties(replyLanguage)
        update((previous) => {
          const streamed = previous.messages.some((message) => message.id === replyId)
          return {
            ...previous,
            messages: streamed
              ? withReply(previous.messages, replyId, { content: `\n\n${fallback}` })
              : withReply(previous.messages, replyId, { content: fallback }),
          }
        })
      } finally {
        if (inFlight.current === controller) inFlight.current = null
        update((previous) => ({ ...previous, replying: false, language: replyLanguage }))
      }
      return true
    },
    [queryClient, refreshHistory, showNotice],
  )

  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void startNewChat()
  }, [startNewChat])
  useEffect(() => () => clearTimeout(noticeTimer.current), [])

  return {
    state: { ...state, title: shownTitle(state.title, state.messages) },
    send,
    startNewChat,
    openSession,
    retryLoad,
    deleteSession,
    showEarlier,
  }
}

/**
 * The chat's title as shown: its own, or, while it is still the default, its first message's, as
 * the server names it once that message is stored (product.md 4).
 */
function shownTitle(title: string, messages: ChatMessage[]): string {
  if (title !== DEFAULT_CHAT_TITLE) return title
  const first = messages.find((message) => message.sender === 'user')
  return first ? chatTitle(first.content) : title
}
