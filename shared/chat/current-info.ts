import { foldText } from './chat-languages.ts'
import { type CurrentInfoPatterns, cjkCurrentInfoPatterns, latinCurrentInfoPatterns } from './current-info-patterns.ts'

const kana = /[\u3040-\u30ff]/u
const han = /\p{Script=Han}/u
// "Weather?", "today's news" or "天気" asks without a question word; longer statements must ask.
const SHORT_WORDS = 4
const SHORT_CJK_CHARACTERS = 6

const matches = (patterns: readonly RegExp[], text: string) => patterns.some((pattern) => pattern.test(text))

/**
 * Whether a message asks about the world as it is now (news, weather, today's events, scores,
 * prices, opening hours, "the latest", "right now", "this week"), in any chat language, so a
 * hosted model may search the web for it. Questions about the person's own things ("what are my
 * medications", "when is my appointment") and small talk ("how are you today") are not.
 */
export function needsCurrentInformation(text: string): boolean {
  const folded = foldText(text)
    .replace(/[\u2018\u2019`´]/gu, "'")
    .replace(/\s+/gu, ' ')
    .trim()
  if (!folded) return false
  const languages: readonly CurrentInfoPatterns[] = kana.test(folded)
    ? [...latinCurrentInfoPatterns, cjkCurrentInfoPatterns.japanese]
    : han.test(folded)
      ? [...latinCurrentInfoPatterns, cjkCurrentInfoPatterns.chinese]
      : latinCurrentInfoPatterns
  const short =
    han.test(folded) || kana.test(folded)
      ? folded.replace(/\s|\p{P}/gu, '').length <= SHORT_CJK_CHARACTERS
      : folded.split(' ').length <= SHORT_WORDS
  const readings = languages.map((patterns) => reading(patterns, folded, short))
  if (readings.includes('weather')) return true
  // A language that reads a question about the world in the message and sees the person's own things
  // in it outranks one that misses them ("noticias de mi hijo" is not news in Portuguese's eyes).
  if (readings.includes('own')) return false
  return readings.includes('world')
}

type Reading = 'weather' | 'world' | 'own' | null

/** How one language's patterns read a folded message: weather, the world now, the person's own things, or none. */
function reading(patterns: CurrentInfoPatterns, text: string, short: boolean): Reading {
  const personal = matches(patterns.personal, text)
  const asks = matches(patterns.asks, text)
  if (!asks && !(short && !personal)) return null
  if (matches(patterns.weather, text)) return 'weather'
  // A bare "today" needs a real question that is not about the person or Sage ("how are you today").
  const world = matches(patterns.world, text) || (asks && !personal && matches(patterns.now, text))
  if (!world) return null
  return matches(patterns.own, text) ? 'own' : 'world'
}
