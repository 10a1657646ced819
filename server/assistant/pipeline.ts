import { APICallError, type ModelMessage, type ToolSet, stepCountIs, streamText } from 'ai'
import type { Logger } from 'pino'
import { type ChatLanguage, defaultChatLanguage, toChatLanguage } from '#shared/chat/chat-languages.ts'
import type { EmergencyCall } from '#shared/chat/emergency.ts'
import { previousExchange } from '#shared/safety/answer.ts'
import { safetyFirst, turnLanguage } from '#shared/chat/turn.ts'
import { type SafetyReading, readMessage } from '#shared/safety/detector.ts'
import { technicalDifficulties } from '#shared/chat/fallback.ts'
import { REPLY_SENTENCES, cleanReply, firstSentences } from '#shared/chat/reply.ts'
import { detectIntent } from '#shared/chat/builtin/intents.ts'
import type { SageFacts } from '#shared/chat/builtin/replies.ts'
import { callReply } from '#shared/chat/builtin/call-request.ts'
import { historyWindow, readHistoryRequest } from '#shared/chat/builtin/history-request.ts'
import { phrasebookFor } from '#shared/chat/builtin/messages.ts'
import { saidBetween } from '#server/chat/history.ts'
import { type DisplayChange, displayReply } from '#shared/chat/builtin/setting-request.ts'
import {
  type Formality,
  STYLE_WINDOW,
  type StylePreferences,
  type Tone,
  analyzeStyle,
  defaultStylePreferences,
} from '#shared/chat/style.ts'
import { doseReply } from '#server/medications/chat.ts'
import { type PhotoTurn, photoStep, storyStep } from '#server/photos/chat.ts'
import { signOfLife } from '#server/check-in/check-in.ts'
import { sleepReply } from '#shared/check-in/sleep-talk.ts'
import { awayReply } from '#server/check-in/chat.ts'
import type { Database } from '#server/db/client.ts'
import {
  type ChatMessage,
  addMessage,
  chatSessionsData,
  setChatLanguage,
  storedExchange,
  turnMessages,
} from '#server/chat/sessions.ts'
import { type Scope, ownScope } from '#server/data/scope.ts'
import { isCalendarRequest } from '#shared/calendar/detect.ts'
import { DEFAULT_TIME_ZONE, type ParsedCalendarRequest, parseCalendarRequest } from '#shared/calendar/parse.ts'
import { type CalendarContext, runCalendarRequest } from '#server/calendar/executor.ts'
import { finishedByAnswer, scopedByAnswer } from '#server/calendar/follow-up.ts'
import type { EventDraft } from '#server/calendar/event.ts'
import type { CalendarCalls } from '#server/calendar/provider.ts'
import { type SageContext, builtinCallOptions, isBuiltinModel } from './builtin-model.ts'
import { calendarTools } from './calendar-tool.ts'
import { loadFacts } from './facts.ts'
import type { AlertDeps, ScheduledAlerts } from '#server/alerts/alerts.ts'
import { familyStep } from '#server/alerts/in-chat.ts'
import { type ReplyLink, doctorStep } from '#server/summary/chat.ts'
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
  /** The person's time zone (their browser's); America/New_York when unknown (product.md 9). */
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
  /** The person asked for another language plainly enough to be told it changed (product.md 4). */
  languageNotice: boolean
  /** The call links of an emergency reply, emergency services first; empty otherwise. */
  calls: EmergencyCall[]
  /** True when Sage asks "Are you hurt right now?", to be answered with Yes or No. */
  ask: boolean
  /** Alerts scheduled to the person's contacts by an emergency reply; null when none. */
  alert: ScheduledAlerts | null
  /** What would bring back the events a calendar cancellation removed; null when none. */
  undo: EventDraft[] | null
  /** A display change the person asked for in the chat, for the screen to make; null when none. */
  display: DisplayChange | null
  /** A photo shown with the reply ("show me a photo of …"); null when none. */
  photo: PhotoTurn['photo']
  /** A button under the reply to a screen of the app (the summary for the doctor); null when none. */
  link: ReplyLink | null
  /** The person's style as it shapes Sage's voice. */
  style: { formality: Formality; tone: Tone }
  chunks: AsyncGenerator<string, ReplyResult>
}

