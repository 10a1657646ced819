// How Portuguese speaks of the calendar, for the built-in parser, in its Brazilian and European forms:
// "marca o dentista amanhã às 10h", "me lembra de tomar os remédios todos os dias às 9",
// "lembre-me da consulta na sexta às 3 da tarde", "passa o cabeleireiro para segunda", "o que tenho
// esta semana?". Accents are optional: people often leave them out ("amanha", "sabado", "as 10").
import * as chrono from 'chrono-node'
import { type CalendarGrammar, unitFrom } from '#shared/calendar/grammar.ts'
import {
  type Components,
  daysFromToday,
  type DayPart,
  nextDayOfMonth,
  numberOf,
  PART_HOURS,
  parser,
  partClock,
  withParsers,
  wordsOf,
} from '#shared/calendar/clock.ts'

const numbers: Record<string, number> = {
  um: 1, uma: 1, dois: 2, duas: 2, 'três': 3, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9,
  dez: 10, onze: 11, doze: 12, treze: 13, catorze: 14, quatorze: 14, quinze: 15, dezesseis: 16, dezasseis: 16,
  dezessete: 17, dezassete: 17, dezoito: 18, dezenove: 19, dezanove: 19, vinte: 20, trinta: 30,
} // prettier-ignore
const NUM = `\\d{1,3}|${wordsOf(numbers)}`
/** An hour: digits or a number word ("às duas", "à uma"). */
const HOUR = `(\\d{1,2}|${wordsOf(numbers)})`
const MONTHS =
  'janeiro|jan|fevereiro|fev|mar[çc]o|abril|abr|maio|mai|junho|jun|julho|jul|agosto|ago|setembro|set|outubro|out|novembro|nov|dezembro|dez'

const parts: Record<string, DayPart> = {
  'manhã': 'morning', manha: 'morning', 'manhãs': 'morning', manhas: 'morning', tarde: 'afternoon', tardes: 'afternoon',
  noite: 'evening', noites: 'evening', madrugada: 'night', madrugadas: 'night',
} // prettier-ignore
const partOf = (word: string | undefined) => (word ? parts[word.toLowerCase()] : undefined)

/** Minutes said after the hour: "e meia", "e um quarto", "e quinze", "e 20", "menos um quarto". */
const MINUTE_WORDS: Record<string, number> = {
  meia: 30, quarto: 15, 'um quarto': 15, cinco: 5, dez: 10, quinze: 15, vinte: 20, 'vinte e cinco': 25, trinta: 30,
  'trinta e cinco': 35, quarenta: 40, 'quarenta e cinco': 45, cinquenta: 50, 'cinquenta e cinco': 55,
} // prettier-ignore
const MINUTE_WORD = Object.keys(MINUTE_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/ /g, '\\s+'))
  .join('|')
const minutesOf = (text: string) => {
  const said = text.trim().toLowerCase().replace(/\s+/g, ' ')
  return /^\d+$/.test(said) ? Number(said) : MINUTE_WORDS[said]
}
const EXTRA = `(?:\\s+(e|menos)\\s+(${MINUTE_WORD}|\\d{1,2})(?:\\s+minutos)?)?`
/** A part of the day said with an hour: "da tarde", "de manhã", "da noite", "da madrugada". */
const PART_AFTER = '(?:\\s+(?:da|de|pela|[àa])\\s+(manh[ãa]|tarde|noite|madrugada))?'
/** Words that come before an hour: "às", "as", "à", "pelas", "por volta das", "lá pelas", "para as". */
const LEAD =
  '(?:(?:para|pra|l[aá]|a\\s+partir|depois|antes|at[eé])\\s+)?(?:[àa]s?|d[ao]s|pelas?|por\\s+volta\\s+d[ao]s?|perto\\s+d[ao]s?|cerca\\s+d[ao]s?)'
/** Words that may follow an hour said as a word ("às duas amanhã", "às três com a Maria"). */
const AFTER_WORD_HOUR =
  /^(?:\s*$|\s*[,.;:!?)]|\s+(?:e|menos|horas?|h|da|de|do|no|na|em|hoje|amanh[ãa]|ou|para|pra|com|certo|certinho|por|pf|pfv|obrigad[oa])(?![\p{L}\p{N}]))/iu

/** Hour and minutes with "e meia" / "menos um quarto" and a part of the day. */
function portugueseClock(
  hourText: string,
  minuteDigits: string | undefined,
  relation: string | undefined,
  minuteText: string | undefined,
  part: string | undefined,
): Components | null {
  let hour = numberOf(hourText, numbers)
  if (hour === undefined || hour > 24) return null
  let minute = minuteDigits ? Number(minuteDigits) : 0
  const said = part?.toLowerCase()
  // "3 da madrugada" is before dawn; "11 da noite" late evening, "12 da noite" midnight.
  const dayPart: DayPart | undefined = said === 'madrugada' ? 'am' : said === 'noite' ? 'night' : partOf(part)
  if (said === 'noite' && hour === 12) hour = 0
  if (relation && minuteText) {
    const extra = minutesOf(minuteText)
    if (extra === undefined || extra > 59) return null
    if (/menos/i.test(relation)) [hour, minute] = [hour === 0 ? 23 : hour === 1 && !part ? 12 : hour - 1, 60 - extra]
    else minute = extra
  }
  return partClock(hour, minute, dayPart)
}

