import { type ChatLanguage, chatLanguages, foldText } from '#shared/chat/chat-languages.ts'
import { languageScores } from '#shared/chat/language-profiles.ts'

/** A message as the safety detectors read it: folded, curly quotes straightened, spaces squeezed. */
export function normalizeMessage(text: string): string {
  return foldText(text)
    .replace(/[\u2018\u2019`´]/gu, "'")
    .replace(/[\u201c\u201d«»„]/gu, '"')
    .replace(/\s+/gu, ' ')
    .trim()
}

const kana = /[\u3040-\u30ff]/u
const han = /\p{Script=Han}/u
const latinLanguages = chatLanguages.filter((language) => language !== 'chinese' && language !== 'japanese')

/**
 * The languages a message may be in, for choosing whose words to look for: kana means Japanese,
 * Chinese characters alone mean Chinese or Japanese, and Latin letters the languages whose common
 * words score at least half the best (all six when none scores).
 */
export function candidateLanguages(text: string): ChatLanguage[] {
  if (kana.test(text)) return ['japanese']
  const latin = /\p{Script=Latin}/u.test(text)
  if (han.test(text) && !latin) return ['chinese', 'japanese']
  const scores = languageScores(text)
  const best = Math.max(...latinLanguages.map((language) => scores[language]))
  if (best < 2) return han.test(text) ? ['chinese', 'japanese', ...latinLanguages] : [...latinLanguages]
  return latinLanguages.filter((language) => scores[language] >= best / 2)
}

/** Sentences of a normalized message, cut at full stops, question and exclamation marks and line breaks. */
export function messageSentences(normalized: string): string[] {
  return normalized
    .split(/[.!?;¡¿。！？；\n]+/u)
    .map((sentence) => sentence.replace(/["()]+/gu, ' ').trim())
    .filter(Boolean)
}
