import { APICallError, type ModelMessage, type ToolSet, stepCountIs, streamText } from 'ai'
import type { Logger } from 'pino'
import { type ChatLanguage, defaultChatLanguage, toChatLanguage } from '#shared/chat/chat-languages.ts'
import type { EmergencyCall } from '#shared/chat/emergency.ts'
import { previousExchange } from '#shared/safety/answer.ts'
import { safetyFirst, turnLanguage } from '#shared/chat/turn.ts'
import { readMessage } from '#shared/safety/detector.ts'
import { technicalDifficulties } from '#shared/chat/fallback.ts'
import { REPLY_SENTENCES, cleanReply, firstSentences } from '#shared/chat/reply.ts'
import { detectIntent } from '#shared/chat/builtin/intents.ts'
import { type Formality, STYLE_WINDOW, type Tone, analyzeStyle, defaultStylePreferences } from '#shared/chat/style.ts'
import type { Database } from '#server/db/client.ts'
import {
  type ChatMessage,
  addMessage,
  chatSessionsData,
  listMessages,
  recentUserMessages,
  setChatLanguage,
  storedExchange,
} from '#server/chat/sessions.ts'
import { ownScope } from '#server/data/scope.ts'
import { leadAction } from '#shared/calendar/action.ts'
import { isCalendarRequest } from '#shared/calendar/detect.ts'
import { normalizeRequest } from '#shared/calendar/words.ts'
import { parseCalendarRequest } from '#shared/calendar/parse.ts'
import { type CalendarContext, runCalendarRequest } from '#server/calendar/executor.ts'
import { finishedByAnswer, scopedByAnswer } from '#server/calendar/follow-up.ts'
import type { CalendarCalls } from '#server/calendar/provider.ts'
import type { CalendarEventInput } from '#shared/schemas/calendar.ts'
import { DEFAULT_TIME_ZONE } from '#shared/calendar/parse.ts'
import { type SageContext, builtinCallOptions, isBuiltinModel } from './builtin-model.ts'
import { calendarTools } from './calendar-tool.ts'
import { loadFacts } from './facts.ts'
import type { AlertDeps, ScheduledAlerts } from '#server/alerts/alerts.ts'
import { familyStep } from '#server/alerts/in-chat.ts'
import type { Assistant } from './model.ts'
import { getSessionPreferences, nextLanguagePreferences, saveSessionPreferences } from './preferences.ts'
import { AppError, ID_TAKEN_MESSAGE } from '#server/errors.ts'

/** The longest message read as a short answer to Sage's own calendar question. */
const MAX_ANSWER_LENGTH = 60

/** Recent messages given to the model as the conversation so far. */
export const CONTEXT_MESSAGES = 6
const defaultVoiceStyle = { formality: defaultStylePreferences.formality, tone: defaultStylePreferences.tone }

/** A model that has not finished by then is stopped, and the person gets the fallback sentence. */
export const REPLY_TIMEOUT_MS = 60_000

export type ReplyInput = {
  userId: string
  sessionId: string
  text: string
  assistant: Assistant
  /** The client's id for the person's message; a retried send with it gets the stored reply. */
  id?: string
  /** The language the person's screen is in, used when the session has none yet. */
  language?: ChatLanguage
  logger?: Pick<Logger, 'error' | 'warn'>
  now?: Date
  /** How long the model may take; REPLY_TIMEOUT_MS unless a test says otherwise. */
  timeoutMs?: number
  /** The person's calendar, for calendar requests; without it Sage cannot change the calendar. */
  calendar?: CalendarCalls
  /** The person's time zone (their browser's); America/New_York when unknown (SPEC.md 9). */
  timeZone?: string
  /** How the person's message came: typed, or spoken (with its recording). */
  type?: 'text' | 'voice'
  audioUrl?: string | null
  /** Where alerts to the person's contacts go; without it no one is told. */
  family?: AlertDeps
}

/** What a finished reply leaves behind: the saved reply (null for a retried send), its text, and whether the calendar changed. */
export type ReplyResult = { assistantMessage: ChatMessage | null; reply: string; calendarChanged: boolean }

/** A reply under way: what is known before the first word, and the words as they come. */
export type StartedReply = {
  language: ChatLanguage
  /** The person asked for another language plainly enough to be told it changed (SPEC.md 4). */
  languageNotice: boolean
  /** The call links of an emergency reply, emergency services first; empty otherwise. */
  calls: EmergencyCall[]
  /** True when Sage asks "Are you hurt right now?", to be answered with Yes or No. */
  ask: boolean
  /** Alerts scheduled to the person's contacts by an emergency reply; null when none. */
  alert: ScheduledAlerts | null
  /** What would bring back the events a calendar cancellation removed; null when none. */
  undo: CalendarEventInput[] | null
  /** The person's style as it shapes Sage's voice. */
  style: { formality: Formality; tone: Tone }
  chunks: AsyncGenerator<string, ReplyResult>
}

