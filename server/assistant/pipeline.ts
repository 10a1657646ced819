import type { LanguageModelV3 } from '@ai-sdk/provider'
import { type ModelMessage, streamText } from 'ai'
import { and, asc, count, desc, eq, gte } from 'drizzle-orm'
import type { Logger } from 'pino'
import {
  type ChatLanguage,
  chatLanguageCodes,
  defaultChatLanguage,
  toChatLanguage,
} from '#shared/chat/chat-languages.ts'
import { MAX_APPOINTMENTS, type SageFacts } from '#shared/chat/builtin/replies.ts'
import { detectEmergency, emergencyReply } from '#shared/chat/emergency.ts'
import { technicalDifficulties } from '#shared/chat/fallback.ts'
import { detectLanguage } from '#shared/chat/language.ts'
import { cleanReply } from '#shared/chat/reply.ts'
import { STYLE_WINDOW, type StylePreferences, analyzeStyle, defaultStylePreferences } from '#shared/chat/style.ts'
import type { Database } from '#server/db/client.ts'
import {
  calendarEvents,
  chatSessions,
  emergencyContacts,
  messages as messageRows,
  photos,
} from '#server/db/schema/index.ts'
import { addMessage, listMessages } from '#server/routes/chat-sessions/routes.ts'
import { getUserData } from '#server/routes/user-data/routes.ts'
import { type SageContext, contextBlock } from './builtin-model.ts'

/** Recent messages given to the model as the conversation so far. */
export const CONTEXT_MESSAGES = 6

export type ReplyInput = {
  userId: string
  sessionId: string
  text: string
  model: LanguageModelV3
  /** The client's id for the person's message. */
  id?: string
  logger?: Pick<Logger, 'error'>
  now?: Date
}

type SavedMessage = NonNullable<Awaited<ReturnType<typeof addMessage>>>

/** What a finished reply leaves behind: both saved messages and the language used. */
export type ReplyResult = {
  userMessage: SavedMessage | null
  assistantMessage: SavedMessage | null
  reply: string
  language: ChatLanguage
  emergency: boolean
}

/** The facts about the person the assistant may use. */
export async function loadFacts(db: Database, userId: string, language: ChatLanguage, now = new Date()) {
  const [profile, contacts, events, [photoRow]] = await Promise.all([
    getUserData(db, userId),
    db
      .select({
        name: emergencyContacts.name,
        relationship: emergencyContacts.relationship,
        phone: emergencyContacts.phone,
      })
      .from(emergencyContacts)
      .where(eq(emergencyContacts.userId, userId))
      .orderBy(asc(emergencyContacts.createdAt)),
    db
      .select({ summary: calendarEvents.summary, startAt: calendarEvents.startAt, timeZone: calendarEvents.timeZone })
      .from(calendarEvents)
      .where(and(eq(calendarEvents.userId, userId), gte(calendarEvents.startAt, now)))
      .orderBy(asc(calendarEvents.startAt))
      .limit(MAX_APPOINTMENTS),
    db.select({ value: count() }).from(photos).where(eq(photos.userId, userId)),
  ])
  const emergency = contacts.map((contact) => ({ ...contact, phone: contact.phone ?? undefined }))
  // The profile's own emergency contact counts too, unless the list already has them.
  const profileContact = profile?.emergencyContact?.trim()
  if (profileContact && !emergency.some((contact) => contact.name.trim() === profileContact)) {
    emergency.push({ name: profileContact, relationship: '', phone: profile?.emergencyPhone ?? undefined })
  }
  const facts: SageFacts = {
    firstName: profile?.firstName ?? undefined,
    medications: profile?.medications ?? undefined,
    conditions: profile?.medicalConditions ?? undefined,
    doctorName: profile?.doctorName ?? undefined,
    doctorPhone: profile?.doctorPhone ?? undefined,
    emergencyContacts: emergency,
    nextAppointments: events.map((event) => ({
      title: event.summary,
      when: formatWhen(event.startAt, event.timeZone, language),
    })),
    photoCount: Number(photoRow?.value ?? 0),
  }
  return facts
}

function formatWhen(date: Date, timeZone: string, language: ChatLanguage) {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' }
  try {
    return new Intl.DateTimeFormat(chatLanguageCodes[language], { ...options, timeZone }).format(date)
  } catch {
    return new Intl.DateTimeFormat(chatLanguageCodes[language], options).format(date)
  }
}

/** The system message: who Sage is, the reply language and style, and the facts as a JSON block. */
export function systemPrompt(context: SageContext): string {
  const { language, style } = context
  return [
    'You are Sage, a warm, patient companion for an older adult. Speak plainly and kindly, in short sentences,',
    'without markdown. Help with their day, appointments, medications, family and memories. You are not a',
    'doctor: for medical questions, suggest asking their doctor; in an emergency, tell them to call emergency services.',
    `Reply in ${language}. Their writing is ${style.formality}; keep replies ${style.lengthPreference}.`,
    'What you know about them (JSON) follows; use only these facts about them, and say so when one is missing.',
    contextBlock(context),
  ].join('\n')
}

