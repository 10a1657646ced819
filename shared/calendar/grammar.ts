// The words one language uses for calendar requests, as regex sources, for the languages whose
// rules live in shared/languages/<language>/calendar-grammar.ts (French, German, Italian,
// Portuguese, Chinese, Japanese). The parser's modules join every language's pieces with their
// English and Spanish ones, so a request is read whatever language it is written in. This file
// imports nothing of the parser's, so the grammars can be loaded by any of its modules.
import type * as chrono from 'chrono-node'

/** A part of the day a repeat names ("tous les matins"), which stands for a time when none is said. */
export type GrammarPartOfDay = 'morning' | 'afternoon' | 'evening' | 'night'

/** What one language says about the calendar; every string is a regex source (case is ignored). */
export type CalendarGrammar = {
  /** Words that come before the verb and say nothing about the action ("s'il vous plaît", "bitte"). */
  openers: string
  /** Verbs that open a request to add, change, remove or show events. */
  create: string
  update: string
  remove: string
  show: string
  /** Phrases anywhere in a message that ask what is on the calendar ("qu'est-ce que j'ai"). */
  questions: string
  /** Words anywhere that say an event is removed or changed ("annuler", "verschieben"). */
  removeWords: string
  changeWords: string
  /** Nouns that name a calendar entry ("rendez-vous", "Termin"). */
  nouns: string
  /** Words that are about the calendar whatever else is said ("rappelle-moi", "Kalender"). */
  cues: string
  /** "my", as in "my appointment". */
  mine: string
  /** "I have to", "I must": a plan, when a day and time follow. */
  plans: string
  /** Words that say the time is already past ("hier"). */
  past: string
  /** Things Sage keeps that are not events ("photo", "mot de passe"). */
  notEvents: string
  /** Number words for counts, intervals and hours. */
  numbers: Record<string, number>
  /** Weekday names, Sunday first: a regex source each, singular and plural. */
  weekdays: readonly [string, string, string, string, string, string, string]
  /** Month names, January first: a regex source each. */
  months: readonly string[]
  /** Ordinals for "the first Monday": a source each for first .. fourth, and last. */
  ordinals: readonly [string, string, string, string, string]
  /**
   * How the language says repeats. Groups are not needed: the parser reads numbers, units, ordinals,
   * weekdays and parts of the day by scanning the text each phrase matched.
   */
  repeats: {
    /** Every day, or every morning/evening (a part-of-day word in it, read by partsOfDay, sets the time). */
    daily: string
    weekly: string
    monthly: string
    yearly: string
    /** Monday to Friday. */
    workdays: string
    weekends: string
    /**
     * Comes before a list of weekdays to say "every": "tous les", "jeden", "每", "毎週". The parser
     * matches everyDay, optional spaces, then weekdays joined by commas, "and" words (et, und, e, y,
     * 和, 、, と, や) or spaces.
     */
    everyDay: string
    /** Weekday names said as plurals mean "every" ("montags"): a source, or '' when none. */
    dayPlurals: string
    /** "every (N) (units)": a number (digits or a `numbers` word) and a unit word (unitOf reads it). */
    everyN: string
    /** "the (5th) of each month": the day as digits, or the first/last ordinal word. */
    monthDay: string
    /** "the (first) (Monday) of each month": an ordinal (see ordinals) and a weekday. */
    nthWeekday: string
    /** "(5) times": a number. */
    count: string
    /** "for (3) (weeks)": a number and a unit. */
    length: string
    /** "until" (a date follows). */
    until: string
    /** A part-of-day word to its part ('am' is read as the morning, 'pm' as the afternoon). */
    partsOfDay: Record<string, GrammarPartOfDay | 'am' | 'pm'>
    /** A unit word to its unit. */
    unitOf: (word: string) => RepeatUnit | undefined
  }
  /** Windows a question asks about. */
  ranges: {
    /** "the next (7) days": a number. */
    nextDays: string
    nextWeek: string
    nextWeekend: string
    thisWeekend: string
    thisWeek: string
    nextMonth: string
    thisMonth: string
  }
  /** Words left around the event's name once dates and verbs are gone. */
  summary: {
    /** Articles and "my" before the name. */
    articles: string
    /** Words that led into a date or time ("à", "am", "alle"). */
    leadIns: string
    /** Words a name never ends with (for Chinese and Japanese also the verb endings: "をキャンセルして"). */
    trailing: string
    /** Words removed wherever they are ("dans mon agenda", "s'il te plaît"). */
    fillers: string
    /** Words after the verb before the name ("de", "un rappel pour"). */
    afterVerb: string
    /**
     * Words of a question that name no event ("j'ai", "de prévu", "quelque chose", "我", "什么"): a
     * question made only of these (and nouns, articles, "my") asks about everything in its window.
     */
    asking: string
  }
  /** Words that make a bare hour an afternoon or evening one ("soir"). */
  evening: string
  /** Words that make a weekday the coming one, not the next after ("prochain"). */
  relative: string
  /** Words just before an hour ("à", "um") and just after one ("h", "Uhr"). */
  timeLead: string
  timeSuffix: string
  /** Whether the language writes dates day first (12/3 is 12 March). */
  dayFirst: boolean
  /** The language's date reader: chrono's locale with the parsers that fill its gaps. */
  dates: () => chrono.Chrono
}

/**
 * A match cannot start or end inside a word of a spaced script (Latin letters, digits). Chinese and
 * Japanese put no spaces between words, nor between a word and a number ("每晚9点", "毎日9時"), so a
 * match whose edge is one of their characters may touch anything.
 */
const SPACED = '[\\p{Script=Latin}\\p{N}]'
export const NOT_BEFORE = `(?:(?!${SPACED})|(?<!${SPACED}))`
export const NOT_AFTER = `(?:(?<!${SPACED})|(?!${SPACED}))`

/** The part of the day a grammar's part-of-day word stands for ('am' is the morning, 'pm' the afternoon). */
export const partOfDayOf = (part: GrammarPartOfDay | 'am' | 'pm'): GrammarPartOfDay =>
  part === 'am' ? 'morning' : part === 'pm' ? 'afternoon' : part

/** A length unit of a repeat. */
export type RepeatUnit = 'day' | 'week' | 'month' | 'year'

/** A unitOf reader from patterns tried in order ("jours" is a day, "semaines" a week). */
export const unitFrom =
  (patterns: readonly (readonly [RegExp, RepeatUnit])[]) =>
  (word: string): RepeatUnit | undefined =>
    patterns.find(([pattern]) => pattern.test(word))?.[1]

/** Alternation of pieces. */
export const either = (...pieces: string[]) => pieces.filter(Boolean).join('|')