/**
 * Starts answering one message in a session (DESIGN.md "The assistant"): stores the person's
 * message, settles language and style, and returns the reply's text chunks to stream. Emergencies
 * are answered first, whatever the model. A send retried with the same id stores nothing new and
 * gets the reply already given.
 */
export async function startReply(db: Database, input: ReplyInput): Promise<StartedReply> {
  const { userId, sessionId, text, id } = input
  const scope = ownScope(userId)
  const session = await chatSessionsData.get(db, scope, sessionId)
  if (!session) throw new Error('Chat session not found.')

  const retried = id ? await storedExchange(db, scope, sessionId, id) : null
  if (retried?.reply) {
    const stored = retried.reply
    const language = toChatLanguage(stored.language) ?? defaultChatLanguage
    return {
      language,
      languageNotice: false,
      calls: [],
      ask: false,
      alert: null,
      undo: null,
      style: defaultVoiceStyle,
      chunks: storedReply(stored.content),
    }
  }

  const recent = await listMessages(db, sessionId, CONTEXT_MESSAGES + (retried ? 1 : 0))
  const context = retried ? recent.filter((message) => message.id !== id) : recent
  const preferences = await getSessionPreferences(db, sessionId)
  // A chat's first message starts in the language of the person's screen.
  const fresh = !preferences && context.length === 0
  const current =
    preferences?.language.primaryLanguage ??
    (fresh ? input.language : undefined) ??
    toChatLanguage(session.language) ??
    toChatLanguage(context.findLast((message) => message.language)?.language) ??
    defaultChatLanguage
  const { language, notice: languageNotice } = turnLanguage(text, current)
  const style = (await analyzedStyle(db, sessionId, text, retried ? id : undefined)) ?? preferences?.style

  if (!retried) {
    const stored = await addMessage(db, scope, sessionId, {
      id,
      content: text,
      sender: 'user',
      type: input.type ?? 'text',
      language,
      audioUrl: input.audioUrl,
    })
    // The client's id belongs to someone else's message: nothing was stored, so nothing is answered.
    if (!stored) throw new AppError('conflict', ID_TAKEN_MESSAGE)
  }
  if (language !== session.language) {
    await setChatLanguage(db, scope, sessionId, language)
  }
  const settledStyle = style ?? defaultStylePreferences
  await saveSessionPreferences(db, userId, sessionId, {
    language: nextLanguagePreferences(preferences?.language, language),
    style: settledStyle,
  })

  const builtin = isBuiltinModel(input.assistant.model)
  // The safety net reads the message once, before anything else; what it finds decides the rest.
  const read = readMessage(text)
  // Whether the built-in Sage reads this as a calendar request, decided once for every step below.
  const asksCalendar = builtin && isCalendarRequest(text)
  const now = input.now ?? new Date()
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE
  // An answer to Sage's own calendar question ("all of them", "at noon") is not a cry for help,
  // unless the safety net is sure it is one; then help still comes first.
  const followUp =
    builtin && input.calendar && !read.emergency && text.length <= MAX_ANSWER_LENGTH
      ? (finishedByAnswer(context, text, { now, timeZone, language }) ??
        scopedByAnswer(context, text, { now, timeZone, language }))
      : null
  const reading = followUp ? { ...read, ask: false, danger: false } : read
  // A message with danger in it is answered without reading the calendar. The built-in Sage sends
  // calendar requests to the executor, so it needs the next appointments only for an appointments
  // question the parser did not take; hosted models are told them with every other message.
  const wantsAppointments =
    !reading.danger && (builtin ? !asksCalendar && detectIntent(text, language) === 'appointments' : true)
  const facts = await loadFacts(db, scope, {
    language,
    now,
    calendar: wantsAppointments ? input.calendar : undefined,
    logger: input.logger,
  })
  const netReading =
    // A request that opens by cancelling or moving something on the calendar ("cancel tomorrow's
    // heart pills reminder, I'll skip them") is not a question about doses: the calendar takes it.
    // Questions ("should I take two tomorrow?"), danger and emergencies are untouched.
    reading.doseQuestion && asksCalendar && input.calendar && changesCalendar(text)
      ? { ...reading, doseQuestion: false }
      : reading
  const { answer: netAnswer, facts: replyFacts } = safetyFirst(
    text,
    netReading,
    {
      language,
      ...previousExchange(context),
      contacts: facts.emergencyContacts,
      doctorName: facts.doctorName,
      doctorPhone: facts.doctorPhone,
      country: facts.country,
      emergencyNumber: input.assistant.emergencyNumber,
      crisisLine: input.assistant.crisisLine,
    },
    facts,
  )
  const { answer, alert } = input.family
    ? await familyStep(input.family, {
        userId,
        text,
        answer: netAnswer,
        language,
        timeZone,
        now,
      })
    : { answer: netAnswer, alert: null }
  const replyLanguage = answer?.language ?? language
  let calendarChanged = false
  const calendarContext: CalendarContext | null = input.calendar
    ? {
        calendar: input.calendar,
        language,
        timeZone,
        now,
        logger: input.logger,
      }
    : null
  // The built-in model reads calendar requests with the parser; hosted models get the calendar tool.
  // Symptom and danger words never become a calendar event.
  // An answer to Sage's "What time is Lunch with Margaret?" finishes that event.
  const calendarRequest =
    !answer && !reading.danger && builtin && calendarContext
      ? (followUp ??
        (asksCalendar
          ? parseCalendarRequest(text, { now: calendarContext.now, timeZone: calendarContext.timeZone })
          : null))
      : null
  const calendarAnswer =
    calendarRequest && calendarContext ? await runCalendarRequest(calendarRequest, calendarContext) : null
  calendarChanged = calendarAnswer?.changed ?? false
  const tools: ToolSet | undefined =
    input.assistant.toolsFor(text) ??
    (!builtin && calendarContext && !reading.danger
      ? calendarTools(calendarContext, (outcome) => {
          calendarChanged ||= outcome.changed
        })
      : undefined)
  const save = async (reply: string): Promise<ReplyResult> => ({
    reply,
    calendarChanged,
    assistantMessage: await addMessage(db, scope, sessionId, {
      content: reply,
      sender: 'assistant',
      type: 'text',
      language: replyLanguage,
    }),
  })
  async function* chunks(): AsyncGenerator<string, ReplyResult> {
    const immediate = answer?.text ?? calendarAnswer?.text
    if (immediate) {
      yield immediate
      return save(immediate)
    }
    const reply = yield* modelReply({
      assistant: input.assistant,
      text,
      recent: context,
      context: { language, style: settledStyle, facts: replyFacts },
      logger: input.logger,
      timeoutMs: input.timeoutMs ?? REPLY_TIMEOUT_MS,
      tools,
      calendar: calendarContext,
    })
    return save(reply)
  }
  return {
    language: replyLanguage,
    languageNotice,
    calls: answer?.calls ?? [],
    ask: answer?.reason === 'ask',
    alert,
    undo: calendarAnswer?.undo ?? null,
    style: { formality: settledStyle.formality, tone: settledStyle.tone },
    chunks: chunks(),
  }
}