/**
 * Answers one message in a session (DESIGN.md "The assistant"): yields the reply's text chunks as
 * they come, and returns both saved messages. Emergencies are answered first, whatever the model.
 */
export async function* replyTo(db: Database, input: ReplyInput): AsyncGenerator<string, ReplyResult> {
  const { userId, sessionId, text, model, logger, now = new Date() } = input
  const [session] = await db
    .select({ language: chatSessions.language })
    .from(chatSessions)
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)))
  if (!session) throw new Error('Chat session not found.')
  const recent = await listMessages(db, sessionId, CONTEXT_MESSAGES)

  const current =
    toChatLanguage(session.language) ??
    toChatLanguage(recent.findLast((message) => message.language)?.language) ??
    defaultChatLanguage
  const detection = detectLanguage(text, current)
  const language = detection.switch ? detection.language : current
  const style = await styleOf(db, sessionId, text)
  const facts = await loadFacts(db, userId, language, now)

  const userMessage = await addMessage(db, userId, sessionId, {
    id: input.id,
    content: text,
    sender: 'user',
    type: 'text',
    language,
  })
  if (language !== session.language) {
    await db.update(chatSessions).set({ language }).where(eq(chatSessions.id, sessionId))
  }

  let reply: string
  const emergency = detectEmergency(text)
  if (emergency) {
    reply = emergencyReply(emergency.kind, language, { contacts: facts.emergencyContacts }).text
    yield reply
  } else {
    reply = yield* modelReply({ model, text, recent, context: { language, style, facts }, style, logger })
  }

  const assistantMessage = await addMessage(db, userId, sessionId, {
    content: reply,
    sender: 'assistant',
    type: 'text',
    language,
  })
  return { userMessage, assistantMessage, reply, language, emergency: Boolean(emergency) }
}

/** The person's style from their last user messages, this one included. */
async function styleOf(db: Database, sessionId: string, text: string): Promise<StylePreferences> {
  const rows = await db
    .select({ content: messageRows.content })
    .from(messageRows)
    .where(and(eq(messageRows.sessionId, sessionId), eq(messageRows.sender, 'user')))
    .orderBy(desc(messageRows.createdAt), desc(messageRows.id))
    .limit(STYLE_WINDOW - 1)
  return analyzeStyle([...rows.reverse().map((row) => row.content), text]) ?? defaultStylePreferences
}

type ModelReplyInput = {
  model: LanguageModelV3
  text: string
  recent: { content: string; sender: string }[]
  context: SageContext
  style: StylePreferences
  logger?: Pick<Logger, 'error'>
}

/**
 * Streams the model's reply, cleaned as it goes (only text the final clean keeps is sent), and
 * returns the cleaned reply; a failing model gives the technical-difficulties sentence.
 */
async function* modelReply({ model, text, recent, context, style, logger }: ModelReplyInput) {
  const messages: ModelMessage[] = [
    ...recent.map((message): ModelMessage =>
      message.sender === 'user'
        ? { role: 'user', content: message.content }
        : { role: 'assistant', content: message.content },
    ),
    { role: 'user', content: text },
  ]
  const clean = (raw: string) => cleanReply(raw, { lengthPreference: style.lengthPreference })
  let raw = ''
  let sent = ''
  let failure: unknown = null
  try {
    const result = streamText({
      model,
      system: systemPrompt(context),
      messages,
      maxRetries: 1,
      onError: ({ error }) => {
        failure ??= error
      },
    })
    for await (const part of result.fullStream) {
      if (part.type === 'error') failure ??= part.error
      if (part.type !== 'text-delta') continue
      raw += part.text
      // Hold back the last, maybe unfinished, line so markdown is cleaned before it is sent.
      const cut = raw.lastIndexOf('\n')
      const ready = cut < 0 ? raw.replace(/\S*$/, '') : raw.slice(0, cut)
      const cleaned = clean(ready)
      if (cleaned.startsWith(sent) && cleaned.length > sent.length && !/[*_`#~[]/.test(cleaned.slice(sent.length))) {
        yield cleaned.slice(sent.length)
        sent = cleaned
      }
    }
  } catch (error) {
    failure ??= error
  }
  const reply = clean(raw).trim()
  if (failure || !reply) {
    logger?.error({ err: failure }, failure ? 'assistant model failed' : 'assistant model gave an empty reply')
    const fallback = technicalDifficulties(context.language)
    yield sent ? `\n\n${fallback}` : fallback
    return fallback
  }
  if (reply.startsWith(sent) && reply.length > sent.length) yield reply.slice(sent.length)
  return reply
}
