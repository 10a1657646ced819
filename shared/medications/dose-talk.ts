// What a person says to Sage about their doses, in any chat language: that they took one ("I took
// my heart pill", "ya me la tomé"), or a question about them ("did I take my pills today?"); and
// which of their medications a message names. Pure: the server looks up the doses and answers.
import { type ChatLanguage, chatLanguages, foldText } from '#shared/chat/chat-languages.ts'
import { chineseDoseWords } from '#shared/languages/chinese/dose-words.ts'
import { englishDoseWords } from '#shared/languages/english/dose-words.ts'
import { frenchDoseWords } from '#shared/languages/french/dose-words.ts'
import { germanDoseWords } from '#shared/languages/german/dose-words.ts'
import { italianDoseWords } from '#shared/languages/italian/dose-words.ts'
import { japaneseDoseWords } from '#shared/languages/japanese/dose-words.ts'
import { portugueseDoseWords } from '#shared/languages/portuguese/dose-words.ts'
import { spanishDoseWords } from '#shared/languages/spanish/dose-words.ts'

/** One language's way of talking about doses: patterns on folded text, and Sage's replies. */
export type DoseWords = {
  /** "I took it", "I've had my pills": the person says a dose was taken. */
  took: RegExp
  /** "I didn't take", "I forgot my pill": never read as taken. */
  notTaken: RegExp
  /** "Did I take my pills?", "have I had my medicine today?". */
  asked: RegExp
  /** "All of them", "both", "my pills" (more than one): every dose waiting. */
  all: RegExp
  /** "Yes", "yes I did": agreeing to Sage's question. */
  yes: RegExp
  /** Words for medicine in general ("pill", "medicine"), not naming one. */
  general: RegExp
  /**
   * What was taken said by a pronoun ("I took it", "me la tomé", "je l'ai prise"): with the verb,
   * enough to mean a dose, where "I took a walk" is not.
   */
  object: RegExp
  replies: {
    /** Marked: "I've marked Metoprolol 50 mg (8:00) as taken." with several joined by the language. */
    marked: (doses: string) => string
    /** Several doses wait and the message names none: which? (the answer names one, or says all). */
    which: (doses: string) => string
    /** Nothing is waiting, and the next dose is later: did they take that one early? */
    early: (dose: string) => string
    /** Nothing waits today and nothing is left today. */
    nothingWaiting: string
    /** No medications are kept in Sage. */
    noMedications: string
    /** Today so far: what was taken, what still waits, what was missed. */
    status: (parts: { taken: string | null; waiting: string | null; missed: string | null }) => string
    /** Nothing is due today at all. */
    noneToday: string
  }
}

export const doseWords: Record<ChatLanguage, DoseWords> = {
  english: englishDoseWords,
  spanish: spanishDoseWords,
  french: frenchDoseWords,
  german: germanDoseWords,
  italian: italianDoseWords,
  portuguese: portugueseDoseWords,
  chinese: chineseDoseWords,
  japanese: japaneseDoseWords,
}

/**
 * What a message says about doses. A statement that something was taken is `sure` when it says
 * what (a word for medicine, a pronoun) or is nothing but the statement ("I took", "já tomei");
 * otherwise ("I took a walk", "j'ai pris rendez-vous") it means a dose only if it names one.
 */
export type DoseTalk = { kind: 'took'; sure: boolean } | { kind: 'asked' } | null

const fold = (text: string) =>
  foldText(text)
    .replace(/[’‘`´]/g, "'")
    .trim()

/**
 * Reads a message for dose talk, in the conversation's language first and then the others: a
 * question about doses, or a statement that one was taken (never one that says it was not).
 */
export function readDoseTalk(text: string, language: ChatLanguage): DoseTalk {
  const folded = fold(text)
  if (!folded || folded.length > 300) return null
  for (const candidate of [language, ...chatLanguages.filter((other) => other !== language)]) {
    const words = doseWords[candidate]
    if (words.asked.test(folded)) return { kind: 'asked' }
    if (words.notTaken.test(folded)) return null
    const took = words.took.exec(folded)
    if (took) {
      const rest = folded
        .replace(took[0], '')
        .trim()
        .replace(words.yes, '')
        .replace(/[\p{P}\p{S}\s]+/gu, '')
      return { kind: 'took', sure: !rest || words.general.test(folded) || words.object.test(folded) }
    }
  }
  return null
}

/** Whether an answer to Sage's question means every dose it offered ("both", "all of them"). */
export const meansAll = (text: string, language: ChatLanguage) => doseWords[language].all.test(fold(text))

/** Whether an answer agrees ("yes", "sí", "oui"). */
export const meansYes = (text: string, language: ChatLanguage) => doseWords[language].yes.test(fold(text))

/** A medication as a message may name it: by its name, or by what it is for. */
export type Named = { id: string; name: string; purpose?: string | null }

/** Words of a name or purpose worth matching (three letters or more, or any CJK run). */
function wordsOf(value: string): string[] {
  return fold(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word))
}

/**
 * The medications a message names, by a word of their name ("metoprolol") or of what they are for
 * ("my heart pill" names the one for the heart). Empty when it names none.
 */
export function namedIn(text: string, medications: readonly Named[]): string[] {
  const folded = fold(text)
  const hits = (value: string | null | undefined) =>
    Boolean(value) &&
    wordsOf(value!).some((word) =>
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word)
        ? folded.includes(word)
        : new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(folded),
    )
  const byName = medications.filter((medication) => hits(medication.name))
  if (byName.length) return byName.map((medication) => medication.id)
  return medications.filter((medication) => hits(medication.purpose)).map((medication) => medication.id)
}