/**
 * Starts answering one message in a session: stores the person's message, settles language and
 * style, and returns the reply's text chunks to stream. Each step below runs once, in order:
 *
 * 1. load the turn (the chat, a retried send, the conversation so far, language and style);
 * 2. save the person's message and the chat's language and style;
 * 3. read the message once: the safety net, a calendar request, an answer to Sage's own question;
 * 4. answer: the safety net first (help, the question, the family alert), else a dose taken or
 *    asked about, else being away or back (the daily check-in pauses), else how they slept (the
 *    built-in Sage), else the calendar, else the model;
 * 5. save the reply as it finishes streaming.
 *
 * A send retried with the same id stores nothing new and gets the reply already given.
 */
export async function startReply(db: Database, input: ReplyInput): Promise<StartedReply> {
  const turn = await loadTurn(db, input)
  if (turn.storedReply) return replayed(turn.storedReply)
  await saveMessage(db, turn)
  const reading = readTurn(turn)
  const facts = await loadFacts(db, turn.scope, {
    language: turn.language,
    now: turn.now,
    timeZone: turn.timeZone,
    calendar: reading.wantsAppointments ? input.calendar : undefined,
    logger: input.logger,
  })
  const safety = await safetyStep(turn, reading, facts)
  // Any message is a sign of life for the daily check-in, but one that may be an emergency: that
  // must not tell the family all is well.
  const maybeEmergency = safety.answer?.reason === 'emergency' || safety.answer?.reason === 'ask'
  if (input.family && !maybeEmergency) await signOfLife(input.family, input.userId, 'chat', turn.now)
  // Each step below answers only when no step before it did; the first answer is the reply.
  const formal = turn.style.formality !== 'casual'
  const said = { text: turn.text, language: turn.language, formal }
  let answered = Boolean(safety.answer)
  const doses = answered ? null : await doseStep(db, turn)
  answered ||= Boolean(doses)
  // Away or back: the daily check-in pauses or starts again, whatever the model.
  const away = answered ? null : await awayReply(db, input.userId, turn)
  answered ||= Boolean(away)
  // The answer to the morning's "How did you sleep?" (a hosted model answers it in its own words).
  const sleep = answered || !turn.builtin ? null : sleepReply(turn.text, turn.language)
  answered ||= Boolean(sleep)
  // "Call my daughter": her number and a button to call it, when the message is not a calendar
  // request ("remind me to call Ana tomorrow").
  const call = answered || reading.asksCalendar ? null : callReply(turn.text, turn.language, safety.replyFacts, formal)
  answered ||= Boolean(call)
  // "Make the text bigger": the screen makes the change; Sage says so and how to undo it.
  const display = answered || reading.asksCalendar ? null : displayReply(turn.text, turn.language, formal)
  answered ||= Boolean(display)
  // The answer to "Who is with you here?" about a photo Sage just showed: kept as its story.
  const story =
    answered || reading.asksCalendar
      ? null
      : await storyStep(db, turn.scope, { ...said, lastMessage: turn.context.at(-1) })
  answered ||= Boolean(story)
  // "Show me a photo of the grandchildren": the photo, and a question about it.
  const photo = answered || reading.asksCalendar ? null : await photoStep(db, turn.scope, said)
  answered ||= Boolean(photo)
  // "What did I ask you yesterday?": their own messages of that day, from other conversations.
  const history = answered ? null : await historyReply(db, turn)
  answered ||= Boolean(history)
  // "I'm seeing Dr. Lee on Thursday": the summary for the visit; "ask the doctor about my knee":
  // the question kept for it. A visit with a time is also a calendar request: both answer, the
  // summary first so the calendar's question, if it has one, comes last.
  const doctor = answered ? null : await doctorStep(db, turn.scope, { ...said, now: turn.now, timeZone: turn.timeZone })
  const alsoCalendar = doctor?.kind === 'visit' && reading.asksCalendar
  answered ||= Boolean(doctor) && !alsoCalendar
  const calendar = answered ? null : await calendarStep(turn, reading)
  const replyLanguage = safety.answer?.language ?? away?.language ?? sleep?.language ?? turn.language
  let calendarChanged = calendar?.changed ?? false
  const tools: ToolSet | undefined =
    input.assistant.toolsFor(turn.text) ??
    (!turn.builtin && turn.calendar && !reading.safety.danger
      ? calendarTools(turn.calendar, (outcome) => {
          calendarChanged ||= outcome.changed
        })
      : undefined)
  const save = async (reply: string): Promise<ReplyResult> => ({
    reply,
    calendarChanged,
    assistantMessage: await addMessage(db, turn.scope, turn.sessionId, {
      content: reply,
      sender: 'assistant',
      type: 'text',
      language: replyLanguage,
      photoId: photo?.photo?.id,
    }),
  })
  async function* chunks(): AsyncGenerator<string, ReplyResult> {
    const immediate =
      safety.answer?.text ??
      doses ??
      away?.text ??
      sleep?.text ??
      call?.text ??
      display?.text ??
      story ??
      photo?.text ??
      history ??
      (doctor && calendar?.text ? `${doctor.text}\n\n${calendar.text}` : doctor?.text) ??
      calendar?.text
    if (immediate) {
      yield immediate
      return save(immediate)
    }
    const reply = yield* modelReply({
      assistant: input.assistant,
      text: turn.text,
      recent: turn.context,
      context: { language: turn.language, style: turn.style, facts: safety.replyFacts },
      logger: input.logger,
      timeoutMs: input.timeoutMs ?? REPLY_TIMEOUT_MS,
      tools,
      calendar: turn.calendar,
    })
    return save(reply)
  }
  return {
    language: replyLanguage,
    languageNotice: turn.languageNotice,
    calls: safety.answer?.calls ?? call?.calls ?? [],
    ask: safety.answer?.reason === 'ask',
    alert: safety.alert,
    undo: calendar?.undo ?? null,
    display: display?.change ?? null,
    photo: photo?.photo ?? null,
    link: doctor?.link ?? null,
    style: { formality: turn.style.formality, tone: turn.style.tone },
    chunks: chunks(),
  }
}

