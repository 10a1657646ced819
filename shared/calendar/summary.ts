// The words of a request that name the event, once the command words, dates, times, repeats and
// fillers are taken out: "Remind me to take my pills every day at 9am" gives "Take my pills";
// "Cancel my meeting with the lawyer" searches for "lawyer".
import { afterOpeners } from './action.ts'
import { anyOf, CREATE_VERBS, DELETE_VERBS, GET_VERBS, UPDATE_VERBS } from './keywords.ts'
import { type CalendarLanguage, NOT_AFTER, NOT_BEFORE, type Span, wordRegex } from './parser-words.ts'
import { type GrammarLanguage, GRAMMARS } from './grammars.ts'

/** Stands where a date, time or repeat was taken out, so the words that led into it can go too. */
const GAP = '\uE000'
/** Ends a word, or follows an elided article that runs into the next one ("l'agenda", "dell'"). */
const NOT_LETTER = `(?:(?<=')|${NOT_AFTER})`
/** Punctuation at the edges of a name, in every script. */
const PUNCTUATION = '[\\s,.;:!?¿¡。、，！？：；「」『』-]'
const SUMMARY_MAX = 200

const lead = (source: string) => new RegExp(`^(?:${source})${NOT_LETTER}[\\s,:]*`, 'iu')
const verbs = lead(anyOf([...DELETE_VERBS, ...UPDATE_VERBS, ...CREATE_VERBS, ...GET_VERBS]))
/** Adverbs a change leaves after the event's name: "push my haircut back". */
const moveAdverbs = /\s+(?:back|forward|ahead|up|earlier|later|atr[aá]s|adelante)$/iu
const or = (source: string | undefined) => (source ? `|${source}` : '')

const GENERIC_EN_ES =
  'appointments?|appts?|events?|meetings?|reminders?|entry|entries|plans|citas?|eventos?|reuni[oó]n(?:es)?|recordatorios?'
// Words that ask about the calendar without naming an event: "anything", "my schedule", "coming up".
const ASKING_EN_ES = [
  'anything|something|everything|any|all|upcoming|coming|up|scheduled|planned|next|free|busy|available',
  "doing|happening|going|on|what|if|whether|i|i've|have|got|looks?|like|my|the|for",
  'algo|todas?|todos?|pr[oó]xim[oa]s?|libre|ocupad[oa]|mis?|las|los|el|la|de',
  'schedule|calendar|agenda|calendario|day|week|d[ií]a|semana',
].join('|')

/**
 * The patterns that trim a request down to the event's name, in English and Spanish and in the
 * request's own language: one language's little words ("ai", "de") can be another's name.
 */
