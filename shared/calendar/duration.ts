// How long an event lasts when the request says so: "for 2 hours", "for half an hour",
// "for an hour and a half", "durante 90 minutos", "por una hora y media".
import { NUMBER_WORDS, type Span, spanOf, toNumber, wordRegex } from './parser-words.ts'

const AMOUNT = `\\d+(?:[.,]\\d+)?|${NUMBER_WORDS}|an?|una?`
const durationPattern = wordRegex(
  `(?:for|durante|por)\\s+(?:about\\s+|around\\s+|unos?\\s+|unas?\\s+)?` +
    `(?:(half\\s+an?|media)\\s+(hour|hora)|(${AMOUNT})\\s+(hours?|hrs?|minutes?|mins?|horas?|minutos?)` +
    `(?:\\s+(?:and|y)\\s+(?:a\\s+)?(half|media|(\\d+)\\s+(?:minutes?|mins?|minutos?)))?)`,
)

// French, German, Italian, Portuguese, Chinese and Japanese: "pendant une heure et demie", "für
// anderthalb Stunden", "per mezz'ora", "durante 2 horas", "一个半小时", "1時間" (not "2時間後", which is when).
const HOURS = 'heures?|h|stunden?|std\\.?|or[ae]|horas?|小时|小時|時間'
const MINUTES = 'minutes?|min\\.?|minuten|minuti|minutos?|分钟|分鐘|分間'
const otherDuration = wordRegex(
  [
    `(?:pendant|durant|für|fuer|per|durante|por)\\s+(?:environ\\s+|etwa\\s+|circa\\s+|cerca\\s+de\\s+)?` +
      `(?:une\\s+demi[- ]heure|eine\\s+halbe\\s+stunde|mezz'?\\s?ora|mezza\\s+ora|meia\\s+hora|eineinhalb\\s+stunden|anderthalb\\s+stunden|` +
      `(?:\\d+(?:[.,]\\d+)?|\\p{L}+'?)\\s*(?:${HOURS}|${MINUTES})(?:\\s+(?:et|und|e)\\s+(?:demie|eine\\s+halbe|mezza|meia|\\d+\\s*(?:${MINUTES})))?)`,
    `(?:[一两二三四五六\\d]+个?半?|半个?)(?:小时|小時)(?![后後以之])|(?:\\d+|[一二三四五六])時間半?(?![後后])|\\d+(?:分钟|分間)(?![后後以之])`,
  ].join('|'),
)

/** Minutes a phrase of another language says: a number (1 when only "une", "eine"), hours or minutes, and a half. */
function otherMinutes(phrase: string): number | null {
  const lower = phrase.toLowerCase()
  if (/eineinhalb|anderthalb/.test(lower)) return 90
  if (/demi[- ]heure|halbe\s+stunde|mezz'?\s?ora|mezza\s+ora|meia\s+hora|^半个?小时/u.test(lower)) return 30
  const numeral = /\d+(?:[.,]\d+)?/.exec(lower)?.[0]
  const word = [...lower.split(/[\s']+/u), ...lower].map((token) => toNumber(token)).find((n) => n !== undefined)
  const amount = numeral ? Number(numeral.replace(',', '.')) : (word ?? 1)
  const half = /demi|halbe|mezz|meia|半/.test(lower)
  const hours =
    new RegExp(`(?:${HOURS})`, 'iu').test(lower) && !new RegExp(`^\\S*\\s*\\d+\\s*(?:${MINUTES})`, 'iu').test(lower)
  const minutes = hours ? amount * 60 + (half ? 30 : 0) : amount
  const extra = /(?:et|und|e)\s+(\d+)\s*\D*$/u.exec(lower)
  return Math.round(minutes + (extra && hours ? Number(extra[1]) : 0))
}

/** The length a request gives an event, in minutes, with where it was said; null when none. */
export function findDuration(text: string): { minutes: number; span: Span } | null {
  const match = durationPattern.exec(text)
  if (!match) {
    const other = otherDuration.exec(text)
    const minutes = other && otherMinutes(other[0])
    return other && minutes && minutes > 0 && minutes <= 24 * 60 * 7 ? { minutes, span: spanOf(other) } : null
  }
  const [, halfAn, , amount, unit, extra, extraMinutes] = match
  if (halfAn) return { minutes: 30, span: spanOf(match) }
  const value = toNumber(amount) ?? Number(amount!.replace(',', '.'))
  if (!Number.isFinite(value) || value <= 0) return null
  const isHours = /^h/i.test(unit!)
  let minutes = isHours ? value * 60 : value
  if (extra) minutes += extraMinutes ? Number(extraMinutes) : isHours ? 30 : 0
  if (minutes > 24 * 60 * 7) return null
  return { minutes: Math.round(minutes), span: spanOf(match) }
}
