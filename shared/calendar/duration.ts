// How long an event lasts when the request says so: "for 2 hours", "for half an hour",
// "for an hour and a half", "durante 90 minutos", "por una hora y media".
import { NUMBER_WORDS, type Span, spanOf, toNumber, wordRegex } from './parser-words.ts'

const AMOUNT = `\\d+(?:[.,]\\d+)?|${NUMBER_WORDS}|an?|una?`
const durationPattern = wordRegex(
  `(?:for|durante|por)\\s+(?:about\\s+|around\\s+|unos?\\s+|unas?\\s+)?` +
    `(?:(half\\s+an?|media)\\s+(hour|hora)|(${AMOUNT})\\s+(hours?|hrs?|minutes?|mins?|horas?|minutos?)` +
    `(?:\\s+(?:and|y)\\s+(?:a\\s+)?(half|media|(\\d+)\\s+(?:minutes?|mins?|minutos?)))?)`,
)

/** The length a request gives an event, in minutes, with where it was said; null when none. */
export function findDuration(text: string): { minutes: number; span: Span } | null {
  const match = durationPattern.exec(text)
  if (!match) return null
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
