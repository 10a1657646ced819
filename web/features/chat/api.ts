// The chat's data: conversations and their messages, the streamed reply, undoing a cancel, family alerts of a reply.
import { infiniteQueryOptions, keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { replyHeaders } from '#shared/chat/reply-headers.ts'
import type { Formality, Tone } from '#shared/chat/style.ts'
import { type ChatLanguage, toChatLanguage } from '#shared/chat/chat-languages.ts'
import type { EmergencyCall } from '#shared/chat/emergency.ts'
import type { DisplayChange } from '#shared/chat/builtin/setting-request.ts'
import type { CalendarEventInput } from '#shared/schemas/calendar.ts'
import { calendarKeys } from '#web/features/calendar/api.ts'
import { ApiError, api, unwrap } from '#web/lib/api.ts'

/** Query keys for the person's chats: all → sessions → one session's messages. */
export const chatKeys = {
  all: ['chat'] as const,
  sessions: () => [...chatKeys.all, 'sessions'] as const,
  messages: (sessionId: string) => [...chatKeys.all, 'messages', sessionId] as const,
}

/** A chat session as History lists it. */
export type ChatSessionSummary = { id: string; title: string; language: string; updatedAt: string }

/** A chat message as the screen shows it (product.md 3). */
export type ChatMessage = {
  id: string
  content: string
  sender: 'user' | 'assistant'
  timestamp: string
  type?: 'text' | 'voice'
  audioUrl?: string | null
  language?: string | null
  /** Call links shown under an emergency reply. */
  calls?: EmergencyCall[]
  /** Alerts to the person's contacts that an emergency reply scheduled. */
  alert?: FamilyAlert
  /** The person's style, which shapes Sage's voice. */
  voiceStyle?: VoiceStyle
  /** Events this reply cancelled, which Undo creates again. */
  undo?: CalendarEventInput[]
  /** A photo Sage showed with this message: from a reply, with its caption; from history, its id. */
  photo?: ChatPhoto
  /** A button under the reply to a screen of the app (the summary for the doctor). */
  link?: ReplyLink
  photoId?: string | null
}

/** A photo shown in the chat. */
export type ChatPhoto = { id: string; caption: string }

/** Chats History asks for at once, and for each "Show more". */
export const SESSIONS_PAGE = 30

/**
 * The person's chats, most recently used first, a page at a time; with `search`, only those whose
 * title holds it, and, when `untitled`, those not yet named too (shown under a name in the person's
 * language). While another search loads, the last one's chats stay on screen.
 */
export function sessionsQuery(search = '', untitled = false) {
  return infiniteQueryOptions({
    queryKey: [...chatKeys.sessions(), { search, untitled }],
    queryFn: async ({ pageParam }) => {
      const query = {
        limit: SESSIONS_PAGE,
        ...(pageParam ? { after: pageParam } : {}),
        ...(search ? { q: search } : {}),
        ...(untitled ? { untitled: '1' as const } : {}),
      }
      const { sessions, next } = await unwrap(api['chat-sessions'].$get({ query }))
      return { sessions, next }
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.sessions),
    placeholderData: keepPreviousData,
  })
}

/** Starts a chat (New Chat): the server first removes the latest chat if nothing was said in it. */
export async function createChatSession(id: string): Promise<ChatSessionSummary> {
  return (await unwrap(api['chat-sessions'].$post({ json: { id } }))).session
}

/** Deletes one of the person's chats and its messages. */
export async function deleteChatSession(id: string): Promise<void> {
  await unwrap(api['chat-sessions'][':id'].$delete({ param: { id } }))
}

/** How many messages a chat shows when opened, and each time the person asks for earlier ones. */
export const MESSAGES_PAGE = 50

/**
 * A chat's latest messages, or those just before a message already shown (`before`), oldest first,
 * and whether earlier ones remain.
 */
export async function loadMessages(
  sessionId: string,
  before?: string,
): Promise<{ messages: ChatMessage[]; more: boolean }> {
  const query = { limit: MESSAGES_PAGE, ...(before ? { before } : {}) }
  return unwrap(api['chat-sessions'][':id'].messages.$get({ param: { id: sessionId }, query }))
}

/**
 * Alerts an emergency reply scheduled: the contacts' names, when Sage tells them by itself, and
 * `sendAt`, the same moment by this device's clock (from the wait the server gave, so a tablet
 * whose clock is wrong still waits the full time; absent when the server gave none).
 */
export type FamilyAlert = { groupId: string; names: string[]; dueAt: string; sendAt?: number }

/** The person's style as it shapes Sage's voice. */
export type VoiceStyle = { formality: Formality; tone: Tone }

/** What the server said before the reply's first word. */
export type ReplyStart = {
  language: ChatLanguage | null
  languageNotice: boolean
  calls: EmergencyCall[]
  voiceStyle?: VoiceStyle
  alert?: FamilyAlert
  undo?: CalendarEventInput[]
  /** A display change the person asked for ("make the text bigger"), for the screen to make. */
  display?: DisplayChange
  /** A photo shown with the reply. */
  photo?: ChatPhoto
  /** A button to a screen of the app. */
  link?: ReplyLink
}

/** A button under a reply that opens a screen of the app: its address there and its words. */
export type ReplyLink = { to: string; label: string }

export type StreamReplyInput = {
  sessionId: string
  id: string
  text: string
  language: ChatLanguage
  /** A spoken message, and its recording's address when it was kept. */
  type?: 'text' | 'voice'
  audioUrl?: string | null
  signal?: AbortSignal
  onStart: (start: ReplyStart) => void
  onText: (text: string) => void
}

/** Asks Sage to answer a message; the reply arrives piece by piece through onText. */
export async function streamReply(input: StreamReplyInput) {
  const { sessionId, id, text, language, type = 'text', audioUrl, signal, onStart, onText } = input
  let response
  try {
    response = await api['chat-sessions'][':id'].reply.$post(
      { param: { id: sessionId }, json: { id, text, language, type, audioUrl, timeZone: browserTimeZone() } },
      { init: { signal } },
    )
  } catch {
    throw new ApiError(0, 'network_error', 'Sage could not reach the server. Please check your connection.')
  }
  if (!response.ok) await unwrap(Promise.resolve(response))
  if (!response.body) throw new ApiError(response.status, 'empty_reply', 'Sage gave no reply.')
  onStart({
    language: toChatLanguage(response.headers.get(replyHeaders.language)),
    languageNotice: response.headers.get(replyHeaders.languageNotice) === 'true',
    calls: readCalls(response.headers.get(replyHeaders.calls)),
    voiceStyle: readStyle(response.headers.get(replyHeaders.style)),
    alert: readAlert(response.headers.get(replyHeaders.alert)),
    undo: readUndo(response.headers.get(replyHeaders.undo)),
    display: readDisplay(response.headers.get(replyHeaders.display)),
    photo: readPhoto(response.headers.get(replyHeaders.photo)),
    link: readLink(response.headers.get(replyHeaders.link)),
  })
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  for (let next = await reader.read(); !next.done; next = await reader.read()) onText(next.value)
}

/** The events to create again (the calendar API checks each fully when Undo sends it). */
function readUndo(header: string | null): CalendarEventInput[] | undefined {
  if (!header) return undefined
  try {
    const events = JSON.parse(decodeURIComponent(header)) as unknown
    if (!Array.isArray(events)) return undefined
    const valid = events.filter(
      (event): event is CalendarEventInput =>
        typeof event === 'object' && event !== null && typeof (event as { summary?: unknown }).summary === 'string',
    )
    return valid.length ? valid : undefined
  } catch {
    return undefined
  }
}

/** Brings back what a reply cancelled: creates each event again through the calendar API. */
async function undoCancel(events: readonly CalendarEventInput[]): Promise<void> {
  for (const json of events) await unwrap(api.calendar.events.$post({ json }))
}

function readStyle(header: string | null): VoiceStyle | undefined {
  const [formality, tone] = (header ?? '').split(',')
  const formal = ['casual', 'formal', 'mixed'].includes(formality ?? '')
  const toned = ['warm', 'energetic', 'professional'].includes(tone ?? '')
  return formal && toned ? ({ formality, tone } as VoiceStyle) : undefined
}

function readAlert(header: string | null): FamilyAlert | undefined {
  if (!header) return undefined
  try {
    const alert = JSON.parse(decodeURIComponent(header)) as Partial<FamilyAlert & { waitMs: number }>
    const names = Array.isArray(alert.names) ? alert.names.filter((name) => typeof name === 'string') : []
    return typeof alert.groupId === 'string' && typeof alert.dueAt === 'string' && names.length
      ? {
          groupId: alert.groupId,
          names,
          dueAt: alert.dueAt,
          sendAt: Number.isFinite(alert.waitMs) ? Date.now() + Math.max(0, alert.waitMs!) : undefined,
        }
      : undefined
  } catch {
    return undefined
  }
}

/** One alert to a contact, as the chat shows its progress. */
export type AlertStatus = {
  contactName: string
  status: 'scheduled' | 'sending' | 'sent' | 'cancelled'
  sentAt: string | null
}

/** The alerts of one emergency message. */
async function loadAlerts(groupId: string): Promise<AlertStatus[]> {
  // The person's own alerts always name who was told.
  const { alerts } = await unwrap(api.alerts.$get({ query: { group: groupId } }))
  return alerts.map((alert) => ({ ...alert, contactName: alert.contactName ?? '' }))
}

/** "Tell them now": sends the alerts of one emergency message at once. */
async function sendAlertsNow(groupId: string): Promise<AlertStatus[]> {
  return (await unwrap(api.alerts[':id'].send.$post({ param: { id: groupId } }))).alerts
}

/** The display change a reply carries, if it is one the screen knows. */
/** A button to one of the app's own screens; anything else (another site) is not shown. */
function readLink(header: string | null): ReplyLink | undefined {
  if (!header) return undefined
  try {
    const link = JSON.parse(decodeURIComponent(header)) as Record<string, unknown>
    if (
      typeof link.to === 'string' &&
      link.to.startsWith('/') &&
      !link.to.startsWith('//') &&
      typeof link.label === 'string'
    )
      return { to: link.to, label: link.label }
  } catch {
    // Not a link this screen knows: no button.
  }
  return undefined
}

function readDisplay(header: string | null): DisplayChange | undefined {
  if (!header) return undefined
  try {
    const change = JSON.parse(decodeURIComponent(header)) as Record<string, unknown>
    if (change.text === 'bigger' || change.text === 'smaller') return { text: change.text }
    if (typeof change.highContrast === 'boolean') return { highContrast: change.highContrast }
    if (typeof change.largeButtons === 'boolean') return { largeButtons: change.largeButtons }
  } catch {
    // Not a change this screen knows: nothing to make.
  }
  return undefined
}

function readPhoto(header: string | null): ChatPhoto | undefined {
  if (!header) return undefined
  try {
    const { id, caption } = JSON.parse(decodeURIComponent(header)) as Partial<ChatPhoto>
    return typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? { id, caption: String(caption ?? '') } : undefined
  } catch {
    return undefined
  }
}

function readCalls(header: string | null): EmergencyCall[] {
  if (!header) return []
  try {
    const calls = JSON.parse(decodeURIComponent(header)) as Partial<EmergencyCall>[]
    if (!Array.isArray(calls)) return []
    return calls.flatMap(({ label, tel, calm }) =>
      typeof label === 'string' && typeof tel === 'string' && tel.startsWith('tel:')
        ? [{ label, tel, ...(calm === true ? { calm } : {}) }]
        : [],
    )
  } catch {
    return []
  }
}

/** The browser's time zone, for calendar requests ("tomorrow at 3" is the person's 3 o'clock). */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/** Puts back the events a reply cancelled ("Undo"), and refreshes the calendar. */
export function useUndoCancel(events: readonly CalendarEventInput[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => undoCancel(events),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  })
}

/** How often the alert panel asks whether the alerts went out, while they wait. */
const ALERT_POLL_MS = 5000

const alertGroupKey = (groupId: string) => [...chatKeys.all, 'alerts', groupId] as const

/** The alerts of one emergency reply, asked again while any still waits. */
export function useAlertGroup(groupId: string) {
  return useQuery({
    queryKey: alertGroupKey(groupId),
    queryFn: () => loadAlerts(groupId),
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.status === 'scheduled' || item.status === 'sending') === false
        ? false
        : ALERT_POLL_MS,
  })
}

/** "Tell them now": sends one emergency reply's alerts at once. */
export function useTellNow(groupId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => sendAlertsNow(groupId),
    onSuccess: (data) => queryClient.setQueryData(alertGroupKey(groupId), data),
  })
}
