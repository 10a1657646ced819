/** How formally a person writes (product.md 3 style_preferences). */
export type Formality = 'casual' | 'formal' | 'mixed'
/** The tone the assistant answers in; warm unless the person writes otherwise (product.md 3, 9). */
export type Tone = 'warm' | 'energetic' | 'professional'
/** How long the person's own messages are, and so how long replies should be (product.md 9). */
export type LengthPreference = 'brief' | 'moderate' | 'detailed'

/** A person's writing style as stored in user_preferences.style_preferences (product.md 3). */
export type StylePreferences = {
  formality: Formality
  tone: Tone
  lengthPreference: LengthPreference
  commonPhrases: string[]
  slangUsage: boolean
  abbreviations: string[]
}

/** The style assumed until enough messages are seen: mixed, warm, moderate (product.md 3). */
export const defaultStylePreferences: StylePreferences = {
  formality: 'mixed',
  tone: 'warm',
  lengthPreference: 'moderate',
  commonPhrases: [],
  slangUsage: false,
  abbreviations: [],
}

/** Style analysis needs this many user messages, and reads only the last STYLE_WINDOW (product.md 9). */
export const MIN_STYLE_MESSAGES = 3
export const STYLE_WINDOW = 5
/** Average message length, in characters, under which replies are brief and over which detailed. */
export const BRIEF_UNDER = 50
export const DETAILED_OVER = 150
/** At most this many common phrases and abbreviations are kept (product.md 9). */
export const MAX_LISTED = 5

const slang = new Set(
  `gonna wanna gotta yeah yep yup nope hey lol omg cool awesome kinda sorta dunno yall ain't stuff guys dude
  totally btw thx pls plz u ur cuz bro nah cya ok okay oye vale`.split(/\s+/),
)
const formalWords = new Set(
  'please kindly sincerely regards appreciate grateful pardon shall certainly indeed dear usted vous sie'.split(' '),
)
const formalPhrases = ['thank you', 'would you', 'could you', 'excuse me', 'may i', 'good morning', 'good afternoon']
const knownAbbreviations = new Set(
  'lol btw idk omg thx pls plz u ur imo tbh asap brb ttyl fyi dr mr mrs appt b4 gr8 np ty tv etc'.split(' '),
)
const enthusiasm = new Set('great wonderful awesome amazing excited fantastic yay love lovely'.split(' '))
const warmth = /\b(?:love|dear|thank|thanks|miss|hug|sweet|honey|bless)\b|\p{Extended_Pictographic}/iu

/** Words of a message in lowercase, keeping inner apostrophes ("i'm"). */
const words = (message: string) => message.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? []

/** Works out a person's writing style from their messages, or null with fewer than 3 (product.md 5, 9). */
export function analyzeStyle(userMessages: readonly string[]): StylePreferences | null {
  const messages = userMessages.map((message) => message.trim()).filter(Boolean)
  if (messages.length < MIN_STYLE_MESSAGES) return null
  const recent = messages.slice(-STYLE_WINDOW)
  const slangCount = recent.flatMap(words).filter((word) => slang.has(word)).length
  const formality = weighFormality(slangCount, countFormal(recent))
  return {
    formality,
    tone: findTone(recent, formality),
    lengthPreference: lengthOf(recent),
    commonPhrases: commonPhrases(recent),
    slangUsage: slangCount > 0,
    abbreviations: abbreviations(recent),
  }
}

/** Casual when slang outweighs formal markers by more than 2x, formal likewise, else mixed (product.md 9). */
export function weighFormality(slangCount: number, formalCount: number): Formality {
  if (slangCount > 2 * formalCount) return 'casual'
  if (formalCount > 2 * slangCount) return 'formal'
  return 'mixed'
}

/** Brief under 50 average characters, detailed over 150, else moderate (product.md 9). */
export function lengthOf(messages: readonly string[]): LengthPreference {
  const average = messages.reduce((sum, message) => sum + message.length, 0) / Math.max(1, messages.length)
  if (average < BRIEF_UNDER) return 'brief'
  if (average > DETAILED_OVER) return 'detailed'
  return 'moderate'
}

function countFormal(messages: readonly string[]): number {
  return messages.reduce((sum, message) => {
    const tokens = words(message)
    const padded = ` ${tokens.join(' ')} `
    const phraseHits = formalPhrases.filter((phrase) => padded.includes(` ${phrase} `)).length
    return sum + tokens.filter((word) => formalWords.has(word)).length + phraseHits
  }, 0)
}

/** Energetic with many exclamations or cheerful words; professional when formal without warmth; else warm. */
function findTone(messages: readonly string[], formality: Formality): Tone {
  const exclamations = messages.join('').split('!').length - 1
  const cheerful = messages.flatMap(words).filter((word) => enthusiasm.has(word)).length
  if (exclamations >= messages.length || cheerful >= 2) return 'energetic'
  if (formality === 'formal' && !messages.some((message) => warmth.test(message))) return 'professional'
  return 'warm'
}

/** Two-word phrases used in at least two messages, most used first, up to 5. */
function commonPhrases(messages: readonly string[]): string[] {
  const seenIn = new Map<string, number>()
  for (const message of messages) {
    const tokens = words(message)
    const pairs = new Set(tokens.slice(1).map((word, index) => `${tokens[index]} ${word}`))
    for (const pair of pairs) seenIn.set(pair, (seenIn.get(pair) ?? 0) + 1)
  }
  return [...seenIn]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_LISTED)
    .map(([phrase]) => phrase)
}

/** Known short forms ("btw", "Dr") and capitalised ones ("ASAP") in mixed-case messages, up to 5. */
function abbreviations(messages: readonly string[]): string[] {
  const found = new Map<string, string>()
  for (const message of messages) {
    const shouting = !/\p{Ll}/u.test(message)
    for (const word of message.match(/[\p{L}\p{N}]+/gu) ?? []) {
      const key = word.toLowerCase()
      const capitalised = !shouting && /^[A-Z]{2,5}$/.test(word) && word !== 'OK'
      if ((knownAbbreviations.has(key) || capitalised) && !found.has(key)) found.set(key, word)
    }
  }
  return [...found.values()].slice(0, MAX_LISTED)
}