/** The day a weekday names: the next one (today counts unless `after`), with the day implied or set. */
function weekdayComponents(context: chrono.ParsingContext, weekday: number, after: boolean, certain: boolean) {
  const today = context.reference.getDateWithAdjustedTimezone()
  let ahead = (weekday - today.getDay() + 7) % 7
  if (after && ahead === 0) ahead = 7
  if (certain) return daysFromToday(context, ahead)
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + ahead)
  const components = context.createParsingComponents({ weekday })
  components.imply('day', day.getDate())
  components.imply('month', day.getMonth() + 1)
  components.imply('year', day.getFullYear())
  return components
}

const WEEKDAY_NUMBERS: [RegExp, number][] = [
  [/^dom/i, 0], [/^seg/i, 1], [/^ter/i, 2], [/^qua/i, 3], [/^qui/i, 4], [/^sex/i, 5], [/^s[aá]b/i, 6],
] // prettier-ignore
const WEEKDAY =
  '(domingos?|segundas?(?:[- ]feiras?)?|ter[çc]as?(?:[- ]feiras?)?|quartas?(?:[- ]feiras?)?|quintas?(?:[- ]feiras?)?|' +
  'sextas?(?:[- ]feiras?)?|s[aá]bados?|seg\\.?|qua\\.?|qui\\.?|s[aá]b\\.?)'
/** "segunda vez", "quarta dose": the ordinal, not the weekday. */
const NOT_WEEKDAY = '(?!\\s+(?:vez|vezes|dose|via|m[ãa]o|opini[ãa]o|semana|parte|classe|feira\\s+do\\s+m[eê]s))'

