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
/** "amanhã", with or without its accent, and as it is mistyped ("amanhâ", "amanha", "amnhã"). */
const TOMORROW = 'amanh[ãaâ]|amnh[ãa]'
const NUM = `\\d{1,3}|${wordsOf(numbers)}`
/** An hour: digits or a number word ("às duas", "à uma"). */
const HOUR = `(\\d{1,2}|${wordsOf(numbers)})`
const FULL_MONTHS = 'janeiro|fevereiro|mar[çc]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro'
const MONTHS = `${FULL_MONTHS}|jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez`
const MONTH_STEMS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez']

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
const PART_AFTER = '(?:\\s+(?:da|de|pela|[àáa])\\s+(manh[ãa]|tarde|noite|madrugada))?'
/** Words that come before an hour: "às", "as", "à", "pelas", "por volta das", "lá pelas", "para as". */
const LEAD =
  '(?:(?:para|pra|l[aá]|a\\s+partir|depois|antes|at[eé])\\s+)?(?:[àáa]s?|d[ao]s|pelas?|por\\s+volta\\s+d[ao]s?|perto\\s+d[ao]s?|cerca\\s+d[ao]s?)'
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

/** "de cada mês", "do mês", but not "do mês que vem" (one day next month). */
const EACH_MONTH =
  '(?:de\\s+(?:cada|todo\\s+o)|de\\s+todos\\s+os|d[oe])\\s+m[eê]s(?:es)?(?!\\s+(?:que\\s+vem|seguinte|passado))'
/** "do mês que vem", "do próximo mês". */
const NEXT_MONTH = 'd[oe]\\s+(?:pr[oó]ximo\\s+m[eê]s|m[eê]s\\s+(?:que\\s+vem|seguinte))'
/** "semana que vem", "próxima semana" and, in Portugal, "para a semana" said before a weekday. */
const NEXT_WEEK = 'semana\\s+que\\s+vem|pr[oó]xima\\s+semana|semana\\s+seguinte|(?<=para\\s+a\\s+)semana'
/** After a number: it is an hour, not a day of the month ("sexta 10h", "sábado 9 da manhã", "domingo 8 e meia"). */
const NOT_AN_HOUR =
  '(?!\\s*(?:[:.h]|hs|hrs?|horas?|[ªº]|\\d|/)|\\s+(?:e|menos)\\s+(?:meia|um\\s+quarto|quinze|\\d)|\\s+(?:d[ae]|pela)\\s+(?:manh|tarde|noite|madrugada)|\\s+em\\s+ponto)'
const WEEKDAY_NUMBERS: [RegExp, number][] = [
  [/^dom/i, 0], [/^(?:seg|2)/i, 1], [/^(?:ter|3)/i, 2], [/^(?:qua|4)/i, 3], [/^(?:qui|5)/i, 4], [/^(?:sex|6)/i, 5],
  [/^s[aá]b/i, 6],
] // prettier-ignore
const WEEKDAY_WORD = '(?:domingo|segunda|ter[çc]a|quarta|quinta|sexta|s[aá]bado)'
/** "2ª feira", "3a-feira", "6ª": the weekdays by number, as they are written in short (Monday is the 2nd). */
const NUMBERED = (n: number) => `${n}[ªa°º]\\.?\\s*-?\\s*feiras?`
const WEEKDAY =
  '(domingos?|segundas?(?:[- ]feiras?)?|ter[çc]as?(?:[- ]feiras?)?|quartas?(?:[- ]feiras?)?|quintas?(?:[- ]feiras?)?|' +
  `sextas?(?:[- ]feiras?)?|s[aá]bados?|seg\\.?|qua\\.?|qui\\.?|s[aá]b\\.?|[2-6][ªa°º]\\.?\\s*-?\\s*feiras?|[2-6][ªº](?!\\s*${WEEKDAY_WORD}))`
/** "segunda vez", "quarta dose": the ordinal, not the weekday. */
const NOT_WEEKDAY = '(?!\\s+(?:vez|vezes|dose|via|m[ãa]o|opini[ãa]o|semana|parte|classe|feira\\s+do\\s+m[eê]s))'

