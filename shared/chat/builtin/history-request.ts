// "What did I ask you yesterday?", "¿de qué hablamos ayer?", "我昨天问了你什么": a question about
// what the person said to Sage on a day, answered from their own chat history.
import { foldText } from '../chat-languages.ts'
import { addDays, startOfDay, wallTimeAt, zonedInstant } from '#shared/calendar/zoned-time.ts'

/** The day a question about the chat history asks about. */
export type HistoryDay = 'yesterday' | 'today'

// On folded text: a word for asking, saying or talking, and a day, in the eight chat languages.
const saidWords =
  /\b(ask(ed)?|say|said|tell|told|talk(ed)?|spoke|speak|pregunt\w*|dije|dijimos|hablamos|hable|demande|dit|parle|gefragt|gesagt|gesprochen|geredet|chiesto|detto|parlato|pergunt\w*|disse|falamos|conversamos|question|pregunta|frage|domanda|pergunta)\b|问|说|聊|谈|聞い|聞き|話し|言っ|質問/
const yesterday = /\b(yesterday|ayer|hier|gestern|ieri|ontem)\b|昨天|昨日|きのう/
const today =
  /\b(earlier|this morning|today|hoy|esta manana|aujourd'hui|ce matin|heute|vorhin|oggi|stamattina|hoje|hoje de manha)\b|今天|早上|今日|今朝/
const question =
  /\b(what|which|que|quoi|quel(le)?|was (habe|hab|hatte|war|haben)|welche|cosa|che|qual|o que|remember|rappel\w*|acuerd\w*|erinner\w*|ricord\w*|lembr\w*)\b|什么|啥|何|なに|教えて|覚えて|记得/

/** The day a message asks about what was said, or null when it does not ask that. */
export function readHistoryRequest(text: string): HistoryDay | null {
  const folded = foldText(text)
  if (!saidWords.test(folded) || !question.test(folded)) return null
  if (yesterday.test(folded)) return 'yesterday'
  if (today.test(folded)) return 'today'
  return null
}

/** That day in the person's zone, as instants: from its midnight to the next. */
export function historyWindow(day: HistoryDay, now: Date, timeZone: string): { start: Date; end: Date } {
  const midnight = startOfDay(wallTimeAt(now, timeZone))
  const first = day === 'yesterday' ? addDays(midnight, -1) : midnight
  return { start: zonedInstant(first, timeZone), end: zonedInstant(addDays(first, 1), timeZone) }
}