const portugueseParsers = [
  // "das 10 às 11", "das 2 às 4 da tarde", "entre as 3 e as 4": a start and an end.
  parser(
    `(?:das?|entre\\s+(?:[àa]s?\\s+)?)\\s*(\\d{1,2})(?:\\s*(?:h|hs|:)\\s*(\\d{2})?)?(?:\\s+e\\s+(meia))?(?:\\s*h)?` +
      `\\s+(?:[àa]s?|at[eé](?:\\s+[àa]s?)?|e\\s+(?:[àa]s?)?)\\s*(\\d{1,2})(?:\\s*(?:h|hs|:)\\s*(\\d{2})?)?(?:\\s+e\\s+(meia))?(?:\\s*(?:h|horas))?${PART_AFTER}`,
    (m, context) => {
      const [, h1, m1, half1, h2, m2, half2, part] = m
      const end = portugueseClock(h2!, half2 ? '30' : m2, undefined, undefined, part)
      let start = portugueseClock(h1!, half1 ? '30' : m1, undefined, undefined, undefined)
      if (!start || !end) return null
      if (part && end.meridiem === 1 && Number(h1) < 12 && Number(h1) + 12 <= end.hour!) {
        start = { ...start, hour: Number(h1) + 12, meridiem: 1 }
      }
      return context.createParsingResult(m.index!, m[0], start, end)
    },
  ),
  // "às 10", "às 10h", "às 15h30", "às 9:45", "às 10 e meia", "às 11 menos um quarto", "às 3 da tarde",
  // "pelas duas", "à uma e meia", "10h", "14h30", "9:30", "7 da manhã", "10 horas".
  parser(
    `(${LEAD}\\s+)?${HOUR}(?:\\s*(h|hs|hrs?|horas?)(?:\\s*(\\d{2}))?|:(\\d{2})(?:\\s*(?:h|hs))?)?${EXTRA}(?:\\s+em\\s+ponto)?${PART_AFTER}`,
    (m, context) => {
      const [, lead, hourText, suffix, suffixMinutes, colonMinutes, relation, minuteText, part] = m
      const digits = /^\d+$/.test(hourText!)
      const wordMinutes = minuteText !== undefined && !/^\d+$/.test(minuteText)
      // A bare number is an hour only with "às" before it, "h" or ":mm" after it, a part of the day, or
      // "e meia" ("10 e meia"; "5 e 6" is no time).
      if (!lead && !suffix && colonMinutes === undefined && !part && !(digits && wordMinutes)) return null
      // A number word is an hour only with "às" before it or a part of the day ("duas da tarde").
      if (!digits && !lead && !part) return null
      const before = context.text.slice(0, m.index)
      // "durante 2 horas", "há 3 horas", "de 2 em 2 horas": a length, not a time.
      if (
        !lead &&
        /^hor/i.test(suffix ?? '') &&
        /(?:durante|por|h[aá]|faz|de|em|dentro\s+de|daqui\s+a|umas?|cerca\s+de)\s*$/iu.test(before)
      ) {
        return null
      }
      // A word after "a uma" that is not about time: "vou a uma consulta", "às duas consultas".
      const after = context.text.slice(m.index! + m[0].length)
      if (!digits && !suffix && !part && !relation && !AFTER_WORD_HOUR.test(after)) return null
      // "a 2 semanas", "às 3 pessoas": a count, not a time.
      if (
        !suffix &&
        !part &&
        colonMinutes === undefined &&
        !relation &&
        /^\s+(?:dias|semanas|meses|anos|vezes|pessoas|minutos)/i.test(after)
      ) {
        return null
      }
      return portugueseClock(hourText!, suffixMinutes ?? colonMinutes, relation, minuteText, part)
    },
  ),
  // "um quarto para as 4", "quinze para as onze", "10 para as 3 da tarde" (Brazil): minutes before an hour.
  parser(
    `(${MINUTE_WORD}|\\d{1,2})(?:\\s+minutos)?\\s+(?:para|pras?)\\s+(?:[àa]s?\\s+)?${HOUR}(?:\\s*h)?${PART_AFTER}`,
    (m) => {
      const [, minuteText, hourText, part] = m
      const before = minutesOf(minuteText!)
      const hour = numberOf(hourText, numbers)
      if (before === undefined || before < 1 || before > 30 || hour === undefined || hour > 24) return null
      return partClock(hour === 0 ? 23 : hour === 1 && !part ? 12 : hour - 1, 60 - before, partOf(part))
    },
  ),
  // "ao meio-dia", "meio dia e meia", "pelo meio-dia".
  parser(
    `(?:(?:ao|a|[àa]|pelo|por\\s+volta\\s+do|at[eé]\\s+ao)\\s+)?meio[- ]?dia(?:\\s+e\\s+(${MINUTE_WORD}|\\d{1,2}))?`,
    (m) => {
      const minute = m[1] ? minutesOf(m[1]) : 0
      return minute === undefined || minute > 59 ? null : { hour: 12, minute, meridiem: 1 }
    },
  ),
  // "à meia-noite", "meia noite e meia": the start of the night, on the day said.
  parser(`(?:(?:[àa]|pela|at[eé]\\s+[àa])\\s+)?meia[- ]?noite(?:\\s+e\\s+(${MINUTE_WORD}|\\d{1,2}))?`, (m) => {
    const minute = m[1] ? minutesOf(m[1]) : 0
    return minute === undefined || minute > 59 ? null : { hour: 0, minute, meridiem: 0 }
  }),
  // "daqui a 2 horas", "dentro de meia hora", "em 20 minutos", "daqui a três dias", "daqui a uma semana".
  parser(
    `(?:daqui\\s+(?:a|h[aá])|dentro\\s+de|em|depois\\s+de)\\s+(${NUM}|meia)\\s+(minutos?|horas?|dias?|semanas?|m[eê]s|meses)(?:\\s+e\\s+meia)?`,
    (m, context) => {
      const [text, amountText, unit] = m
      // "de 2 em 2 semanas" repeats; it is not a day two weeks from now.
      if (/^em/i.test(text) && /(?:^|\s)de\s+\S+\s+$/iu.test(context.text.slice(0, m.index))) return null
      const amount = amountText!.toLowerCase() === 'meia' ? 0.5 : numberOf(amountText, numbers)
      if (amount === undefined) return null
      const half = /e\s+meia$/i.test(text) ? 0.5 : 0
      const u = unit!.toLowerCase()
      if (u.startsWith('min'))
        return chrono.ParsingComponents.createRelativeFromReference(context.reference, { minute: amount })
      if (u.startsWith('hor')) {
        return chrono.ParsingComponents.createRelativeFromReference(context.reference, {
          minute: Math.round((amount + half) * 60),
        })
      }
      if (!Number.isInteger(amount)) return null
      if (u.startsWith('dia')) return daysFromToday(context, amount)
      if (u.startsWith('sem')) return daysFromToday(context, amount * 7)
      return chrono.ParsingComponents.createRelativeFromReference(context.reference, { month: amount })
    },
  ),
  // "depois de amanhã", "depois d'amanhã"; "hoje", "amanhã", "ontem", "anteontem" (chrono's own also reads
  // "agora", which opens many requests and is no time: "agora marca o dentista na sexta").
  parser("depois\\s+d(?:e\\s+|')amanh[ãa]|depois\\s+amanh[ãa]", (_m, context) => daysFromToday(context, 2)),
  parser('(hoje|amanh[ãa]|ontem|anteontem|antes\\s+de\\s+ontem)', (m, context) => {
    const word = m[1]!.toLowerCase()
    const days = word === 'hoje' ? 0 : word.startsWith('amanh') ? 1 : word === 'ontem' ? -1 : -2
    const tag = ['casualReference/today', 'casualReference/tomorrow', 'casualReference/yesterday'][
      days === 0 ? 0 : days > 0 ? 1 : 2
    ]!
    return daysFromToday(context, days).addTag(tag)
  }),
  // Weekdays: "sexta", "na segunda-feira", "sábado", "na próxima terça", "quarta que vem", "nesta quinta".
  parser(
    `(?:(?:n?[oa]|[àa]|para\\s+(?:[oa]|a\\s+pr[oó]xima|o\\s+pr[oó]ximo)|pra|at[eé])\\s+)?(?:(pr[oó]xim[oa]|nest[ae]|ness[ae]|est[ae]|ess[ae])\\s+)?` +
      `${WEEKDAY}${NOT_WEEKDAY}(?:,?\\s+(que\\s+vem|pr[oó]xim[oa]|da\\s+(?:semana\\s+que\\s+vem|pr[oó]xima\\s+semana)))?`,
    (m, context) => {
      const [, before, name, after] = m
      const weekday = WEEKDAY_NUMBERS.find(([pattern]) => pattern.test(name!))?.[1]
      if (weekday === undefined) return null
      // "segunda da próxima semana": the one in next week.
      if (after && /semana/i.test(after)) {
        const today = context.reference.getDateWithAdjustedTimezone().getDay()
        const toMonday = ((1 - today + 7) % 7 || 7) + ((weekday + 6) % 7)
        return daysFromToday(context, toMonday)
      }
      // "próxima sexta", "sexta que vem": the coming one, not today; "nesta sexta": this week's, today counts.
      if (before || after) return weekdayComponents(context, weekday, /pr[oó]xim|vem/i.test(`${before} ${after}`), true)
      return weekdayComponents(context, weekday, false, false)
    },
  ),
  // "dia 5", "no dia 12" with no month: the next such day.
  parser(
    `(?:(?:n?o|para\\s+o|pro|at[eé]\\s+o)\\s+)?dia\\s+(\\d{1,2})(?:º|°|o)?(?!\\s*(?:[:/.h]|\\d|horas?|de\\s+(?:${MONTHS})|(?:${MONTHS})))`,
    (m, context) => nextDayOfMonth(context, Number(m[1])),
  ),
  // "primeiro de dezembro", "15 de marco" (no accent), which chrono does not read.
  parser(`(?:(\\d{1,2})|primeiro|1º)\\s+de\\s+(${MONTHS})\\.?(?:\\s+de\\s+(\\d{4}))?`, (m, context) => {
    const day = m[1] ? Number(m[1]) : 1
    const month =
      ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'].indexOf(
        m[2]!.slice(0, 3).toLowerCase(),
      ) + 1
    if (month < 1 || day < 1 || day > 31) return null
    if (m[3]) return { year: Number(m[3]), month, day }
    const ref = context.reference.getDateWithAdjustedTimezone()
    const thisYear = month > ref.getMonth() + 1 || (month === ref.getMonth() + 1 && day >= ref.getDate())
    const components = context.createParsingComponents({ month, day })
    components.imply('year', ref.getFullYear() + (thisYear ? 0 : 1))
    return components
  }),
  // "amanhã cedo", "de manhã cedo", "bem cedinho": early, but not too early (as English "first thing").
  parser('(?:(?<=(?:amanh[ãa]|hoje)\\s{1,3})|de\\s+manh[ãa]\\s+|bem\\s+)cedo|cedinho', () => ({
    hour: 8,
    minute: 0,
    meridiem: 0,
  })),
  // "de manhã", "à tarde", "à noite", "esta noite", "pela manhã", with no hour or one after it
  // ("à tarde às 4", "de manhã, às 8").
  parser(
    `(?:de|da|[àa]|na|pela|nesta|esta|hoje\\s+[àa]|logo\\s+[àa])\\s+(manh[ãa]|tarde|noite)` +
      `(?:,?\\s+(?:${LEAD})\\s+${HOUR}(?:\\s*(?:h|hs|horas?)(?:\\s*(\\d{2}))?|:(\\d{2}))?${EXTRA})?`,
    (m) => {
      const [, part, hourText, suffixMinutes, colonMinutes, relation, minuteText] = m
      if (hourText) return portugueseClock(hourText, suffixMinutes ?? colonMinutes, relation, minuteText, part)
      return { hour: PART_HOURS[partOf(part)!], minute: 0 }
    },
  ),
]

