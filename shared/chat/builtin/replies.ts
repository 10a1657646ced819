import { type ChatLanguage, speechLanguageTags } from '../chat-languages.ts'
import { explicitLanguageRequest } from '../language-requests.ts'
import { type StylePreferences } from '../style.ts'
import { detectIntent, type Intent } from './intents.ts'
import { phrasebookFor } from './messages.ts'
import { pastimes } from './pastimes.ts'
import { type MissingFact, type Phrasebook } from './phrasebook.ts'

/** Most appointments read out in one reply. */
export const MAX_APPOINTMENTS = 3

/** An emergency contact as the person saved it. */
export type EmergencyContactFact = { name: string; relationship: string; phone?: string }
/** An upcoming appointment; `when` is already formatted for the person by the caller. */
export type AppointmentFact = { title: string; when: string }

/** What the built-in Sage knows about the person; a missing fact is left out or empty. */
export type SageFacts = {
  firstName?: string
  medications?: string | readonly string[]
  conditions?: string | readonly string[]
  doctorName?: string
  doctorPhone?: string
  /** The country the person lives in, as they wrote it; it picks the crisis line. */
  country?: string
  emergencyContacts: readonly EmergencyContactFact[]
  nextAppointments: readonly AppointmentFact[]
  photoCount: number
  /** The moment the message came (ISO 8601); the clock's when not given. */
  now?: string
  /** The person's time zone (IANA); the machine's when not given. */
  timeZone?: string
}

/** Everything composeReply needs; seed picks among varied replies so tests are repeatable. */
export type ComposeReplyInput = {
  text: string
  language: ChatLanguage
  facts: SageFacts
  style: Pick<StylePreferences, 'formality' | 'lengthPreference'>
  seed: number
}

/** A reply as its main sentences and the optional ones a brief reply leaves out. */
type Reply = { core: string[]; more: string[] }

/** Reply context shared by the per-intent builders. */
type Context = { book: Phrasebook; facts: SageFacts; seed: number; name?: string; language: ChatLanguage }

/** Writes the built-in Sage's reply to a message in the person's language and style, or agrees to switch language. */
export function composeReply({ text, language, facts, style, seed }: ComposeReplyInput): string {
  const requested = explicitLanguageRequest(text)
  const book = phrasebookFor(requested ?? language, style.formality !== 'casual')
  const name = facts.firstName?.trim() || undefined
  const reply = requested
    ? { core: [book.languageSwitched, book.greetingAsk], more: [] }
    : replyFor(detectIntent(text, language), { book, facts, seed, name, language })
  const sentences = style.lengthPreference === 'brief' ? reply.core.slice(0, 2) : [...reply.core, ...reply.more]
  return sentences.join(book.gap)
}

/** Picks one of several replies by seed, the same seed always giving the same one. */
export function pickBySeed<T>(items: readonly T[], seed: number): T {
  const index = Math.abs(Math.trunc(seed)) % items.length
  return items[Number.isFinite(index) ? index : 0]!
}

const builders: Record<Intent, (context: Context) => Reply> = {
  greeting: ({ book, name }) => ({ core: [book.greeting(name), book.greetingAsk], more: [book.greetingWarm] }),
  capabilities: ({ book }) => ({
    core: [book.capabilitiesIntro, book.capabilities(book.topics)],
    more: [book.capabilitiesLanguages],
  }),
  'how-are-you': ({ book, seed }) => ({ core: [pickBySeed(book.howAreYou, seed)], more: [book.howAreYouAsk] }),
  'something-nice': ({ book, seed }) => ({
    core: [pickBySeed(book.somethingNice, seed)],
    more: [book.somethingNiceMore],
  }),
  lonely: lonelyReply,
  thanks: ({ book, name, seed }) => ({ core: [book.thanks(nameNowAndThen(name, seed))], more: [book.thanksMore] }),
  goodbye: ({ book, name }) => ({ core: [book.goodbye(name)], more: [book.goodbyeMore] }),
  medications: ({ book, facts }) => listReply(book, toList(facts.medications), book.medications, 'medications'),
  conditions: ({ book, facts }) => listReply(book, toList(facts.conditions), book.conditions, 'conditions'),
  doctor: doctorReply,
  'emergency-contacts': ({ book, facts }) =>
    listReply(book, facts.emergencyContacts.map(contactLine(book)), book.contacts, 'contacts'),
  appointments: ({ book, facts }) =>
    listReply(
      book,
      facts.nextAppointments.slice(0, MAX_APPOINTMENTS).map(({ title, when }) => book.appointment(title, when)),
      book.appointments,
      'appointments',
    ),
  photos: ({ book, facts }) =>
    facts.photoCount > 0 ? answer(book, book.photos(facts.photoCount)) : missing(book, 'photos'),
  confused: confusedReply,
  clock: ({ book, facts, language }) => ({ core: [clockSentence(book, facts, language)], more: [] }),
  joke: ({ book, language, seed }) => ({
    core: [pickBySeed(pastimes[language].jokes, seed)],
    more: [book.pastimeMore],
  }),
  saying: ({ book, language, seed }) => ({
    core: [pickBySeed(pastimes[language].sayings, seed)],
    more: [book.pastimeMore],
  }),
  story: ({ language, seed }) => ({ core: [pickBySeed(pastimes[language].stories, seed)], more: [] }),
  memory: ({ book, language, seed }) => ({
    core: [pickBySeed(pastimes[language].memoryPrompts, seed)],
    more: [book.memoryMore],
  }),
  unknown: unknownReply,
}