/** Streams a reply given before, as it was stored. */
// eslint-disable-next-line @typescript-eslint/require-await -- a generator, to stream like a model's reply
async function* storedReply(content: string): AsyncGenerator<string, ReplyResult> {
  yield content
  return { assistantMessage: null, reply: content, calendarChanged: false }
}

/** The person's style from their last user messages, this one included; null below three messages. */
async function analyzedStyle(db: Database, sessionId: string, text: string, storedId?: string) {
  const rows = await recentUserMessages(db, sessionId, STYLE_WINDOW)
  const earlier = rows
    .filter((row) => row.id !== storedId)
    .slice(0, STYLE_WINDOW - 1)
    .reverse()
  return analyzeStyle([...earlier.map((row) => row.content), text])
}

/** The system message: who Sage is, the reply language and style, and the facts as a JSON block. */
export function systemPrompt(context: SageContext, calendar?: CalendarContext | null): string {
  const { language, style } = context
  const phrases = style.commonPhrases.length ? ` They often say: ${style.commonPhrases.join('; ')}.` : ''
  const abbreviations = style.abbreviations.length
    ? ` They use abbreviations such as ${style.abbreviations.join(', ')}.`
    : ''
  return [
    'You are Sage, a warm, patient companion for an older adult. Speak plainly and kindly, in short sentences,',
    'without markdown. Help with their day, appointments, medications, family and memories. You are not a',
    'doctor: for medical questions, suggest asking their doctor; in an emergency, tell them to call emergency services.',
    `Reply in ${language}. Their writing is ${style.formality}; answer in a ${style.tone} tone and keep replies ${style.lengthPreference}.${phrases}${abbreviations}`,
    'What you know about them (JSON) follows; use only these facts about them, and say so when one is missing.',
    calendar
      ? `It is now ${calendar.now.toISOString()}; the person's time zone is ${calendar.timeZone}. For anything about their calendar, use the calendar tool, with times in ISO 8601 with the offset of that zone.`
      : '',
    `<sage-context>\n${JSON.stringify(context)}\n</sage-context>`,
  ]
    .filter(Boolean)
    .join('\n')
}

