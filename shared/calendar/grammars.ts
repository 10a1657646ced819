// Every language whose calendar words live in shared/languages/<language>/calendar-grammar.ts, and
// their pieces joined for the parser's modules (English and Spanish are written into those modules).
import { type CalendarGrammar } from './grammar.ts'
import { chineseCalendarGrammar } from '#shared/languages/chinese/calendar-grammar.ts'
import { frenchCalendarGrammar } from '#shared/languages/french/calendar-grammar.ts'
import { germanCalendarGrammar } from '#shared/languages/german/calendar-grammar.ts'
import { italianCalendarGrammar } from '#shared/languages/italian/calendar-grammar.ts'
import { japaneseCalendarGrammar } from '#shared/languages/japanese/calendar-grammar.ts'
import { portugueseCalendarGrammar } from '#shared/languages/portuguese/calendar-grammar.ts'

/** The grammar files by language. */
export const GRAMMARS = {
  french: frenchCalendarGrammar,
  german: germanCalendarGrammar,
  italian: italianCalendarGrammar,
  portuguese: portugueseCalendarGrammar,
  chinese: chineseCalendarGrammar,
  japanese: japaneseCalendarGrammar,
} as const satisfies Record<string, CalendarGrammar>

/** A language that has a grammar file. */
export type GrammarLanguage = keyof typeof GRAMMARS

const grammars: CalendarGrammar[] = Object.values(GRAMMARS)

/** One field of every grammar, as one alternation ('' pieces left out). */
export function fromGrammars(field: (grammar: CalendarGrammar) => string): string {
  return grammars
    .map(field)
    .filter(Boolean)
    .map((source) => `(?:${source})`)
    .join('|')
}

/** `|` and one field of every grammar, to add to an English and Spanish alternation; '' when none has it. */
export function orGrammars(field: (grammar: CalendarGrammar) => string): string {
  const joined = fromGrammars(field)
  return joined ? `|${joined}` : ''
}

/** Every grammar, for the modules that read them one by one. */
export const allGrammars: readonly CalendarGrammar[] = grammars