/** What is known about a turn before anything is decided, computed once. */
type Turn = {
  input: ReplyInput
  scope: Scope
  sessionId: string
  text: string
  /** The reply already given to this message, for a retried send; null otherwise. */
  storedReply: { content: string; language: string | null } | null
  /** The person's message is already stored (a retried send whose reply was lost). */
  alreadySaved: boolean
  /** The conversation so far, this message left out. */
  context: ChatMessage[]
  sessionLanguage: string | null
  preferences: Awaited<ReturnType<typeof getSessionPreferences>>
  language: ChatLanguage
  languageNotice: boolean
  style: StylePreferences
  builtin: boolean
  now: Date
  timeZone: string
  /** The person's calendar as the executor and the calendar tool use it; null without one. */
  calendar: CalendarContext | null
}

/** Step 1: the chat, a retried send, the conversation so far, and the reply's language and style. */
async function loadTurn(db: Database, input: ReplyInput): Promise<Turn> {
  const { userId, sessionId, text, id } = input
  const scope = ownScope(userId)
  const session = await chatSessionsData.get(db, scope, sessionId)
  if (!session) throw new Error('Chat session not found.')
  const retried = id ? await storedExchange(db, scope, sessionId, id) : null
  // One read of the conversation: the messages of the context, and the person's own for their style.
  const read = retried?.reply
    ? { context: [], own: [] }
    : await turnMessages(db, sessionId, { context: CONTEXT_MESSAGES + (retried ? 1 : 0), own: STYLE_WINDOW })
  const context = retried ? read.context.filter((message) => message.id !== id) : read.context
  const preferences = retried?.reply ? null : await getSessionPreferences(db, sessionId)
  // A chat's first message starts in the language of the person's screen.
  const fresh = !preferences && context.length === 0
  const current =
    preferences?.language.primaryLanguage ??
    (fresh ? input.language : undefined) ??
    toChatLanguage(session.language) ??
    toChatLanguage(context.findLast((message) => message.language)?.language) ??
    defaultChatLanguage
  const { language, notice } = turnLanguage(text, current)
  const analyzed = retried?.reply ? null : analyzedStyle(read.own, text, retried ? id : undefined)
  const now = input.now ?? new Date()
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE
  return {
    input,
    scope,
    sessionId,
    text,
    storedReply: retried?.reply ?? null,
    alreadySaved: Boolean(retried),
    context,
    sessionLanguage: session.language,
    preferences,
    language,
    languageNotice: notice,
    style: analyzed ?? preferences?.style ?? defaultStylePreferences,
    builtin: isBuiltinModel(input.assistant.model),
    now,
    timeZone,
    calendar: input.calendar ? { calendar: input.calendar, language, timeZone, now, logger: input.logger } : null,
  }
}