/** chrono's Portuguese readers that the parsers above replace: they take "ter" (to have) and "sex" for
 * weekdays, miss "próxima segunda", read "boa tarde" and "mais tarde" as times, "agora" as a time, and
 * "daqui a 2 horas" as 2 o'clock. */
const REPLACED = new Set(['PTWeekdayParser', 'PTCasualTimeParser', 'PTCasualDateParser', 'PTTimeExpressionParser'])

function portugueseDates(): chrono.Chrono {
  const custom = withParsers(chrono.pt.casual, portugueseParsers)
  custom.parsers = custom.parsers.filter((p) => !REPLACED.has(p.constructor.name))
  return custom
}

const WEEKDAY_SOURCES = [
  'domingos?', 'segundas?(?:[- ]feiras?)?', 'ter[çc]as?(?:[- ]feiras?)?', 'quartas?(?:[- ]feiras?)?',
  'quintas?(?:[- ]feiras?)?', 'sextas?(?:[- ]feiras?)?', 's[aá]bados?',
] as const // prettier-ignore
const SINGLE_WEEKDAY =
  '(domingo|segunda(?:[- ]feira)?|ter[çc]a(?:[- ]feira)?|quarta(?:[- ]feira)?|quinta(?:[- ]feira)?|sexta(?:[- ]feira)?|s[aá]bado)'