/**
 * What Sage cannot do: an honest short answer and what it can do instead, in turns (by seed, the
 * count of the person's messages) so two in a row never say the same sentence.
 */
function unknownReply({ book, seed }: Context): Reply {
  const turn = Math.abs(Math.trunc(seed))
  if (turn % 2 === 0) return { core: [book.unknown(book.topics), book.hosted], more: [book.unknownMore] }
  return { core: [pickBySeed(book.cannot, (turn - 1) / 2), book.canInstead], more: [] }
}

/** "Today is Wednesday, November 18, 2026, and it is 10:05 AM", in the person's zone and language. */
function clockSentence(book: Phrasebook, facts: SageFacts, language: ChatLanguage): string {
  const now = facts.now ? new Date(facts.now) : new Date()
  const locale = speechLanguageTags[language]
  const zone = { timeZone: facts.timeZone }
  const day = new Intl.DateTimeFormat(locale, { ...zone, dateStyle: 'full' }).format(now)
  const time = new Intl.DateTimeFormat(locale, { ...zone, hour: 'numeric', minute: '2-digit' }).format(now)
  return book.clock(day, time)
}

/**
 * Someone confused or scared (and not in danger, or the safety net would have answered): calm
 * words, where and when they are, and someone to call.
 */
function confusedReply(context: Context): Reply {
  const { book, facts, seed, language } = context
  const contact = facts.emergencyContacts.find((person) => person.name.trim())
  const call = contact ? [book.lonelyCall(contact.name.trim())] : []
  return { core: [pickBySeed(book.confused, seed), ...call, clockSentence(book, facts, language)], more: [] }
}

function replyFor(intent: Intent, context: Context): Reply {
  return builders[intent](context)
}

/** The name every other time (by seed), so it is used now and then rather than in every line. */
function nameNowAndThen(name: string | undefined, seed: number): string | undefined {
  return Math.abs(Math.trunc(seed)) % 2 === 0 ? name : undefined
}

/** A gentle reply that suggests calling one of the person's emergency contacts when there is one. */
function lonelyReply({ book, facts, seed }: Context): Reply {
  const comfort = pickBySeed(book.lonely, seed)
  const contacts = facts.emergencyContacts.filter((contact) => contact.name.trim())
  if (contacts.length === 0) return { core: [comfort], more: [book.lonelyMore] }
  const contact = pickBySeed(contacts, seed)
  return { core: [comfort, book.lonelyCall(contact.name.trim())], more: [book.lonelyMore] }
}

/** The doctor's name and phone, saying which of them is missing and where to add it. */
function doctorReply({ book, facts }: Context): Reply {
  const name = facts.doctorName?.trim()
  const phone = facts.doctorPhone?.trim()
  if (!name && !phone) return missing(book, 'doctor')
  if (!phone) return { core: [book.doctor(name!), book.missing.doctorPhone, book.whereToAdd.doctorPhone], more: [] }
  const sentences = name ? [book.doctor(name), book.doctorPhone(phone)] : [book.doctorPhone(phone)]
  return { core: sentences, more: [book.dataMore] }
}

/** Reads a list of facts out, or says none are saved and where to add them. */
function listReply(book: Phrasebook, items: string[], say: (list: string) => string, fact: MissingFact): Reply {
  return items.length > 0 ? answer(book, say(book.list(items))) : missing(book, fact)
}

function answer(book: Phrasebook, sentence: string): Reply {
  return { core: [sentence], more: [book.dataMore] }
}

function missing(book: Phrasebook, fact: MissingFact): Reply {
  return { core: [book.missing[fact], book.whereToAdd[fact]], more: [] }
}

/** One contact as read out: name, then relationship and phone when saved. */
function contactLine(book: Phrasebook) {
  return ({ name, relationship, phone }: EmergencyContactFact) =>
    book.contact(name.trim(), [relationship, phone ?? ''].map((part) => part.trim()).filter(Boolean))
}

/** A saved list as items: an array as is, or a text split at commas, semicolons and new lines. */
/** A free-text list ("Aspirin, metformin; lisinopril") or a list, as its items. */
export function toList(value: string | readonly string[] | undefined): string[] {
  const items = typeof value === 'string' ? value.split(/[,;\n]/) : (value ?? [])
  return items.map((item) => item.trim()).filter(Boolean)
}
