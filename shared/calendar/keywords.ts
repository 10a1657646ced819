// The words that say what a calendar request wants (product.md 4), as regex sources: English and
// Spanish here, then every grammar file's. Verbs are matched where a request starts; other cues
// anywhere in it.
import { fromGrammars, orGrammars } from './grammars.ts'

/** Openers that come before the verb and say nothing about the action ("please", "can you"). */
export const POLITE_OPENERS = [
  '(?:hey|hi|hello|ok(?:ay)?|so|oh|well|now|also|and|yes|sage|oye|hola|bueno|vale)[,!.]?',
  'please|pls|kindly|just|por\\s+favor',
  '(?:can|could|would|will)\\s+you(?:\\s+please)?',
  "i(?:'d|\\s+would)\\s+like\\s+(?:you\\s+)?to|i\\s+(?:want|need)\\s+(?:you\\s+)?to|i\\s+have\\s+to|i've\\s+got\\s+to",
  "i\\s+gotta|i\\s+wanna|let's|let\\s+us|help\\s+me|go\\s+ahead\\s+and|make\\s+sure\\s+(?:you\\s+|to\\s+)?",
  "don'?t\\s+forget\\s+to|be\\s+sure\\s+to",
  '(?:me\\s+)?(?:puedes|podr[ií]as|puede|podr[ií]a|quieres)',
  '(?:quiero|necesito|me\\s+gustar[ií]a|quisiera)(?:\\s+que)?|tengo\\s+que|hay\\s+que',
  fromGrammars((grammar) => grammar.openers),
]

/** Verbs that open a request to add an event. */
export const CREATE_VERBS = [
  'remind(?:\\s+me)?|set\\s+up|set|create|add|schedule|make|book|put|plan|arrange|enter|note(?:\\s+down)?',
  'save|mark(?:\\s+down)?|pencil(?:\\s+in)?|write(?:\\s+down)?|log|reserve|organi[sz]e|sign\\s+me\\s+up',
  "recu[eé]rda(?:me|le|nos)?|recordar(?:me)?|progr[aá]ma(?:r|me)?|ag[eé]nda(?:r|me)?(?!\\s+(?:de|du|des|del|d'|pour|para)\\s)|a[ñn][aá]de(?:me)?|a[ñn]adir",
  'agr[eé]ga(?:r|me)?|pon(?:me|er)?|crea(?:r)?|ap[uú]nta(?:r|me)?|an[oó]ta(?:r|me)?|reserva(?:r)?|haz(?:me)?|organiza',
  fromGrammars((grammar) => grammar.create),
]

/** Verbs that open a request to change an event. */
export const UPDATE_VERBS = [
  'update|change|modify|reschedule|move|push(?:\\s+back)?|shift|postpone|delay|bring\\s+forward|rename|edit',
  'switch|adjust|bump|correct',
  'c[aá]mbia(?:r|me)?|mueve|mover|mu[eé]vela|modifica(?:r)?|reprograma(?:r)?|actualiza(?:r)?|pasa(?:r)?',
  'aplaza(?:r)?|p[oó]sp[oó]n|posponer|adelanta(?:r)?|retrasa(?:r)?',
  fromGrammars((grammar) => grammar.update),
]

/** Verbs that open a request to remove an event. */
export const DELETE_VERBS = [
  'delete|remove|cancel|erase|clear|drop|scrap|call\\s+off|get\\s+rid\\s+of|take\\s+off|unschedule',
  'cancela(?:r|me)?|canc[eé]lame|elimina(?:r|me)?|borra(?:r|me)?|b[oó]rrame|quita(?:r|me)?|qu[ií]tame|anula(?:r)?',
  fromGrammars((grammar) => grammar.remove),
]

/** Verbs and question openers that ask what is on the calendar. */
export const GET_VERBS = [
  'get|find|show(?:\\s+me)?|list|tell\\s+me(?:\\s+about)?|check(?:\\s+on)?|look\\s+(?:up|for|at)|search(?:\\s+for)?',
  "display|give\\s+me|view|read(?:\\s+me)?|when\\s+(?:is|are|was)|when'?s|what\\s+time\\s+is|what\\s+day\\s+is",
  "what\\s+do\\s+i\\s+have|what\\s+have\\s+i\\s+got|what'?s|what\\s+is|what\\s+are|what|which|where\\s+is|where'?s",
  'do\\s+i\\s+have|have\\s+i\\s+got|am\\s+i|is\\s+there|are\\s+there|is|are|any|how\\s+many',
  'busca(?:r|me)?|b[uú]scame|mu[eé]strame|muestra(?:me)?|ens[eé][ñn]ame|dime|lista(?:me)?|revisa|' +
    // Not "consulta con el cardiólogo", "consulta no dentista": an appointment, not "look up".
    'consulta(?!\\s+(?:n[oa]s?|com|con|d[oa]s?|de|del|para|pra|[àa]s?|amanh[ãa]|hoje|em|el|la)(?![\\p{L}\\p{N}]))',
  '¿?\\s*(?:qu[eé]\\s+tengo|qu[eé]\\s+hay|cu[aá]ndo\\s+(?:es|tengo)|a\\s+qu[eé]\\s+hora\\s+es|tengo\\s+algo|hay\\s+algo|qu[eé]|cu[aá]ndo|cu[aá]l(?:es)?)',
  fromGrammars((grammar) => grammar.show),
]

/** Phrases anywhere in a message that ask what is on the calendar. */
export const GET_QUESTIONS =
  'what\\s+do\\s+i\\s+have(?!\\s+to\\b)|what\\s+have\\s+i\\s+got|do\\s+i\\s+have\\s+(?:anything|something|any|plans|an?\\s)|' +
  'am\\s+i\\s+(?:free|busy|doing)|any(?:thing)?\\s+(?:upcoming|coming\\s+up|planned|scheduled)|' +
  "what'?s\\s+(?:on|coming|next|planned|happening)|what\\s+is\\s+(?:on|coming|next|planned|happening)|" +
  'is\\s+there\\s+anything|coming\\s+up|upcoming|(?:if|whether)\\s+i\\s+have\\s+(?:anything|something|any|plans)|' +
  'what\\s+i\\s+have\\s+(?:on|today|tonight|tomorrow|this|next|planned|scheduled|coming)|' +
  '(?:everything|anything)\\s+(?:on|for)\\s+(?:today|tonight|tomorrow|this|next|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|' +
  'qu[eé]\\s+tengo|tengo\\s+(?:algo|alguna|algún|planes|citas?)|hay\\s+algo|pr[oó]xim[oa]s\\s+(?:citas|eventos)|' +
  'cu[aá]ndo\\s+es\\s+mi|cu[aá]ndo\\s+tengo' +
  orGrammars((grammar) => grammar.questions)

/** Nouns that name a calendar entry. */
export const EVENT_NOUNS =
  'appointments?|appts?|events?|meetings?|reminders?|visits?|calendar|schedule|agenda|plans|' +
  'citas?|eventos?|reuni[oó]n(?:es)?|recordatorios?|visitas?|calendario' +
  orGrammars((grammar) => grammar.nouns)

/** Joins alternation pieces into one regex source. */
export const anyOf = (pieces: readonly string[]) => pieces.filter(Boolean).join('|')