/** The answer to "what did I ask you yesterday?", or null when the message asks no such thing. */
async function historyReply(db: Database, turn: Turn): Promise<string | null> {
  const day = readHistoryRequest(turn.text)
  if (!day) return null
  const window = historyWindow(day, turn.now, turn.timeZone)
  const said = await saidBetween(db, turn.scope, window, turn.sessionId)
  const book = phrasebookFor(turn.language, turn.style.formality !== 'casual')
  return said.length ? book.historyAsked(day, book.list(said.map(book.quote))) : book.historyNone(day)
}

/** A retried send whose reply was given: the same words again, nothing stored. */
function replayed(stored: { content: string; language: string | null }): StartedReply {
  return {
    language: toChatLanguage(stored.language) ?? defaultChatLanguage,
    languageNotice: false,
    calls: [],
    ask: false,
    alert: null,
    undo: null,
    display: null,
    photo: null,
    link: null,
    style: defaultVoiceStyle,
    chunks: storedReply(stored.content),
  }
}

/** Step 2: the person's message, the chat's language, and the chat's language and style preferences. */
async function saveMessage(db: Database, turn: Turn) {
  const { input, scope, sessionId, language } = turn
  if (!turn.alreadySaved) {
    const stored = await addMessage(db, scope, sessionId, {
      id: input.id,
      content: turn.text,
      sender: 'user',
      type: input.type ?? 'text',
      language,
      audioUrl: input.audioUrl,
    })
    // The client's id belongs to someone else's message: nothing was stored, so nothing is answered.
    if (!stored) throw new AppError('conflict', ID_TAKEN_MESSAGE)
  }
  if (language !== turn.sessionLanguage) await setChatLanguage(db, scope, sessionId, language)
  await saveSessionPreferences(db, input.userId, sessionId, {
    language: nextLanguagePreferences(turn.preferences?.language, language),
    style: turn.style,
  })
}

/** Step 3: what the message is, read once for every step after. */
type TurnReading = {
  /** The safety net's reading, adjusted for an answer to Sage's own calendar question and for calendar commands. */
  safety: SafetyReading
  /** An answer to Sage's own calendar question that finishes or narrows the request it asked about. */
  followUp: ParsedCalendarRequest | null
  /** The built-in Sage reads the message as a calendar request. */
  asksCalendar: boolean
  /** The reply needs the person's next appointments. */
  wantsAppointments: boolean
}

