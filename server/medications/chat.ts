// Doses in the conversation: "I took my heart pill" marks the dose it means (Sage asks which when
// it cannot tell), and "did I take my pills today?" is answered from the record.
import { type ChatLanguage, chatLanguageCodes } from '#shared/chat/chat-languages.ts'
import { dayBounds, todayIn } from '#shared/medications/schedule.ts'
import { type DoseWords, doseWords, meansAll, meansYes, namedIn, readDoseTalk } from '#shared/medications/dose-talk.ts'
import type { Database } from '#server/db/client.ts'
import type { Scope } from '#server/data/scope.ts'
import { answerDose, dosesIn, medicationsData } from './medications.ts'

type Dose = Awaited<ReturnType<typeof dosesIn>>[number]

/** The constant start of one of Sage's questions, to know an answer to it. */
const startOf = (ask: (doses: string) => string) => ask('\u0000').split('\u0000')[0]!

/** Which of Sage's dose questions the last reply was, if any. */
function lastQuestion(words: DoseWords, lastReply: string | undefined): 'which' | 'early' | null {
  if (!lastReply) return null
  if (lastReply.startsWith(startOf(words.replies.which))) return 'which'
  if (lastReply.startsWith(startOf(words.replies.early))) return 'early'
  return null
}

export type DoseChatInput = {
  text: string
  language: ChatLanguage
  now: Date
  timeZone: string
  /** Sage's reply before this message, to know an answer to its question. */
  lastReply?: string
}

/**
 * Sage's answer to a message about doses, having marked the doses it means; null when the
 * message is not about doses (or answers nothing Sage asked).
 */
export async function doseReply(db: Database, scope: Scope, input: DoseChatInput): Promise<string | null> {
  const { text, language, now, timeZone } = input
  const words = doseWords[language]
  const asked = lastQuestion(words, input.lastReply)
  const talk = readDoseTalk(text, language)
  if (!talk && !asked) return null

  const medications = await medicationsData.list(db, scope)
  const named = new Set(namedIn(text, medications))
  // "I took a walk": not about a dose unless it names one of theirs.
  const unsure = talk?.kind === 'took' && !talk.sure && !named.size
  if (unsure && !asked) return null
  if (!medications.length) return talk && !unsure ? words.replies.noMedications : null
  const { start, end } = dayBounds(todayIn(now, timeZone), timeZone)
  const doses = await dosesIn(db, scope, start, end)
  const byId = new Map(medications.map((medication) => [medication.id, medication]))
  const locale = chatLanguageCodes[language]
  const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone })
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items)
  const label = (dose: Dose) => {
    const medication = byId.get(dose.medicationId)
    const name = [medication?.name, medication?.dose].filter(Boolean).join(' ')
    return `${name} (${clock.format(dose.dueAt)})`
  }
  const labels = (some: Dose[]) => (some.length ? list(some.map(label)) : null)

  if (talk?.kind === 'asked') {
    if (!doses.length) return words.replies.noneToday
    const waiting = doses.filter((dose) => dose.dueAt <= now && open(dose) && dose.state !== 'missed')
    return words.replies.status({
      taken: labels(doses.filter((dose) => dose.state === 'taken')),
      waiting: labels(waiting),
      missed: labels(doses.filter((dose) => dose.state === 'missed')),
    })
  }

  const waiting = doses.filter((dose) => dose.dueAt <= now && open(dose))
  const later = doses.filter((dose) => dose.dueAt > now && open(dose))
  const mark = async (some: Dose[]) => {
    for (const dose of some) await answerDose(db, scope, dose.id, { answer: 'taken' }, now)
    return words.replies.marked(labels(some)!)
  }

  if (asked === 'early' && meansYes(text, language) && later[0]) return mark([later[0]])
  if (asked === 'which') {
    const chosen = meansAll(text, language) ? waiting : waiting.filter((dose) => named.has(dose.medicationId))
    if (chosen.length) return mark(chosen)
  }
  if (!talk || unsure) return null

  if (named.size) {
    const meant = waiting.filter((dose) => named.has(dose.medicationId))
    if (meant.length) return mark(meant)
    // Named, and nothing of it waits: the next one of it today, taken early.
    const next = later.find((dose) => named.has(dose.medicationId))
    return next ? mark([next]) : words.replies.nothingWaiting
  }
  if (waiting.length === 1 || (waiting.length > 1 && meansAll(text, language))) return mark(waiting)
  if (waiting.length > 1) return words.replies.which(labels(waiting)!)
  return later[0] ? words.replies.early(label(later[0])) : words.replies.nothingWaiting
}

/** A dose still open to be answered: not taken, not skipped. */
const open = (dose: Dose) => dose.state !== 'taken' && dose.state !== 'skipped'