const ORDINAL = '(primeir[oa]|1[ºª°oa]|segund[oa]|2[ºª°oa]|terceir[oa]|3[ºª°oa]|quart[oa]|4[ºª°oa]|[uú]ltim[oa])'
const EACH_MONTH = '(?:de\\s+(?:cada|todo\\s+o)|de\\s+todos\\s+os|d[oe])\\s+m[eê]s(?:es)?'

export const portugueseCalendarGrammar: CalendarGrammar = {
  openers:
    'por\\s+favor|por\\s+gentileza|favor(?:\\s+de)?|se\\s+faz\\s+favor|fa[çc]a\\s+(?:o\\s+)?favor\\s+de|faz\\s+favor\\s+de|pf|pfv|pfvr|ol[aá]|oi|bom\\s+dia|boa\\s+tarde|boa\\s+noite|ent[aã]o|bem|sim|ok|agora|' +
    '(?:voc[eê]\\s+|tu\\s+)?(?:pode|podes|poderia|poderias|podia|podias|consegue|consegues)|(?:eu\\s+)?(?:quero|queria|gostaria\\s+de|preciso\\s+que\\s+(?:voc[eê]\\s+|me\\s+)?)|' +
    'me\\s+ajuda\\s+a|ajuda-me\\s+a|ajude-me\\s+a|vamos|' +
    // Plans, as Spanish "tengo que": "tenho que ir ao banco quinta às 10", "tenho dentista amanhã às 9".
    '(?:eu\\s+)?(?:tenho\\s+(?:que|de)|preciso(?:\\s+de)?|vou\\s+ter\\s+(?:que|de)|tenho)',
  create:
    'marca[r]?|marque|marcar|agenda[r]?|agende|adiciona[r]?|adicione|acrescenta[r]?|acrescente|p[oõ]e|ponha|p[oô]r|coloca[r]?|coloque|' +
    'anota[r]?|anote|aponta[r]?|aponte|regista[r]?|registe|registra[r]?|registre|cria[r]?|crie|reserva[r]?|reserve|programa[r]?|programe|' +
    'inclui[r]?|inclua|insere|insira|inserir|guarda[r]?|guarde|salva[r]?|salve|' +
    'lembra-me|lembre-me|me\\s+lembr[ae]|me\\s+lembrar|lembrar-me|lembra\\s+me|lembre\\s+me|avisa-me|avise-me|me\\s+avis[ae]|' +
    'n[aã]o\\s+(?:me\\s+)?deix[ae]s?\\s+(?:eu\\s+)?esquecer|faz\\s+um\\s+lembrete|fa[çc]a\\s+um\\s+lembrete|cria\\s+um\\s+lembrete',
  update:
    'muda[r]?|mude|altera[r]?|altere|troca[r]?|troque|passa[r]?|passe|adia[r]?|adie|remarca[r]?|remarque|reagenda[r]?|reagende|' +
    'transfere|transfira|transferir|antecipa[r]?|antecipe|move|mova|mover|desloca[r]?|desloque|empurra[r]?|empurre|atualiza[r]?|atualize|actualiza[r]?|actualize|corrige|corrija',
  remove:
    'cancela[r]?|cancele|desmarca[r]?|desmarque|apaga[r]?|apague|remove[r]?|remova|tira[r]?|tire|elimina[r]?|elimine|exclui[r]?|exclua|deleta[r]?|delete|retira[r]?|retire|anula[r]?|anule|risca[r]?|risque',
  // Longest first: the whole lead is dropped from the search words ("o que é que eu tenho", not "o que").
  show:
    'o\\s+que\\s+(?:[eé]\\s+que\\s+)?(?:eu\\s+)?tenho(?:\\s+(?:marcado|agendado|na\\s+agenda))?|o\\s+que\\s+(?:h[aá]|est[aá]\\s+marcado)|' +
    'que\\s+(?:eu\\s+)?tenho(?:\\s+(?:marcado|agendado))?|quais?\\s+(?:s[ãa]o|[eé])|quando\\s+(?:[eé]|ser[aá]|fica|calha|tenho)|' +
    'a\\s+que\\s+horas?\\s+(?:[eé]|ser[aá]|fica|tenho)|que\\s+horas?\\s+(?:[eé]|ser[aá]|fica|tenho)|' +
    '(?:eu\\s+)?tenho\\s+(?:algo|alguma\\s+coisa)|h[aá]\\s+(?:algo|alguma\\s+coisa)|(?:eu\\s+)?tenho(?!\\s+(?:que|de)\\s)(?=[^?]*\\?\\s*$)|' +
    'mostra[r]?(?:-me)?|mostre(?:-me)?|me\\s+mostr[ae]|diz-me|diga-me|me\\s+diz|me\\s+diga|l[eê]-me|leia|ver|veja|vejamos|' +
    'o\\s+que|que|quais?|quando|a\\s+que\\s+horas?|que\\s+horas?',
  questions:
    'o\\s+que\\s+(?:(?:[eé]\\s+que\\s+)?(?:eu\\s+)?tenho|h[aá]\\s+(?:na|no|para)|est[aá]\\s+marcado)|que\\s+(?:eu\\s+)?tenho\\s+(?:marcado|agendado|para|hoje|amanh[ãa]|n[ao])|' +
    '(?:eu\\s+)?tenho\\s+(?:algo|alguma\\s+coisa|algum\\s+compromisso|compromissos?|marca[çc][õo]es)|quais?\\s+(?:s[ãa]o\\s+)?(?:os\\s+|as\\s+)?(?:meus|minhas)|' +
    'quando\\s+(?:[eé]|ser[aá]|fica|calha|tenho)|a\\s+que\\s+horas?\\s+(?:[eé]|ser[aá]|fica|tenho)|que\\s+horas?\\s+(?:[eé]|ser[aá]|fica|tenho)\\s+(?:[oa]|meu|minha)|' +
    '(?:meus|minhas)\\s+pr[oó]xim[oa]s|(?:estou|fico|est[aá])\\s+livre|como\\s+est[aá]\\s+(?:a\\s+)?minha\\s+(?:agenda|semana)|tenho\\s+\\p{L}+.*\\?\\s*$',
  // Only words that are about events: "apaga a foto", "muda a senha" are not calendar requests.
  removeWords: 'cancel\\p{L}*|desmarc\\p{L}*|anul(?:a|ar|e|ou|ad[oa])',
  changeWords:
    'adi(?:a|ar|e|em|ou|ad[oa]|amento)|remarc\\p{L}*|reagend\\p{L}*|antecip(?:a|ar|e|ou|ad[oa])|' +
    '(?:mud|alter|troc)(?:ou|aram|ad[oa])|pass(?:ou|aram)\\s+para',
  nouns:
    'consultas?|marca[çc][ãa]o|marca[çc][õo]es|compromissos?|reuni[ãa]o|reuni[õo]es|encontros?|lembretes?|eventos?|agenda|calend[aá]rio|hora\\s+marcada|visitas?|sess[ãa]o|sess[õo]es|agendamentos?',
  cues: 'lembra-me|lembre-me|me\\s+lembr[ae]|lembrar-me|lembretes?|agenda|calend[aá]rio|marca[çc][ãa]o|marca[çc][õo]es|agendamentos?|desmarc\\p{L}*|remarc\\p{L}*|reagend\\p{L}*|hora\\s+marcada',
  mine: 'meu|minha|meus|minhas',
  plans:
    'tenho\\s+(?:que|de)|preciso(?:\\s+de)?|devo|hei\\s+de|vou\\s+ter|n[aã]o\\s+(?:me\\s+)?(?:posso|deix[ae]s?)\\s+(?:me\\s+)?esquecer|vou\\s+(?:ao?|[àa]|aos|[àa]s)',
  past: 'ontem|anteontem|antes\\s+de\\s+ontem|h[aá]\\s+(?:\\d+|um|uma|dois|duas|tr[eê]s|pouco|bocado)|passad[oa]|[uú]ltim[oa]\\s+(?:semana|m[eê]s|ano|vez)|fui|estive|foi',
  notEvents:
    'fotos?|fotografias?|imagens?|senhas?|palavra[- ]passe|conta|e-?mail|correio|endere[çc]o|telefone|telem[oó]vel|celular|n[uú]mero|perfil|configura[çc][õo]es|' +
    'defini[çc][õo]es|idioma|l[ií]ngua|texto|letra|tamanho|voz|contactos?|contatos?|mensagens?|conversas?|hist[oó]rico|medicamentos?|rem[eé]dios?|comprimidos?|dados',
  numbers,
  weekdays: WEEKDAY_SOURCES,
  months: [
    'janeiro|jan', 'fevereiro|fev', 'mar[çc]o', 'abril|abr', 'maio', 'junho|jun', 'julho|jul', 'agosto|ago',
    'setembro', 'outubro', 'novembro|nov', 'dezembro',
  ], // prettier-ignore
  ordinals: [
    'primeir[oa]|1[ºª°oa]',
    'segund[oa](?![- ]feira)|2[ºª°oa]',
    'terceir[oa]|3[ºª°oa]',
    'quart[oa](?![- ]feira)|4[ºª°oa]',
    '[uú]ltim[oa]',
  ],
  repeats: {
    daily:
      'tod[oa]s\\s+[oa]s\\s+(?:dias|manh[ãa]s|tardes|noites)|tod[oa]\\s+(?:dia|manh[ãa]|tarde|noite)(?!\\s+\\d)|' +
      'cada\\s+(?:dia|manh[ãa]|tarde|noite)(?!\\s+\\d)|diariamente|(?:uma|duas|tr[eê]s)\\s+vez(?:es)?\\s+(?:por|ao)\\s+dia',
    weekly: 'tod[ao]s?\\s+(?:as\\s+)?semanas?|cada\\s+semana|uma\\s+vez\\s+por\\s+semana|semanalmente',
    monthly: 'todos\\s+os\\s+meses|todo\\s+(?:o\\s+)?m[eê]s|cada\\s+m[eê]s|uma\\s+vez\\s+por\\s+m[eê]s|mensalmente',
    yearly: 'todos\\s+os\\s+anos|todo\\s+(?:o\\s+)?ano|cada\\s+ano|uma\\s+vez\\s+por\\s+ano|anualmente',
    workdays:
      '(?:de\\s+)?segunda(?:[- ]feira)?\\s+a\\s+sexta(?:[- ]feira)?|(?:tod[oa]s\\s+os\\s+|nos\\s+|aos\\s+)?dias\\s+[uú]teis|(?:tod[oa]s\\s+os\\s+|nos\\s+)?dias\\s+de\\s+semana',
    weekends: '(?:tod[oa]s?\\s+(?:os\\s+)?|cada\\s+|aos\\s+|nos\\s+)(?:fins?[- ]de[- ]semana|finais\\s+de\\s+semana)',
    everyDay: 'tod[ao]s?\\s+(?:[ao]s\\s+)?|cada|[àa]s|aos|nas|nos',
    dayPlurals:
      'segundas(?:[- ]feiras)?|ter[çc]as(?:[- ]feiras)?|quartas(?:[- ]feiras)?|quintas(?:[- ]feiras)?|sextas(?:[- ]feiras)?|s[aá]bados|domingos',
    // "quinzenal" and "semana sim, semana não" say no number: the parser reads 2.
    everyN:
      `(?:a\\s+)?cada\\s+(${NUM})\\s+(dias|semanas|m[eê]s(?:es)?|anos)|de\\s+(${NUM})\\s+em\\s+(?:${NUM})\\s+(dias|semanas|m[eê]s(?:es)?|anos)|` +
      'quinzenal(?:mente)?|semana\\s+sim,?\\s+semana\\s+n[ãa]o|dia\\s+sim,?\\s+dia\\s+n[ãa]o',
    monthDay:
      `(?:n?o\\s+)?dia\\s+(\\d{1,2}|primeiro|1º)\\s+${EACH_MONTH}|tod[oa]\\s+(?:o\\s+)?dia\\s+(\\d{1,2}|primeiro|1º)(?:\\s+d[eo]\\s+m[eê]s)?|` +
      `tod[oa]s\\s+os\\s+dias\\s+(\\d{1,2})|(?:tod[oa]\\s+|cada\\s+|n?o\\s+)?(primeiro|[uú]ltimo)\\s+dia\\s+${EACH_MONTH}|(?:todo|cada)\\s+(?:o\\s+)?(primeiro|[uú]ltimo)\\s+dia`,
    nthWeekday:
      `(?:n?[ao]\\s+)?${ORDINAL}\\s+${SINGLE_WEEKDAY}\\s+(?:de\\s+(?:cada|todo\\s+o)|de\\s+todos\\s+os)\\s+m[eê]s(?:es)?|` +
      `(?:tod[ao]\\s+(?:[ao]\\s+)?|cada\\s+)${ORDINAL}\\s+${SINGLE_WEEKDAY}(?:\\s+d[oe]\\s+m[eê]s)?`,
    count: `(${NUM})\\s+vezes`,
    length: `(?:durante|por)\\s+(?:[ao]s\\s+)?(?:pr[oó]xim[oa]s\\s+)?(${NUM})\\s+(?:pr[oó]xim[oa]s\\s+)?(dias|semanas|m[eê]s(?:es)?|anos)`,
    until: 'at[eé](?:\\s+(?:ao?|[àa]|o(?:\\s+dia)?|dia))?',
    partsOfDay: parts,
    unitOf: unitFrom([
      [/^dia/i, 'day'],
      [/^(?:semana|quinzen)/i, 'week'],
      [/^m[eê]s/i, 'month'],
      [/^ano/i, 'year'],
    ]),
  },
  ranges: {
    nextDays: `(?:n?os\\s+|para\\s+os\\s+)?pr[oó]ximos\\s+(${NUM})\\s+dias`,
    nextWeek: '(?:n?a\\s+|para\\s+a\\s+|pra\\s+)?(?:pr[oó]xima\\s+semana|semana\\s+que\\s+vem|semana\\s+seguinte)',
    nextWeekend:
      '(?:n?o\\s+|para\\s+o\\s+)?(?:pr[oó]ximo\\s+(?:fim|final)[- ]de[- ]semana|(?:fim|final)[- ]de[- ]semana\\s+que\\s+vem)',
    thisWeekend: '(?:n?este|nesse|esse|n?o)\\s+(?:fim|final)[- ]de[- ]semana',
    thisWeek: '(?:n|d)?esta\\s+semana|(?:n|d)?essa\\s+semana',
    nextMonth: '(?:n?o\\s+|para\\s+o\\s+)?(?:pr[oó]ximo\\s+m[eê]s|m[eê]s\\s+que\\s+vem)',
    thisMonth: '(?:n|d)?este\\s+m[eê]s|(?:n|d)?esse\\s+m[eê]s',
  },
  summary: {
    articles: 'o|a|os|as|um|uma|uns|umas|meu|minha|meus|minhas|o\\s+meu|a\\s+minha|nosso|nossa|este|esta|esse|essa',
    leadIns:
      '[àa]s?|ao|aos|o|a|os|as|no|na|nos|nas|em|de|do|da|para|pra|pro|pela|pelas|pelo|este|esta|nesta|neste|pr[oó]xim[oa]|que|e|ou|desde|at[eé]|entre|dia|daqui|dentro|logo|hoje|cedo',
    trailing:
      '[àa]s?|ao|o|a|os|as|de|do|da|dos|das|no|na|nos|nas|para|pra|pro|e|com|em|cada|tod[oa]s?|este|esta|obrigad[oa]|por\\s+favor|pf|pfv|que|por|dia|' +
      'foi|foram|[eé]|ser[aá]|vai\\s+ser|fica|(?:re)?marcad[oa]s?|(?:mud|adi|alter|cancel|desmarc|pass|reagend|antecip)(?:ad[oa]s?|ou|aram)',
    fillers:
      '(?:n[ao]|d[ao]|para\\s+[ao]|pra|[àa]|ao)\\s+(?:minha\\s+|meu\\s+)?(?:agenda|calend[aá]rio)|por\\s+favor|se\\s+faz\\s+favor|fa[çc]a\\s+favor|por\\s+gentileza|' +
      'pf|pfv|pfvr|para\\s+mim|pra\\s+mim|obrigad[oa]|se\\s+(?:for\\s+)?poss[ií]vel',
    asking:
      'o\\s+que|que|eu|tenho|temos|tem|[eé]|h[aá]|algo|alguma|algum|coisa|nada|marcad[oa]s?|agendad[oa]s?|previst[oa]s?|planejad[oa]s?|' +
      'planead[oa]s?|programad[oa]s?|meus|minhas|meu|minha|os|as|o|a|de|do|da|dos|das|para|pra|n[ao]s?|pr[oó]xim[oa]s?|livre|ocupad[oa]|' +
      'tudo|todos|todas|quais?|s[ãa]o|mostra(?:-me)?|mostre(?:-me)?|diz(?:-me)?|diga(?:-me)?|me|estou|est[aá]|fico|vou|ver|programa[çc][ãa]o|planos',
    afterVerb:
      '(?:-?me\\s+)?(?:de|do|da|dos|das|que|para|pra)|-(?:me|nos|lhe)|(?:um|o)\\s+lembrete\\s+(?:para|pra|de|do|da)|(?:uma|a)\\s+(?:nova\\s+)?(?:marca[çc][ãa]o|hora)\\s+(?:para|pra|n[oa])|' +
      '(?:um|o)\\s+(?:novo\\s+)?(?:compromisso|evento)\\s+(?:para|pra|de|do|da)|(?:[oa]\\s+)?(?:hor[aá]rio|hora|data|dia|nome)\\s+d[oa]s?|' +
      // "quando [é] o meu cabeleireiro?", after another language's "quando" was taken as the verb.
      '(?:[eé]|ser[aá]|fica)(?=\\s+(?:[oa]s?|meu|minha|meus|minhas)\\s)',
  },
  evening: '(?<!(?:boa|mais)\\s{1,3})(?:noite|tarde)|jantar|janta|ceia',
  relative: 'pr[oó]xim[oa]s?|que\\s+vem|nest[ae]|est[ae]|ness[ae]|ess[ae]|seguinte',
  timeLead:
    '[àa]s?|ao|pelas?|por\\s+volta\\s+d[ao]s?|perto\\s+d[ao]s?|das?|at[eé](?:\\s+[àa]s?)?|entre|e|para\\s+as|pras',
  timeSuffix: 'h|hs|hrs?|horas?',
  dayFirst: true,
  dates: portugueseDates,
}