function trimmingWords(language: CalendarLanguage) {
  const grammar = language in GRAMMARS ? GRAMMARS[language as GrammarLanguage] : undefined
  const words = grammar?.summary
  const generic = GENERIC_EN_ES + or(grammar?.nouns)
  return {
    afterVerb: [
      lead('(?:me\\s+)?(?:to|about|of|that|on|que|de)'),
      lead("i\\s+have|i've\\s+got|there\\s+is|there's|tengo|hay"),
      lead(
        '(?:(?:a|an|the|my|un|una|el|la|mi)\\s+)?(?:new\\s+|nuevo\\s+)?(?:reminder|event|entry|note|alarm|recordatorio|evento|entrada)s?(?:\\s+(?:to|for|about|of|that|called|named|titled|para|de|que|sobre|llamado))?',
      ),
      lead('(?:called|named|titled|llamad[oa])'),
      ...(words?.afterVerb ? [lead(words.afterVerb)] : []),
      lead('(?:the\\s+|el\\s+|la\\s+)?(?:time|date|day|hour|title|name|hora|fecha|d[ií]a|nombre)\\s+(?:of|for|de|del)'),
    ],
    articles: lead(`a|an|the|my|our|un|una|unos|unas|el|la|los|las|mi|mis|nuestr[oa]s?|su|sus${or(words?.articles)}`),
    anywhere: [
      /(?:on|in|to|into|from|en|a|de)\s+(?:my|the|mi|el)\s+(?:calendar|schedule|agenda|calendario)/giu,
      /(?<![\p{L}])(?:for\s+me|para\s+m[ií]|please|por\s+favor)(?![\p{L}])/giu,
      ...(words?.fillers ? [wordRegex(words.fillers, 'g')] : []),
    ],
    // Words that led into a date or time: "on" Friday, "at" 3pm, "para el" lunes.
    leadIn: new RegExp(
      `${NOT_BEFORE}(?:on|at|for|from|by|in|this|next|coming|to|starting|beginning|around|about|el|la|los|las|a|al|para|de|del|desde|hasta|durante|the|y|and|or|o` +
        `${or(words?.leadIns)})\\s*(?=\uE000)`,
      'giu',
    ),
    trailing: new RegExp(
      `(?:${PUNCTUATION}+|${NOT_BEFORE}(?:to|at|on|for|from|by|in|and|with|of|the|a|an|al|de|del|el|la|para|con|y|en|por|desde|hasta|starting|every|each|cada|todos|todas|please` +
        `${or(words?.trailing)}))+$`,
      'iu',
    ),
    genericHead: new RegExp(
      `^(?:${generic})\\s+(?:with|at|for|about|to|of|con|de|del|para|en|sobre)\\s+(?:(?:the|my|el|la|los|las|mi|mis)\\s+)?`,
      'iu',
    ),
    genericOnly: new RegExp(`^(?:${generic})$`, 'iu'),
    genericTail: new RegExp(`\\s+(?:${generic})$`, 'iu'),
    nothingInParticular: new RegExp(
      `^(?:(?:${generic}|${ASKING_EN_ES}${words ? `|${words.asking}|${words.articles}|${grammar.mine}` : ''})(?:\\s+|$|(?<=[^\\p{Script=Latin}\\p{N}])))+$`,
      'iu',
    ),
  }
}

const trimming = new Map<CalendarLanguage, ReturnType<typeof trimmingWords>>()
/** The trimming patterns of a language, made the first time they are needed. */
function trimmingOf(language: CalendarLanguage) {
  let words = trimming.get(language)
  if (!words) trimming.set(language, (words = trimmingWords(language)))
  return words
}

// Requests wrapped in a sentence: "My grandson turns 10 on Friday, remind me to buy a gift" keeps
// what follows "remind me"; "I can't make lunch with Margaret, please cancel it" keeps the event.
const clauses: [RegExp, string][] = [
  [/^.*?[,.;!]\s*(?:(?:so|and|please|can\s+you|could\s+you)\s+)*(?=remind\s+me\b|recu[eé]rdame)/iu, ''],
  [
    /[,.;!]?\s*(?:so\s+)?(?:please\s+)?(?:cancel|delete|remove|drop|move|change|reschedule|cancela|borra|elimina|cambia|mueve)(?:lo|la)?(?:\s+(?:it|that|this|lo|la|eso))?\s*(?:please|por\s+favor)?[.!]*$/iu,
    '',
  ],
  [
    /^i\s+(?:can'?t|cannot|can\s+not|won'?t|will\s+not|am\s+not\s+able\s+to|'m\s+not\s+able\s+to|won'?t\s+be\s+able\s+to)\s+(?:make\s+(?:it\s+)?(?:to\s+)?|go\s+(?:to\s+)?|attend\s+|do\s+)?/iu,
    '',
  ],
  [/^take\s+(.+?)\s+off\s+(?:my|the)\s+(?:calendar|schedule|agenda)$/iu, '$1'],
  [/^no\s+(?:puedo|podr[eé])\s+(?:ir\s+(?:a\s+(?:la\s+)?|al\s+)?|asistir\s+(?:a\s+(?:la\s+)?|al\s+)?)?/iu, ''],
]

