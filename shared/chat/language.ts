import { type ChatLanguage, chatLanguages } from './chat-languages.ts'
import { languageScores } from './language-profiles.ts'
import { explicitLanguageRequest } from './language-requests.ts'

/** Confidence of an explicit request such as "speak Spanish" (product.md 9). */
export const EXPLICIT_CONFIDENCE = 0.95
/** Below this confidence the current language is kept (product.md 9). */
export const KEEP_THRESHOLD = 0.3
/** A different language needs more than this confidence to switch to it (product.md 9). */
export const SWITCH_THRESHOLD = 0.5
/** A switch above this confidence (an explicit request) shows the green notice (product.md 4). */
export const EXPLICIT_NOTICE_THRESHOLD = 0.7
/** Score points that make full confidence: confidence is score / 10, capped at 1 (product.md 5). */
const FULL_SCORE = 10

/** What the detector found: the language to use, how sure it is, and whether to switch to it. */
export type LanguageDetection = { language: ChatLanguage; confidence: number; switch: boolean }

/** Detects the language of a message, or an explicit request to change it, given the current language. */
export function detectLanguage(text: string, current: ChatLanguage): LanguageDetection {
  const requested = explicitLanguageRequest(text)
  if (requested) return chooseLanguage(requested, EXPLICIT_CONFIDENCE, current)
  const [language, score] = bestScore(languageScores(text), current)
  return chooseLanguage(language, Math.min(1, score / FULL_SCORE), current)
}

/** Applies the thresholds: keep the current language below 0.3, switch to another only above 0.5. */
export function chooseLanguage(found: ChatLanguage, confidence: number, current: ChatLanguage): LanguageDetection {
  if (confidence < KEEP_THRESHOLD) return { language: current, confidence, switch: false }
  return { language: found, confidence, switch: found !== current && confidence > SWITCH_THRESHOLD }
}

/** True when a detection should show the language-changed notice: a switch above 0.7 (product.md 4). */
export function showsSwitchNotice(detection: LanguageDetection): boolean {
  return detection.switch && detection.confidence > EXPLICIT_NOTICE_THRESHOLD
}

/** The highest-scoring language; a tie goes to the current language, then to the list's order. */
function bestScore(scores: Record<ChatLanguage, number>, current: ChatLanguage): [ChatLanguage, number] {
  return chatLanguages.reduce<[ChatLanguage, number]>(
    (best, language) => (scores[language] > best[1] ? [language, scores[language]] : best),
    [current, scores[current]],
  )
}

/**
 * The language a message itself is written in, however the chat was set: the best-scoring language
 * when the message holds at least one of its common words or telling characters, else the fallback.
 * Emergency help is given in it, so a first cry in Spanish on an English screen is answered in Spanish.
 */
export function messageLanguage(text: string, fallback: ChatLanguage): ChatLanguage {
  const requested = explicitLanguageRequest(text)
  if (requested) return requested
  const [language, score] = bestScore(languageScores(text), fallback)
  return score >= 2 ? language : fallback
}
