import { type HistoryDay } from './history-request.ts'
import { type DisplayChangeName } from './setting-request.ts'

/** Facts Sage can be missing, each with its own "not saved yet" and "where to add it" sentence. */
export type MissingFact =
  'medications' | 'conditions' | 'doctor' | 'doctorPhone' | 'contacts' | 'appointments' | 'photos'

/** Every sentence the built-in Sage says in one language and one register (formal or casual). */
export type Phrasebook = {
  /** What goes between sentences: a space, or nothing in Chinese and Japanese. */
  gap: string
  list: (items: readonly string[]) => string
  greeting: (name?: string) => string
  greetingAsk: string
  greetingWarm: string
  capabilitiesIntro: string
  capabilities: (topics: string) => string
  capabilitiesLanguages: string
  languageSwitched: string
  topics: string
  howAreYou: readonly string[]
  howAreYouAsk: string
  somethingNice: readonly string[]
  somethingNiceMore: string
  lonely: readonly string[]
  lonelyCall: (name: string) => string
  lonelyMore: string
  thanks: (name?: string) => string
  thanksMore: string
  goodbye: (name?: string) => string
  goodbyeMore: string
  medications: (list: string) => string
  conditions: (list: string) => string
  doctor: (name: string) => string
  doctorPhone: (phone: string) => string
  contacts: (list: string) => string
  contact: (name: string, details: readonly string[]) => string
  appointments: (list: string) => string
  appointment: (title: string, when: string) => string
  photos: (count: number) => string
  missing: Record<MissingFact, string>
  whereToAdd: Record<MissingFact, string>
  dataMore: string
  /** The day and the time now, each already written out in the language: "Today is …; it is …". */
  clock: (day: string, time: string) => string
  /** Calm words for someone who says they are confused or scared (not in danger). */
  confused: readonly string[]
  /** After a joke, a saying or a story. */
  pastimeMore: string
  /** After a question that invites a memory. */
  memoryMore: string
  /** "Call Ana": her number, and the button under the reply. */
  callNumber: (name: string, phone: string) => string
  /** Someone to call whose number Sage does not have. */
  callNoNumber: (name: string) => string
  /** Who Sage has numbers for, when the request names no one it knows. */
  callWho: (names: string) => string
  /** No one with a number is saved. */
  callNobody: string
  /** Honest short openers when Sage cannot help, used in turn so the same sentence is not said twice in a row. */
  cannot: readonly string[]
  /** What Sage can do instead: the date and time, a call, a joke or a story, the text size. */
  canInstead: string
  /** What the person asked on a day, each message quoted, listed. */
  historyAsked: (day: HistoryDay, quoted: string) => string
  /** Nothing was asked that day (outside this conversation). */
  historyNone: (day: HistoryDay) => string
  /** A photo shown on request, by its caption (quoted), and the question about it. */
  photoShown: (caption: string) => string
  /** A photo with no caption shown on request, by the day it was taken. */
  photoShownDated: (date: string) => string
  /** No photo's caption or story matches what was asked. */
  photoNotFound: string
  /** What the person said about a photo, kept as its story. */
  storyKept: (story: string) => string
  /** A message quoted as the language quotes. */
  quote: (text: string) => string
  /** A display change made from the chat, and how to undo it. */
  displayChanged: Record<DisplayChangeName, string>
  unknown: (topics: string) => string
  hosted: string
  unknownMore: string
}

/** Joins items as a spoken list, such as "a, b and c". */
export function joinList(items: readonly string[], comma: string, and: string): string {
  if (items.length < 2) return items.join('')
  return `${items.slice(0, -1).join(comma)}${and}${items[items.length - 1]}`
}

/** A contact in Latin-script languages: "Ana (daughter, 555 1234)", or just "Ana". */
export function latinContact(name: string, details: readonly string[]): string {
  return details.length > 0 ? `${name} (${details.join(', ')})` : name
}

/** A contact in Chinese or Japanese, with full-width brackets. */
export function cjkContact(name: string, details: readonly string[]): string {
  return details.length > 0 ? `${name}（${details.join('，')}）` : name
}