const portugueseParsers = [
  // "das 10 às 11", "das 2 às 4 da tarde", "entre as 3 e as 4": a start and an end.
  parser(
    `(?:das?|entre\\s+(?:[àáa]s?\\s+)?)\\s*(\\d{1,2})(?:\\s*(?:h|hs|:)\\s*(\\d{2})?)?(?:\\s+e\\s+(meia))?(?:\\s*h)?` +
      `\\s+(?:[àáa]s?|at[eé](?:\\s+[àáa]s?)?|e\\s+(?:[àáa]s?)?)\\s*(\\d{1,2})(?:\\s*(?:h|hs|:)\\s*(\\d{2})?)?(?:\\s+e\\s+(meia))?(?:\\s*(?:h|horas))?${PART_AFTER}`,
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
  // "pelas duas", "à uma e meia", "10h", "14h30", "9:30", "às 9.30", "7 da manhã", "10 horas".
  parser(
    `(${LEAD}\\s+)?${HOUR}(?:\\s*(h|hs|hrs?|horas?)(?:\\s*(\\d{2}))?|[:.](\\d{2})(?:\\s*(?:h|hs))?)?${EXTRA}(?:\\s+em\\s+ponto)?${PART_AFTER}`,
    (m, context) => {
      const [, lead, hourText, suffix, suffixMinutes, colonMinutes, relation, minuteText, part] = m
      const digits = /^\d+$/.test(hourText!)
      const wordMinutes = minuteText !== undefined && !/^\d+$/.test(minuteText)
      // A bare number is an hour only with "às" before it, "h" or ":mm" after it, a part of the day, or
      // "e meia" ("10 e meia"; "5 e 6" is no time).
      if (!lead && !suffix && colonMinutes === undefined && !part && !(digits && wordMinutes)) return null
      // "9.30" is a time only after "às" ("dia 9.10" may be a date).
      if (!lead && colonMinutes !== undefined && /^\d{1,2}\./.test(m[0])) return null
      // A number word is an hour only with "às" before it or a part of the day ("duas da tarde").
      if (!digits && !lead && !part) return null
      const before = context.text.slice(0, m.index)
      // "durante 2 horas", "há 3 horas", "de 2 em 2 horas": a length, not a time.
      if (
        !lead &&
        /^hor/i.test(suffix ?? '') &&
        /(?<!\p{L})(?:durante|por|h[aá]|faz|de|em|dentro\s+de|daqui\s+a|umas?|cerca\s+de)\s*$/iu.test(before)
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
    `(${MINUTE_WORD}|\\d{1,2})(?:\\s+minutos)?\\s+(?:para|pras?)\\s+(?:[àáa]s?\\s+)?${HOUR}(?:\\s*h)?${PART_AFTER}`,
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
    `(?:(?:ao|a|[àáa]|pelo|por\\s+volta\\s+do|at[eé]\\s+ao)\\s+)?meio[- ]?dia(?:\\s+e\\s+(${MINUTE_WORD}|\\d{1,2}))?`,
    (m) => {
      const minute = m[1] ? minutesOf(m[1]) : 0
      return minute === undefined || minute > 59 ? null : { hour: 12, minute, meridiem: 1 }
    },
  ),
  // "à meia-noite", "meia noite e meia": the start of the night, on the day said.
  parser(`(?:(?:[àáa]|pela|at[eé]\\s+[àáa])\\s+)?meia[- ]?noite(?:\\s+e\\s+(${MINUTE_WORD}|\\d{1,2}))?`, (m) => {
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
  // Also as typed in a hurry: "hj", "amanha", "amanhâ", "dps de amanhã".
  parser(`(?:depois|dps)\\s+(?:d(?:e\\s+|')|)${TOMORROW}`, (_m, context) => daysFromToday(context, 2)),
  parser(`(hoje|hj|${TOMORROW}|ontem|anteontem|antes\\s+de\\s+ontem)`, (m, context) => {
    const word = m[1]!.toLowerCase()
    const days = /^h/.test(word) ? 0 : /^a?m/.test(word) ? 1 : word === 'ontem' ? -1 : -2
    const tag = ['casualReference/today', 'casualReference/tomorrow', 'casualReference/yesterday'][
      days === 0 ? 0 : days > 0 ? 1 : 2
    ]!
    return daysFromToday(context, days).addTag(tag)
  }),
  // Weekdays: "sexta", "na segunda-feira", "sábado", "na próxima terça", "quarta que vem", "nesta quinta",
  // "semana que vem, na terça", "quinta-feira 26", "terça, dia 10" (the day's number decides).
  parser(
    `(?:(?:(?:n?a|para\\s+a|pra)\\s+)?(${NEXT_WEEK})\\s*,?\\s+)?` +
      `(?:(?:n?[oa]|[àáa]|para\\s+(?:[oa]|a\\s+pr[oó]xima|o\\s+pr[oó]ximo)|pra|at[eé])\\s+)?(?:(pr[oó]xim[oa]|nest[ae]|ness[ae]|est[ae]|ess[ae])\\s+)?` +
      `${WEEKDAY}${NOT_WEEKDAY}(?:,?\\s+(?:(?:n?o\\s+)?dia\\s+)?(\\d{1,2})(?:º|°)?${NOT_AN_HOUR}(?!\\s*(?:de\\s+|[/-]\\s*)?(?:${MONTHS})(?!\\p{L})))?` +
      `(?:,?\\s+(que\\s+vem|pr[oó]xim[oa]|da\\s+(?:semana\\s+que\\s+vem|pr[oó]xima\\s+semana)))?`,
    (m, context) => {
      const [, nextWeek, before, name, dayNumber, later] = m
      const weekday = WEEKDAY_NUMBERS.find(([pattern]) => pattern.test(name!))?.[1]
      if (weekday === undefined) return null
      // The day's number when it falls on that weekday ("quinta 26"); else the weekday ("sábado 10" may be 10 o'clock).
      const dated = dayNumber ? nextDayOfMonth(context, Number(dayNumber)) : null
      if (dated && new Date(dated.year!, dated.month! - 1, dated.day).getDay() === weekday) return dated
      const after = later ?? nextWeek
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
  // "dia 5 do mês que vem", "no dia 10 do próximo mês": that day of next month.
  parser(`(?:(?:n?o|para\\s+o|pro|at[eé]\\s+o)\\s+)?dia\\s+(\\d{1,2})(?:º|°)?\\s+${NEXT_MONTH}`, (m, context) => {
    const ref = context.reference.getDateWithAdjustedTimezone()
    const next = new Date(ref.getFullYear(), ref.getMonth() + 1, 1)
    const day = Number(m[1])
    if (day < 1 || day > new Date(next.getFullYear(), next.getMonth() + 1, 0).getDate()) return null
    return { year: next.getFullYear(), month: next.getMonth() + 1, day }
  }),
  // "dia 5", "no dia 12" with no month: the next such day.
  parser(
    `(?:(?:n?o|para\\s+o|pro|at[eé]\\s+o)\\s+)?dia\\s+(\\d{1,2})(?:º|°|o)?(?!\\s*(?:[:/.h]|\\d|horas?|de\\s+(?:${MONTHS})|(?:${MONTHS})))`,
    (m, context) => nextDayOfMonth(context, Number(m[1])),
  ),
  // "primeiro de dezembro", "15 de marco" (no accent), "15 março 2027", "3/ago", "de 3 a 5 de março". In
  // place of chrono's reader, which takes a number after the month for a year ("12 de agosto, 7 e meia"
  // is 2007, "15 de março 10 horas" 2010): only four digits are a year here.
  parser(
    `(\\d{1,2}|primeiro)(?:º|ª|°|o)?(?:\\s*(?:a|ao|-|–|at[eé])\\s*(\\d{1,2})(?:º|°|o)?)?` +
      `(?:\\s*(?:de\\s+|[/-]\\s*)(${MONTHS})\\.?|\\s+(${FULL_MONTHS}))(?:\\s*(?:de|,|[/-])?\\s*(\\d{4}))?`,
    (m, context) => {
      const [, dayText, toText, shortName, fullName, yearText] = m
      const day = /^\d/.test(dayText!) ? Number(dayText) : 1
      const month = MONTH_STEMS.indexOf((shortName ?? fullName)!.slice(0, 3).toLowerCase()) + 1
      if (month < 1 || day < 1 || day > 31) return null
      const ref = context.reference.getDateWithAdjustedTimezone()
      const thisYear = month > ref.getMonth() + 1 || (month === ref.getMonth() + 1 && day >= ref.getDate())
      const year = yearText ? Number(yearText) : ref.getFullYear() + (thisYear ? 0 : 1)
      const start = context.createParsingComponents({ month, day })
      if (yearText) start.assign('year', year)
      else start.imply('year', year)
      const to = toText ? Number(toText) : undefined
      if (to === undefined || to <= day || to > 31) return toText ? null : start
      const end = context.createParsingComponents({ month, day: to })
      end.imply('year', year)
      return context.createParsingResult(m.index!, m[0], start, end)
    },
  ),
  // "no fim da tarde", "ao final da manhã", "no início da tarde", "a meio da tarde": a part of a part of the day.
  parser(
    '(?:(?:n?o|ao|pelo|para\\s+o|pro|a)\\s+)?(fim|final|in[ií]cio|come[çc]o|meio)\\s+d[ao]\\s+(manh[ãa]|tarde|noite|dia)',
    (m) => {
      const [, when, part] = m.map((word) => word?.toLowerCase())
      const edge = /^(?:fim|final)$/.test(when!) ? 'end' : when === 'meio' ? 'middle' : 'start'
      const hours: Record<string, Record<string, number>> = {
        manh: { start: 8, middle: 10, end: 11 },
        tard: { start: 13, middle: 15, end: 17 },
        noit: { start: 19, middle: 21, end: 22 },
        dia: { start: 8, middle: 12, end: 18 },
      }
      const hour = hours[part!.slice(0, 4).replace(/ã/, 'a')]?.[edge] ?? hours[part!]?.[edge]
      return hour === undefined ? null : { hour, minute: 0, meridiem: hour >= 12 ? 1 : 0 }
    },
  ),
  // "em dezembro", "no mês de março", "para janeiro de 2027": a month and no day.
  parser(
    `(?<!\\d\\s{0,3}(?:de\\s+)?)(?:em|no\\s+m[eê]s\\s+de|o\\s+m[eê]s\\s+de|para|pra|at[eé]|durante\\s+(?:o\\s+m[eê]s\\s+de\\s+)?)\\s+(${FULL_MONTHS})(?:\\s+(?:de\\s+)?(\\d{4}))?(?!\\s*\\d)`,
    (m, context) => {
      const month = MONTH_STEMS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1
      if (month < 1) return null
      const ref = context.reference.getDateWithAdjustedTimezone()
      const components = context.createParsingComponents({ month })
      components.imply('day', 1)
      if (m[2]) components.assign('year', Number(m[2]))
      else components.imply('year', ref.getFullYear() + (month >= ref.getMonth() + 1 ? 0 : 1))
      return components
    },
  ),
  // "amanhã cedo", "de manhã cedo", "bem cedinho": early, but not too early (as English "first thing").
  parser('(?:(?<=(?:amanh[ãa]|hoje)\\s{1,3})|de\\s+manh[ãa]\\s+|bem\\s+)cedo|cedinho', () => ({
    hour: 8,
    minute: 0,
    meridiem: 0,
  })),
  // "de manhã", "à tarde", "à noite", "esta noite", "pela manhã", with no hour or one after it
  // ("à tarde às 4", "de manhã, às 8", "hoje à noite 8 e meia": a bare number only with h, :mm or
  // "e meia"). "Hoje à noite" and "esta noite" are today.
  parser(
    `(?:de|da|[àáa]|na|pela|(hoje\\s+(?:[àáa]|de)|nesta|esta|logo\\s+[àáa]))\\s+(manh[ãa]|tarde|noite)` +
      `(?:,?\\s+(?:(?:${LEAD})\\s+${HOUR}(?:\\s*(?:h|hs|horas?)(?:\\s*(\\d{2}))?|:(\\d{2}))?${EXTRA}|` +
      `(\\d{1,2})(?:\\s*(?:h|hs|horas?)(?:\\s*(\\d{2}))?|:(\\d{2})|\\s+(e|menos)\\s+(${MINUTE_WORD}|\\d{1,2}))))?`,
    (m, context) => {
      const [, today, part, hourText, suffixMinutes, colonMinutes, relation, minuteText] = m
      const [, , , , , , , , bareHour, bareSuffixMinutes, bareColon, bareRelation, bareMinuteText] = m
      const time = hourText
        ? portugueseClock(hourText, suffixMinutes ?? colonMinutes, relation, minuteText, part)
        : bareHour
          ? portugueseClock(bareHour, bareSuffixMinutes ?? bareColon, bareRelation, bareMinuteText, part)
          : { hour: PART_HOURS[partOf(part)!], minute: 0 }
      if (!time || !today) return time
      const components = daysFromToday(context, 0)
      for (const [key, value] of Object.entries(time)) components.assign(key as chrono.Component, value)
      return components
    },
  ),
]

/** chrono's Portuguese readers that the parsers above replace: they take "ter" (to have) and "sex" for
 * weekdays, miss "próxima segunda", read "boa tarde" and "mais tarde" as times, "agora" as a time,
 * "daqui a 2 horas" as 2 o'clock, and an hour after a month name as a year. */
const REPLACED = new Set([
  'PTWeekdayParser',
  'PTCasualTimeParser',
  'PTCasualDateParser',
  'PTTimeExpressionParser',
  'PTMonthNameLittleEndianParser',
])

/**
 * chrono tries a pattern again on the text after a refused match, where a match may then start inside
 * a word ("0 horas" in "amanha 10 horas"): such a match is refused here.
 */
const insideWord = (text: string, index: number) => index > 0 && /[\p{L}\p{N}]/u.test(text[index - 1]!)
const boundedParsers: chrono.Parser[] = portugueseParsers.map((reader) => ({
  pattern: (context) => reader.pattern(context),
  extract: (context, match) => (insideWord(context.text, match.index!) ? null : reader.extract(context, match)),
}))

function portugueseDates(): chrono.Chrono {
  const custom = withParsers(chrono.pt.casual, boundedParsers)
  custom.parsers = custom.parsers.filter((p) => !REPLACED.has(p.constructor.name))
  return custom
}

const WEEKDAY_SOURCES = [
  'domingos?', `segundas?(?:[- ]feiras?)?|${NUMBERED(2)}`, `ter[çc]as?(?:[- ]feiras?)?|${NUMBERED(3)}`,
  `quartas?(?:[- ]feiras?)?|${NUMBERED(4)}`, `quintas?(?:[- ]feiras?)?|${NUMBERED(5)}`,
  `sextas?(?:[- ]feiras?)?|${NUMBERED(6)}`, 's[aá]bados?',
] as const // prettier-ignore
const SINGLE_WEEKDAY =
  '(domingo|segunda(?:[- ]feira)?|ter[çc]a(?:[- ]feira)?|quarta(?:[- ]feira)?|quinta(?:[- ]feira)?|sexta(?:[- ]feira)?|s[aá]bado)'
const ORDINAL = '(primeir[oa]|1[ºª°oa]|segund[oa]|2[ºª°oa]|terceir[oa]|3[ºª°oa]|quart[oa]|4[ºª°oa]|[uú]ltim[oa])'

/**
 * The verb said after the event, past a comma ("o dentista de sexta, cancela", "a consulta da dentista,
 * pode passar para dia 16?", "festa da neta dia 2, marca por favor"): it says the action as an opening
 * verb would, and is no part of the event's name.
 */
/** Things Sage keeps that are not events. */
const NOT_EVENTS =
  'fotos?|fotografias?|image(?:m|ns)|senhas?|palavra[- ]passe|conta|e-?mail|correio|endere[çc]o|telefone|telem[oó]vel|celular|n[uú]mero|perfil|configura[çc][õo]es|' +
  'defini[çc][õo]es|idioma|l[ií]ngua|texto|letra|tamanho|voz|contactos?|contatos?|mensage(?:m|ns)|conversas?|hist[oó]rico|medicamentos?|rem[eé]dios?|comprimidos?|dados'
/** "can you". */
const CAN = '(?:(?:voc[eê]|tu)\\s+)?(?:pode|podes|poderia|poderias|podia|podias|consegue|consegues)'
/** Words of politeness that may come before a request's verb. */
const POLITE =
  '(?:por\\s+favor|pf|pfv|oi|ol[aá]|bom\\s+dia|boa\\s+tarde|boa\\s+noite|(?:voc[eê]\\s+|tu\\s+)?(?:pode|podes|poderia|podia)|quero|queria|preciso|gostaria\\s+de)'
const AFTER_PAUSE = '(?<=[,.;:!]\\s{0,3})'
/** What may stand between the pause and the verb: "então", "aí", "pode", "quero". */
const ASKING =
  '(?:(?:ent[aã]o|a[ií]|s[oó]|por\\s+favor)\\s+)?(?:(?:(?:voc[eê]|tu)\\s+)?(?:pode|podes|poderia|podia|consegue|quero|queria|preciso)\\s+)?'
const PRONOUN = '(?:-(?:[oa]s?|l[oa]s?))?(?:\\s+(?:ele|ela|isso|ess[ea]|tamb[eé]m))?(?:\\s+(?:a[ií]|l[aá]))?'
const REMOVE_VERBS =
  'cancel\\p{L}*|desmar(?:c|qu)\\p{L}*|apag(?:a|ue|ar)|tir(?:a|e|ar)|exclu(?:i|a|ir)|remov(?:e|a|er)|retir(?:a|e|ar)|' +
  'elimin(?:a|e|ar)|anul(?:a|e|ar)|risc(?:a|ar)|risque'
const CHANGE_VERBS =
  'mud(?:a|e|ar)|pass(?:a|e|ar)|troc(?:a|ar)|troque|alter(?:a|e|ar)|adi(?:a|e|ar)|remar(?:c|qu)\\p{L}*|reagend\\p{L}*|' +
  'antecip(?:a|e|ar)|transfer(?:e|ir)|transfira|mov(?:e|a|er)|empurr(?:a|e|ar)'
const CREATE_VERBS =
  'marc(?:a|ar)|marque|agend(?:a|e|ar)|anot(?:a|e|ar)|p[õo]e|ponha|coloc(?:a|ar)|coloque|bot(?:a|e|ar)|salv(?:a|e|ar)|' +
  'guard(?:a|e|ar)|lembr(?:a|e)-?me|me\\s+lembr(?:a|e)|avis(?:a|e)-?me|me\\s+avis(?:a|e)'
/** What may follow a verb said last: "marca aí", "cancela por favor", "põe na agenda". */
/** Where a change moves an event: a day, a date or an hour ("para sexta", "pro dia 29", "para as 13h"). */
const MOVE_TARGET = `(?:(?:[oa]|[àáa]s?|as)\\s+)?(?:${WEEKDAY_WORD}|[2-6][ªº]|dia|\\d|amanh|hoje|depois|pr[oó]xim|semana|m[eê]s|outr[oa]|mesm[oa]|${MONTHS}|meio|tarde|manh|noite)`
const CLOSING =
  '(?:\\s+(?:a[ií]|l[aá]|por\\s+favor|pf|pfv|pra\\s+mim|para\\s+mim|obrigad[oa]|n[ao]\\s+(?:minha\\s+)?agenda|no\\s+(?:meu\\s+)?calend[aá]rio))*\\s*[.!?]*\\s*$'

export const portugueseCalendarGrammar: CalendarGrammar = {
  openers:
    // "quero que me lembres...", "preciso que você marque...": before "quero" alone.
    '(?:eu\\s+)?(?:quero|queria|gostaria|preciso)\\s+que(?:\\s+(?:voc[eê]|tu))?|' +
    '(?:querid[oa]|amig[oa]|sage)\\s*[,!]|' +
    'por\\s+favor|por\\s+gentileza|favor(?:\\s+de)?|se\\s+faz\\s+favor|fa[çc]a\\s+(?:o\\s+)?favor\\s+de|faz\\s+favor\\s+de|pf|pfv|pfvr|ol[aá]|oi|bom\\s+dia|boa\\s+tarde|boa\\s+noite|ent[aã]o|bem|sim|ok|agora|' +
    '(?:voc[eê]\\s+|tu\\s+)?(?:pode|podes|poderia|poderias|podia|podias|consegue|consegues)|(?:eu\\s+)?(?:quero|queria|gostaria\\s+de|preciso\\s+que\\s+(?:voc[eê]\\s+|me\\s+)?)|' +
    'me\\s+ajuda\\s+a|ajuda-me\\s+a|ajude-me\\s+a|vamos|' +
    // "tem como você marcar...?", "dá pra marcar...?", "será que você consegue...?": asking for it politely.
    '(?:tem|teria|h[aá])\\s+como(?:\\s+(?:voc[eê]|tu))?|d[aá]\\s+(?:pra|para)(?:\\s+(?:voc[eê]|tu))?|ser[aá]\\s+que(?:\\s+(?:voc[eê]|tu))?|' +
    // Plans, as Spanish "tengo que": "tenho que ir ao banco quinta às 10", "tenho dentista amanhã às 9".
    '(?:eu\\s+)?(?:tenho\\s+(?:que|de)|preciso(?:\\s+de)?|vou\\s+ter\\s+(?:que|de)|tenho)',
  create:
    // Not a verb: "consulta dia 4 às 15h", "consulta quinta às 10" opens a new appointment, where Spanish
    // reads "consulta" as "look up"; nothing is taken from the text.
    `(?=consultas?\\s+(?:(?:n?[oa]\\s+)?dia|\\d|${WEEKDAY_WORD}|[2-6][ªº]|marcada|amanh|hoje|depois|pr[oó]xim)(?![^?]*\\?\\s*$))|` +
    'marca[r]?|marque|marcar|agenda[r]?|agende|adiciona[r]?|adicione|acrescenta[r]?|acrescente|p[oõ]e|ponha|p[oô]r|coloca[r]?|coloque|' +
    'anota[r]?|anote|aponta[r]?|aponte|regista[r]?|registe|registra[r]?|registre|cria[r]?|crie|reserva[r]?|reserve|programa[r]?|programe|' +
    'inclui[r]?|inclua|insere|insira|inserir|guarda[r]?|guarde|salva[r]?|salve|bota[r]?|bote|' +
    // Not "me lembra o que tenho amanhã?", which asks.
    '(?:lembra-me|lembre-me|me\\s+lembr(?:a|e|es|em)|me\\s+lembrar|lembrar-me|lembra\\s+me|lembre\\s+me)(?!\\s+(?:o\\s+que|quando|que\\s+horas?|qua(?:l|is)|se)\\s)|' +
    'avisa-me|avise-me|me\\s+avis(?:a|e|es|em)|' +
    'marques|agendes|anotes|ponhas|coloques|(?:marc|agend|anot|coloc|lembr|avis|regist|reserv)asses?|pusesses?|' +
    // "podes marcar...?", "pode me lembrar de... ?": asked for, with the verb after the event or a question mark.
    `(?=.*?(?:^|[\\s,.;:!])${CAN}\\s+(?:me\\s+)?(?:marcar|agendar|anotar|p[ôo]r|colocar|botar|registar|registrar|guardar|salvar|reservar|lembrar(?!\\s+(?:o\\s+que|quando|que\\s+horas|qual|quais|se)))(?![\\p{L}]))|` +
    'n[aã]o\\s+(?:me\\s+)?deix[ae]s?\\s+(?:eu\\s+)?esquecer|faz\\s+um\\s+lembrete|fa[çc]a\\s+um\\s+lembrete|cria\\s+um\\s+lembrete',
  update:
    'muda[r]?|mude|altera[r]?|altere|troca[r]?|troque|passa[r]?|passe|adia[r]?|adie|remarca[r]?|remarque|reagenda[r]?|reagende|' +
    'mudes|passes|alteres|troques|adies|remarques|(?:mud|pass|alter|troc|adi|remarc|reagend|antecip)asses?|' +
    'transfere|transfira|transferir|antecipa[r]?|antecipe|move|mova|mover|desloca[r]?|desloque|empurra[r]?|empurre|atualiza[r]?|atualize|actualiza[r]?|actualize|corrige|corrija',
  remove:
    'canceles|desmarques|apagues|tires|excluas|(?:cancel|desmarc|apag|tir|anul)asses?|exclu[ií]sses?|' +
    // "esquece o almoço de domingo": forget about it.
    'esquece|esque[çc]a|' +
    'cancela[r]?|cancele|desmarca[r]?|desmarque|apaga[r]?|apague|remove[r]?|remova|tira[r]?|tire|elimina[r]?|elimine|exclui[r]?|exclua|deleta[r]?|delete|retira[r]?|retire|anula[r]?|anule|risca[r]?|risque',
  // Longest first: the whole lead is dropped from the search words ("o que é que eu tenho", not "o que").
  show:
    '(?:me\\s+)?lembr(?:a|e)(?:-me)?\\s+(?:o\\s+que\\s+(?:[eé]\\s+que\\s+)?(?:eu\\s+)?tenho(?:\\s+(?:marcado|agendado))?|quando\\s+(?:[eé]|tenho)|a\\s+que\\s+horas?\\s+(?:[eé]|tenho))|' +
    'o\\s+que\\s+(?:[eé]\\s+que\\s+)?(?:eu\\s+)?tenho(?:\\s+(?:marcado|agendado|na\\s+agenda))?|o\\s+que\\s+(?:h[aá]|est[aá]\\s+marcado)|' +
    'que\\s+(?:eu\\s+)?tenho(?:\\s+(?:marcado|agendado))?|qua(?:l|is)\\s+(?:s[ãa]o|[eé])|quando\\s+(?:[eé]|ser[aá]|fica|calha|tenho)|' +
    'a\\s+que\\s+horas?\\s+(?:[eé]|ser[aá]|fica|tenho)|que\\s+horas?\\s+(?:[eé]|ser[aá]|fica|tenho)|' +
    '(?:eu\\s+)?tenho\\s+(?:algo|alguma\\s+coisa)|h[aá]\\s+(?:algo|alguma\\s+coisa)|(?:eu\\s+)?tenho(?!\\s+(?:que|de)\\s)(?=[^?]*\\?\\s*$)|' +
    'mostra[r]?(?:-me)?|mostre(?:-me)?|me\\s+mostr[ae]|diz-me|diga-me|me\\s+diz|me\\s+diga|l[eê]-me|leia|ver|veja|vejamos|' +
    'o\\s+que|que|qua(?:l|is)|quando|a\\s+que\\s+horas?|que\\s+horas?',
  questions:
    'o\\s+que\\s+(?:(?:[eé]\\s+que\\s+)?(?:eu\\s+)?tenho|h[aá]\\s+(?:na|no|para)|est[aá]\\s+marcado)|(?:o\\s+)?que\\s+(?:[eé]\\s+que\\s+)?(?:tem|temos|h[aá])\\s+(?:pra|para|n[ao]|hoje|amanh)|' +
    'qua(?:l|is)\\s+(?:[eé]\\s+)?(?:[oa]\\s+)?(?:hor[aá]rio|hora|dia|data)\\s+d[oa]\\s+(?:meu\\s+|minha\\s+)?(?=\\p{L})|que\\s+(?:eu\\s+)?tenho\\s+(?:marcado|agendado|para|hoje|amanh[ãa]|n[ao])|' +
    '(?:eu\\s+)?tenho\\s+(?:algo|alguma\\s+coisa|algum\\s+compromisso|compromissos?|marca[çc][õo]es)|qua(?:l|is)\\s+(?:s[ãa]o\\s+)?(?:os\\s+|as\\s+)?(?:meus|minhas)|' +
    'quando\\s+(?:[eé]|ser[aá]|fica|calha|tenho)|a\\s+que\\s+horas?\\s+(?:[eé]|ser[aá]|fica|tenho)|que\\s+horas?\\s+(?:[eé]|ser[aá]|fica|tenho)\\s+(?:[oa]|meu|minha)|' +
    '(?:meus|minhas)\\s+pr[oó]xim[oa]s|(?:estou|fico|est[aá])\\s+(?:livre|ocupad[oa]|dispon[ií]vel)|como\\s+est[aá]\\s+(?:a\\s+)?minha\\s+(?:agenda|semana)|tenho\\s+\\p{L}+.*\\?\\s*$',
  // Only words that are about events: "apaga a foto", "muda a senha" are not calendar requests.
  removeWords: `cancel\\p{L}*|desmar(?:c|qu)\\p{L}*|anul(?:a|ar|e|ou|ad[oa])|${AFTER_PAUSE}${ASKING}(?:${REMOVE_VERBS})${PRONOUN}`,
  // "a consulta pode passar para segunda", "o dentista ficou para sexta", "o almoço, muda para as 13h".
  changeWords:
    'adi(?:a|ar|e|em|ou|ad[oa]|amento)|remar(?:c|qu)\\p{L}*|reagend\\p{L}*|antecip(?:a|ar|e|ou|ad[oa])|' +
    '(?:mud|alter|troc)(?:ou|aram|ad[oa])|(?:pass(?:ou|aram)|foi|ficou)\\s+(?:para|pra|pro)|' +
    // "o dentista que era amanhã agora é na quinta": the event's new day or hour.
    `(?<=\\p{L}[^?]*\\s)agora\\s+(?:[eé]|vai\\s+ser|fica|ficou|ser[aá])(?=\\s+(?:n[oa]\\s+)?${MOVE_TARGET})|` +
    // "o dentista de amanhã passa para sexta": the event first, then where it goes.
    `(?<!\\bse\\s)(?:passa|passe|muda|mude|fica|vai|troca|adia)\\s+(?:para|pra|pro)(?=\\s+${MOVE_TARGET})|` +
    `(?:pode|podes|poderia|podia|consegue)\\s+(?:${CHANGE_VERBS})|${AFTER_PAUSE}${ASKING}(?:${CHANGE_VERBS})${PRONOUN}`,
  nouns:
    'consultas?|marca[çc][ãa]o|marca[çc][õo]es|compromissos?|reuni[ãa]o|reuni[õo]es|encontros?|lembretes?|eventos?|agenda|calend[aá]rio|hora\\s+marcada|visitas?|sess[ãa]o|sess[õo]es|agendamentos?',
  cues:
    'lembra-me|lembre-me|me\\s+lembr[ae]|lembrar-me|lembretes?|agenda|calend[aá]rio|marca[çc][ãa]o|marca[çc][õo]es|agendamentos?|' +
    'desmar(?:c|qu)\\p{L}*|remar(?:c|qu)\\p{L}*|reagend\\p{L}*|hora\\s+marcada|' +
    // "apague o jantar com a Teresa": removing something of one's own that is not a photo, a text or the light.
    `(?<=^\\s*(?:${POLITE}[\\s,!]+)*)(?:apag(?:a|ue)|exclu(?:i|a)|remov(?:e|a)|elimin(?:a|e)|retir(?:a|e))` +
    `(?=\\s+(?:[oa]s?|meus?|minhas?)\\s+(?!(?:${NOT_EVENTS}|luz|luzes|tv|televis[ãa]o|r[aá]dio|m[uú]sica|hist[oó]ria)(?![\\p{L}]))\\p{L})|` +
    // "marca dentista": the verb that opens a request to put something on the calendar.
    `(?<=^\\s*(?:${POLITE}[\\s,!]+)*)(?:marc(?:a|ar)|marque)(?=\\s+\\p{L})(?!\\s+d[eoa]s?\\s)|` +
    // "festa da neta dia 2, marca por favor": a verb of the calendar that closes the message.
    `${AFTER_PAUSE}${ASKING}(?:${CREATE_VERBS})${PRONOUN}(?=${CLOSING})`,
  mine: 'meu|minha|meus|minhas',
  plans:
    'tenho\\s+(?:que|de)|preciso(?:\\s+de)?|devo|hei\\s+de|vou\\s+ter|n[aã]o\\s+(?:me\\s+)?(?:posso|deix[ae]s?)\\s+(?:me\\s+)?esquecer|vou\\s+(?:ao?|[àáa]|aos|[àáa]s)',
  past:
    'ontem|anteontem|antes\\s+de\\s+ontem|h[aá]\\s+(?:\\d+|um|uma|dois|duas|tr[eê]s|pouco|bocado)|passad[oa]|[uú]ltim[oa]\\s+(?:semana|m[eê]s|ano|vez)|fui|estive|' +
    // Not "foi cancelado", "foi para sexta": news of an event that is still to come.
    'foi(?!\\s+(?:(?:cancelad|desmarcad|adiad|remarcad|mudad|alterad|transferid|anulad)\\p{L}*|(?:para|pra|pro)(?!\\p{L})))',
  notEvents: NOT_EVENTS,
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
    // Also "todo dia 12 de agosto", "todo 25 de dezembro": only "todo" is taken, the date is read as a date.
    yearly:
      'todos\\s+os\\s+anos|todo\\s+(?:o\\s+)?ano|cada\\s+ano|uma\\s+vez\\s+por\\s+ano|anualmente|' +
      `(?:tod[oa]|cada)(?=\\s+(?:(?:o\\s+)?dia\\s+)?(?:\\d{1,2}|primeiro|1º)\\s*(?:de\\s+|[/-]\\s*)?(?:${MONTHS})(?![\\p{L}]))`,
    workdays:
      '(?:de\\s+)?segunda(?:[- ]feira)?\\s+a\\s+sexta(?:[- ]feira)?|(?:tod[oa]s\\s+os\\s+|nos\\s+|aos\\s+)?dias\\s+[uú]teis|(?:tod[oa]s\\s+os\\s+|nos\\s+)?dias\\s+de\\s+semana',
    weekends: '(?:tod[oa]s?\\s+(?:os\\s+)?|cada\\s+|aos\\s+|nos\\s+)(?:fins?[- ]de[- ]semana|finais\\s+de\\s+semana)',
    everyDay: 'tod[ao]s?\\s+(?:[ao]s\\s+)?|cada|[àáa]s|aos|nas|nos',
    dayPlurals:
      'segundas(?:[- ]feiras)?|ter[çc]as(?:[- ]feiras)?|quartas(?:[- ]feiras)?|quintas(?:[- ]feiras)?|sextas(?:[- ]feiras)?|s[aá]bados|domingos',
    // "quinzenal" and "semana sim, semana não" say no number: the parser reads 2.
    everyN:
      `(?:a\\s+)?cada\\s+(${NUM})\\s+(dias|semanas|m[eê]s(?:es)?|anos)|de\\s+(${NUM})\\s+em\\s+(?:${NUM})\\s+(dias|semanas|m[eê]s(?:es)?|anos)|` +
      'quinzenal(?:mente)?|semana\\s+sim,?\\s+semana\\s+n[ãa]o|dia\\s+sim,?\\s+dia\\s+n[ãa]o',
    monthDay:
      `(?:n?o\\s+)?dia\\s+(\\d{1,2}|primeiro|1º)\\s+${EACH_MONTH}|tod[oa]\\s+(?:o\\s+)?dia\\s+(\\d{1,2}|primeiro|1º)(?!\\s*(?:de\\s+|[/-]\\s*)?(?:${MONTHS}|\\d))(?:\\s+d[eo]\\s+m[eê]s)?|` +
      `tod[oa]s\\s+os\\s+dias\\s+(\\d{1,2})|(?:tod[oa]\\s+|cada\\s+|n?o\\s+)?(primeiro|[uú]ltimo)\\s+dia\\s+${EACH_MONTH}|(?:todo|cada)\\s+(?:o\\s+)?(primeiro|[uú]ltimo)\\s+dia`,
    nthWeekday:
      `(?:n?[ao]\\s+)?${ORDINAL}\\s+${SINGLE_WEEKDAY}\\s+(?:de\\s+(?:cada|todo\\s+o)|de\\s+todos\\s+os)\\s+m[eê]s(?:es)?|` +
      `(?:tod[ao]\\s+(?:[ao]\\s+)?|cada\\s+)${ORDINAL}\\s+${SINGLE_WEEKDAY}(?:\\s+d[oe]\\s+m[eê]s)?`,
    count: `(${NUM})\\s+vezes`,
    length: `(?:durante|por)\\s+(?:[ao]s\\s+)?(?:pr[oó]xim[oa]s\\s+)?(${NUM})\\s+(?:pr[oó]xim[oa]s\\s+)?(dias|semanas|m[eê]s(?:es)?|anos)`,
    until: 'at[eé](?:\\s+(?:ao?|[àáa]|o(?:\\s+dia)?|dia))?',
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
    thisWeek:
      '(?:n|d)?esta\\s+semana|(?:n|d)?essa\\s+semana|(?:a\\s+)?semana\\s+toda|(?:durante\\s+)?toda\\s+a\\s+semana|(?<=agenda\\s)da\\s+semana',
    nextMonth: '(?:n?o\\s+|para\\s+o\\s+)?(?:pr[oó]ximo\\s+m[eê]s|m[eê]s\\s+que\\s+vem)',
    thisMonth: '(?:n|d)?este\\s+m[eê]s|(?:n|d)?esse\\s+m[eê]s',
  },
  summary: {
    articles: 'o|a|os|as|um|uma|uns|umas|meu|minha|meus|minhas|o\\s+meu|a\\s+minha|nosso|nossa|este|esta|esse|essa',
    leadIns:
      '[àáa]s?|ao|aos|o|a|os|as|no|na|nos|nas|em|de|do|da|para|pra|pro|pela|pelas|pelo|este|esta|nesta|neste|pr[oó]xim[oa]|que|e|ou|desde|at[eé]|entre|dia|daqui|dentro|logo|hoje|cedo|sempre',
    trailing:
      '[àáa]s?|ao|o|a|os|as|de|do|da|dos|das|no|na|nos|nas|para|pra|pro|e|com|em|cada|tod[oa]s?|este|esta|obrigad[oa]|por\\s+favor|pf|pfv|que|por|dia|' +
      'foi|foram|[eé]|ser[aá]|vai\\s+ser|fica|passa|passe|muda|mude|vai|troca|adia|que\\s+(?:era|estava(?:\\s+marcad[oa])?|tinha)|agora|(?:re)?marcad[oa]s?|(?:mud|adi|alter|cancel|desmarc|pass|reagend|antecip)(?:ad[oa]s?|ou|aram)|' +
      `${AFTER_PAUSE}${ASKING}(?:${REMOVE_VERBS}|${CHANGE_VERBS}|${CREATE_VERBS})${PRONOUN}`,
    fillers:
      '(?:n[ao]|d[ao]|para\\s+[ao]|pra|[àáa]|ao)\\s+(?:minha\\s+|meu\\s+)?(?:agenda|calend[aá]rio)|por\\s+favor|se\\s+faz\\s+favor|fa[çc]a\\s+favor|por\\s+gentileza|' +
      'pf|pfv|pfvr|para\\s+mim|pra\\s+mim|obrigad[oa]|se\\s+(?:for\\s+)?poss[ií]vel|' +
      // "muda para quarta no mesmo horário": the time stays.
      '(?:n?[oa]\\s+|[àáa]\\s+|com\\s+[oa]\\s+)?(?:mesmo\\s+hor[aá]rio|mesma\\s+hora)|' +
      // "a minha neta faz anos sábado, lembra-me de comprar o presente": what comes before the request is context.
      `^.*?[,.;!]\\s*(?:(?:ent[aã]o|a[ií]|por\\s+favor|${CAN})\\s+)?(?=(?:${CREATE_VERBS})(?!${CLOSING})\\s)`,
    asking:
      'o\\s+que|que|eu|tenho|temos|tem|[eé]|h[aá]|algo|alguma|algum|coisa|nada|marcad[oa]s?|agendad[oa]s?|previst[oa]s?|planejad[oa]s?|' +
      'planead[oa]s?|programad[oa]s?|meus|minhas|meu|minha|os|as|o|a|de|do|da|dos|das|para|pra|n[ao]s?|pr[oó]xim[oa]s?|livre|ocupad[oa]|' +
      'tudo|todos|todas|qua(?:l|is)|s[ãa]o|mostra(?:-me)?|mostre(?:-me)?|diz(?:-me)?|diga(?:-me)?|me|estou|est[aá]|fico|vou|ver|programa[çc][ãa]o|planos',
    afterVerb:
      // "põe aí: ...", "põe lá o almoço".
      '(?:a[ií]|l[aá])(?:\\s*:)?|' +
      // "não vou poder ir ao cabeleireiro amanhã, cancela", "já não preciso do lembrete": the event, not the excuse.
      '(?:j[aá]\\s+)?n[aã]o\\s+(?:preciso|quero)\\s+(?:mais\\s+)?(?:d[oa]s?|de)|' +
      'n[aã]o\\s+(?:vou|vamos|posso|poderei|consigo|irei|vai\\s+dar|d[aá])(?:\\s+mais)?(?:\\s+(?:poder|conseguir))?(?:\\s+(?:ir|(?:pra|para)\\s+ir))?(?:\\s+(?:n[oa]s?|[àáa]s?|aos?|para\\s+[oa]s?|pr[oa]s?))?|' +
      '(?:-?me\\s+)?(?:de|do|da|dos|das|que|para|pra)|-(?:me|nos|lhe)|(?:um|o)\\s+lembrete\\s+(?:para|pra|de|do|da)|(?:uma|a)\\s+(?:nova\\s+)?(?:marca[çc][ãa]o|hora)\\s+(?:para|pra|n[oa])|' +
      '(?:um|o)\\s+(?:novo\\s+)?(?:compromisso|evento)\\s+(?:para|pra|de|do|da)|(?:[oa]\\s+)?(?:hor[aá]rio|hora|data|dia|nome)\\s+d[oa]s?|' +
      // "quando [é] o meu cabeleireiro?", after another language's "quando" was taken as the verb.
      '(?:[eé]|ser[aá]|fica)(?=\\s+(?:[oa]s?|meu|minha|meus|minhas)\\s)',
  },
  evening: '(?<!(?:boa|mais)\\s{1,3})(?:noite|tarde)|jantar|janta|ceia',
  relative: 'pr[oó]xim[oa]s?|que\\s+vem|nest[ae]|est[ae]|ness[ae]|ess[ae]|seguinte',
  timeLead:
    '[àáa]s?|ao|pelas?|por\\s+volta\\s+d[ao]s?|perto\\s+d[ao]s?|das?|at[eé](?:\\s+[àáa]s?)?|entre|e|para\\s+as|pras',
  // Also the mark of a weekday written by number ("2ª feira"), so its number is not taken for a stray one.
  timeSuffix: 'h|hs|hrs?|horas?|[ªº]|a\\.?\\s*-?\\s*feiras?',
  dayFirst: true,
  dates: portugueseDates,
}