type ModelReplyInput = {
  assistant: Assistant
  text: string
  recent: { content: string; sender: string }[]
  context: SageContext
  logger?: Pick<Logger, 'error' | 'warn'>
  timeoutMs: number
  tools?: ToolSet
  calendar: CalendarContext | null
}

/**
 * Streams the model's reply, cleaned as it goes (only text the final clean keeps is sent), and
 * returns the cleaned reply; a failing model gives the technical-difficulties sentence.
 */
/** Models whose server refused a request because it carried tools. */
const refusesTools = new WeakSet<object>()

/** True when a model server's error says it cannot take tools (each server words it its own way). */
export function refusedTools(error: unknown): boolean {
  if (!APICallError.isInstance(error)) return false
  const said = `${error.message} ${error.responseBody ?? ''}`
  return (
    (error.statusCode ?? 0) >= 400 && (error.statusCode ?? 0) < 600 && /\btools?\b|tool[_ ]choice|--jinja/i.test(said)
  )
}

async function* modelReply({ assistant, recent, text, context, logger, timeoutMs, tools, calendar }: ModelReplyInput) {
  const messages: ModelMessage[] = [
    ...recent.map((message): ModelMessage =>
      message.sender === 'user'
        ? { role: 'user', content: message.content }
        : { role: 'assistant', content: message.content },
    ),
    { role: 'user', content: text },
  ]
  const clean = (raw: string) => cleanReply(raw, { lengthPreference: context.style.lengthPreference })
  // A reply over the limit is cut to its first sentences once it is whole, so only those are sent
  // while it comes: what is sent must stay the start of what is kept.
  const sendable = (cleaned: string) =>
    context.style.lengthPreference === 'detailed' ? cleaned : firstSentences(cleaned, REPLY_SENTENCES)
  let raw = ''
  let sent = ''
  let failure: unknown = null
  // Some local model servers refuse any request that carries tools (Ollama models without tool
  // support, vLLM without auto tool choice, older llama.cpp): then the reply is asked again
  // without them, and that server is never sent tools again while Sage runs.
  let offered = refusesTools.has(assistant.model) ? undefined : tools
  for (;;) {
    try {
      const result = streamText({
        model: assistant.model,
        system: systemPrompt(context, calendar),
        messages,
        providerOptions: builtinCallOptions(context),
        tools: offered,
        // Room for a calendar tool call and the sentence after it.
        stopWhen: stepCountIs(3),
        abortSignal: AbortSignal.timeout(timeoutMs),
        // Provider requests retry 502, 503 and 504 themselves (SPEC.md 8); nothing else is retried.
        maxRetries: 0,
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
        const cleaned = sendable(clean(ready))
        if (cleaned.startsWith(sent) && cleaned.length > sent.length && !/[*_`#~[]/.test(cleaned.slice(sent.length))) {
          yield cleaned.slice(sent.length)
          sent = cleaned
        }
      }
    } catch (error) {
      failure ??= error
    }
    if (!(offered && !raw && refusedTools(failure))) break
    logger?.warn('the model server refuses tools: asking again without them, and from now on')
    refusesTools.add(assistant.model)
    offered = undefined
    failure = null
  }
  const reply = clean(raw).trim()
  if (failure || !reply) {
    logger?.error({ err: failure }, failure ? 'assistant model failed' : 'assistant model gave an empty reply')
    const fallback = technicalDifficulties(context.language)
    yield sent ? `\n\n${fallback}` : fallback
    // What was saved is what the person read: the words that came, then the apology.
    return sent ? `${sent}\n\n${fallback}` : fallback
  }
  if (reply.startsWith(sent) && reply.length > sent.length) yield reply.slice(sent.length)
  return reply
}

/** Whether a calendar request opens by cancelling or moving something. */
function changesCalendar(text: string): boolean {
  const action = leadAction(normalizeRequest(text))
  return action === 'delete' || action === 'update'
}