/** Takes the spans out of a text, leaving a gap mark in each place. */
export function withoutSpans(text: string, spans: readonly Span[]): string {
  const chars = text.split('')
  for (const { start, end } of spans) for (let i = start; i < end && i < chars.length; i++) chars[i] = GAP
  // "tomorrow's appointment" leaves "'s" behind once "tomorrow" is gone.
  return chars
    .join('')
    .replace(/\uE000(['’]s)(?![\p{L}])/gu, (_, possessive: string) => GAP.repeat(possessive.length + 1))
}

/** Strips leading words that match any of the patterns, again and again. */
function stripLeading(text: string, patterns: RegExp[]): string {
  let rest = text
  for (let changed = true; changed;) {
    const before = rest
    for (const pattern of patterns) rest = rest.replace(pattern, '')
    changed = rest !== before
  }
  return rest
}

/** The words left once dates, openers and command words are gone, with spacing tidied. */
export function coreWords(text: string, language: CalendarLanguage = 'english'): string {
  const { leadIn, anywhere, afterVerb, trailing } = trimmingOf(language)
  let rest = text
  for (let before = ''; before !== rest;) {
    before = rest
    rest = rest.replace(leadIn, '')
  }
  rest = rest.replace(/\uE000+/gu, ' ')
  for (const pattern of anywhere) rest = rest.replace(pattern, ' ')
  rest = rest.replace(/\s+/g, ' ').trim()
  for (const [pattern, replacement] of clauses) rest = rest.replace(pattern, replacement).trim()
  // One command verb only: in "Schedule book club" the second word is the title's.
  rest = afterOpeners(rest).replace(verbs, '')
  rest = stripLeading(rest, afterVerb)
  return rest.replace(trailing, '').trim()
}

/**
 * Splits a change into the event it names and a new title: "rename my checkup to eye exam". A
 * change that already moves the event keeps its words whole ("move my trip to Florida to Monday").
 */
export function splitChange(words: string, movesEvent: boolean): { target: string; newTitle?: string } {
  const target = words.replace(moveAdverbs, '')
  if (movesEvent) return { target }
  const match = /^(.+)\s+(?:to|into|por)\s+(.+)$/iu.exec(target)
  if (!match) return { target }
  return { target: match[1]!, newTitle: match[2] }
}

/** A title from the words: no leading article or "my", first letter capitalised. */
export function toSummary(words: string, language: CalendarLanguage = 'english'): string | undefined {
  const { articles, trailing } = trimmingOf(language)
  const bare = stripLeading(words, [articles]).replace(trailing, '').trim()
  const title = bare.replace(/^["“«](.+)["”»]$/u, '$1').slice(0, SUMMARY_MAX)
  if (!title || /^(?:it|that|this|one|something|anything|lo|eso|algo)$/i.test(title)) return undefined
  return title.charAt(0).toUpperCase() + title.slice(1)
}

// "my next doctor appointment": which one is for the search to decide.
const qualifiers = lead('next|upcoming|coming|pr[oó]xim[oa]')

/** The words to search events by, lowercased, without words every event title could have. */
export function toSearchQuery(
  words: string,
  keepGeneric = false,
  language: CalendarLanguage = 'english',
): string | undefined {
  const { articles, trailing, nothingInParticular, genericOnly, genericHead, genericTail } = trimmingOf(language)
  let query = stripLeading(words, [articles]).replace(trailing, '').trim().toLowerCase()
  if (!query || /^(?:it|that|this|one|lo|eso)$/i.test(query)) return undefined
  if (nothingInParticular.test(query)) return keepGeneric && genericOnly.test(query) ? query : undefined
  query = stripLeading(query, [qualifiers])
  const trimmed = query.replace(genericHead, '').replace(genericTail, '').trim()
  if (trimmed) query = trimmed
  return stripLeading(query, [articles]).slice(0, SUMMARY_MAX) || undefined
}