function readTurn(turn: Turn): TurnReading {
  const { text, builtin, language, now, timeZone, context } = turn
  const calendar = turn.input.calendar
  // The safety net reads the message once, before anything else; what it finds decides the rest.
  const read = readMessage(text)
  const asksCalendar = builtin && isCalendarRequest(text)
  // An answer to Sage's own calendar question ("all of them", "at noon") is not a cry for help,
  // unless the safety net is sure it is one; then help still comes first.
  const followUp =
    builtin && calendar && !read.emergency && text.length <= MAX_ANSWER_LENGTH
      ? (finishedByAnswer(context, text, { now, timeZone, language }) ??
        scopedByAnswer(context, text, { now, timeZone, language }))
      : null
  const reading = followUp ? { ...read, ask: false, danger: false } : read
  return {
    safety: reading,
    followUp,
    asksCalendar,
    // A message with danger in it is answered without reading the calendar. The built-in Sage
    // sends calendar requests to the executor, so it needs the next appointments only for an
    // appointments question the parser did not take; hosted models are told them with every
    // other message.
    wantsAppointments:
      !reading.danger && (builtin ? !asksCalendar && detectIntent(text, language) === 'appointments' : true),
  }
}

/**
 * Step 4a: the safety net's answer (help first, the question, a scam warning, the doctor) and the
 * family alert it schedules; otherwise the facts a reply may use.
 */
async function safetyStep(turn: Turn, reading: TurnReading, facts: SageFacts) {
  const { input, text, language } = turn
  const { answer, facts: replyFacts } = safetyFirst(
    text,
    reading.safety,
    {
      language,
      ...previousExchange(turn.context),
      contacts: facts.emergencyContacts,
      doctorName: facts.doctorName,
      doctorPhone: facts.doctorPhone,
      country: facts.country,
      emergencyNumber: input.assistant.emergencyNumber,
      crisisLine: input.assistant.crisisLine,
    },
    facts,
  )
  const family = input.family
    ? await familyStep(input.family, {
        userId: input.userId,
        text,
        answer,
        language,
        timeZone: turn.timeZone,
        now: turn.now,
      })
    : { answer, alert: null }
  return { answer: family.answer, alert: family.alert, replyFacts }
}

/**
 * Step 4c: a calendar request the built-in Sage reads with the parser (hosted models get the
 * calendar tool instead), or the answer to its own question ("What time is Lunch with Margaret?")
 * that finishes one. Symptom and danger words never become a calendar event.
 */
async function calendarStep(turn: Turn, reading: TurnReading) {
  if (reading.safety.danger || !turn.builtin || !turn.calendar) return null
  const request =
    reading.followUp ??
    (reading.asksCalendar ? parseCalendarRequest(turn.text, { now: turn.now, timeZone: turn.timeZone }) : null)
  return request ? runCalendarRequest(request, turn.calendar) : null
}

/**
 * Step 4b: a dose the person says they took ("I took my heart pill"), marked, or their question
 * about today's doses, answered from the record, whatever the model: the record is Sage's own.
 */
async function doseStep(db: Database, turn: Turn) {
  const lastReply = turn.context.findLast((message) => message.sender === 'assistant')?.content
  return doseReply(db, turn.scope, {
    text: turn.text,
    language: turn.language,
    now: turn.now,
    timeZone: turn.timeZone,
    lastReply,
  })
}

/** Streams a reply given before, as it was stored. */
// eslint-disable-next-line @typescript-eslint/require-await -- a generator, to stream like a model's reply
async function* storedReply(content: string): AsyncGenerator<string, ReplyResult> {
  yield content
  return { assistantMessage: null, reply: content, calendarChanged: false }
}

/** The person's style from their last messages (newest first), this one included; null below three messages. */
function analyzedStyle(rows: readonly { id: string; content: string }[], text: string, storedId?: string) {
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
        // Provider requests retry 502, 503 and 504 themselves (product.md 8); nothing else is retried.
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
