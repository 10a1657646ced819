// How Chinese (Simplified) speaks of the calendar, for the built-in parser: "帮我加一个明天上午10点的牙医",
// "提醒我每天早上8点吃药", "把周五的理发改到周六下午两点", "取消明天的牙医", "这周有什么安排？".
// Chinese puts no spaces between words, so every source here also matches inside running text;
// Chinese often puts the object first ("把牙医取消"), so the verb endings in `trailing` matter as
// much as the lead verbs. Full-width digits are turned to ASCII before parsing.
import * as chrono from 'chrono-node'
import { type CalendarGrammar, unitFrom } from '#shared/calendar/grammar.ts'
import {
  clock,
  type Components,
  type DayPart,
  nextDayOfMonth,
  PART_HOURS,
  parser,
  partClock,
  withParsers,
} from '#shared/calendar/clock.ts'

/** Chinese numerals 一 .. 三十一 (and 两) for counts, intervals, hours and days of the month. */
const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九']
const numeral = (n: number) => (n < 10 ? DIGITS[n]! : `${n >= 20 ? DIGITS[Math.floor(n / 10)] : ''}十${DIGITS[n % 10]}`)
const numbers: Record<string, number> = {
  ...Object.fromEntries(Array.from({ length: 31 }, (_, i) => [numeral(i + 1), i + 1])),
  两: 2, 俩: 2, 兩: 2,
  // "每隔一天" is every other day.
  隔一: 2,
} // prettier-ignore

const CN = '[零〇一二两兩三四五六七八九十]'
/** A number of 1 to 99 in digits or Chinese numerals ("十五", "二十三", "两", "零五"). */
function cnNumber(text: string | undefined): number | undefined {
  if (!text) return undefined
  if (/^\d+$/.test(text)) return Number(text)
  // prettier-ignore
  const value: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 }
  const [tens, ones] = text.includes('十') ? text.split('十') : ['', text]
  if (text.includes('十')) {
    const t = tens ? value[tens.replace(/^零/, '')] : 1
    const o = ones ? value[ones] : 0
    return t === undefined || o === undefined ? undefined : t * 10 + o
  }
  const digits = text.replace(/^[零〇]/, '')
  return digits.length === 1 ? value[digits] : undefined
}

// --- The date reader: days, parts of the day and clock times, joined as people write them. ---

/** A weekday by its character: 一 Monday .. 六 Saturday, 日/天/7 Sunday. */
const weekdayOf = (char: string) => ('日天7'.includes(char) ? 0 : '一二三四五六'.indexOf(char) + 1 || Number(char))

/** Festivals on a fixed day of the year. */
const SOLAR_FESTIVALS: Record<string, [number, number]> = {
  元旦: [1, 1], 情人节: [2, 14], 妇女节: [3, 8], 劳动节: [5, 1], 儿童节: [6, 1], 教师节: [9, 10], 国庆节: [10, 1],
  国庆: [10, 1], 平安夜: [12, 24], 圣诞节: [12, 25], 圣诞: [12, 25],
} // prettier-ignore
/** Festivals on a day of the lunar year: month and day ("除夕" is the day before the new year). */
const LUNAR_FESTIVALS: Record<string, [number, number]> = {
  春节: [1, 1], 大年初一: [1, 1], 元宵节: [1, 15], 元宵: [1, 15], 端午节: [5, 5], 端午: [5, 5], 七夕: [7, 7],
  中秋节: [8, 15], 中秋: [8, 15], 重阳节: [9, 9], 重阳: [9, 9], 腊八: [12, 8], 小年: [12, 23],
} // prettier-ignore
const NEW_YEARS_EVE = ['除夕', '大年三十', '大年夜']
const FESTIVAL_WORDS = [...Object.keys(SOLAR_FESTIVALS), ...Object.keys(LUNAR_FESTIVALS), ...NEW_YEARS_EVE]
  .sort((a, b) => b.length - a.length)
  .join('|')
const lunar = new Intl.DateTimeFormat('en-u-ca-chinese', { timeZone: 'UTC', month: 'numeric', day: 'numeric' })

/** The first day from `from` on (within a year and a half) whose lunar month and day are these. */
function nextLunarDay(from: Date, month: number, day: number): Date | undefined {
  for (let ahead = 0; ahead < 550; ahead++) {
    const date = new Date(Date.UTC(from.getFullYear(), from.getMonth(), from.getDate() + ahead, 12))
    const parts = lunar.formatToParts(date)
    const said = (type: string) => parts.find((part) => part.type === type)?.value
    if (said('month') === String(month) && said('day') === String(day)) return date
  }
  return undefined
}

/** The day a festival falls on next, today included. */
function festivalDay(name: string, today: Date): { year: number; month: number; day: number } | undefined {
  const solar = SOLAR_FESTIVALS[name]
  if (solar) {
    const thisYear = new Date(today.getFullYear(), solar[0] - 1, solar[1])
    const year = thisYear < new Date(today.getFullYear(), today.getMonth(), today.getDate()) ? 1 : 0
    return { year: today.getFullYear() + year, month: solar[0], day: solar[1] }
  }
  const eve = NEW_YEARS_EVE.includes(name)
  const [month, day] = eve ? [1, 1] : LUNAR_FESTIVALS[name]!
  // New Year's Eve is the day before the new year, so the new year looked for is tomorrow's or later.
  const found = nextLunarDay(
    new Date(today.getFullYear(), today.getMonth(), today.getDate() + (eve ? 1 : 0)),
    month,
    day,
  )
  if (!found) return undefined
  const date = new Date(Date.UTC(found.getUTCFullYear(), found.getUTCMonth(), found.getUTCDate() - (eve ? 1 : 0)))
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

/** The day words: today .. three days on; "今晚"-style day and part in one; weekdays; dates. */
const DAY =
  `(?:(?<fest>${FESTIVAL_WORDS})(?:那天|当天)?` +
  '|(?<rel>大后天|大後天|后天|後天|今天|今日|今儿个?|明天|明日|明儿个?|后儿个?)' +
  '|(?<short>今|明|后)(?<shortPart>早|晚|夜)(?![饭餐点])' +
  '|(?<wrel>(?<!一)下下个?|(?<!一)下个?|这个?|本|上个?)?(?:星期|礼拜|禮拜|周|週)(?<wd>[一二三四五六日天1-7])(?![次遍趟回])' +
  // "3天后", "两个星期以后": days or weeks counted from today.
  `|(?<inCount>\\d{1,2}|${CN}{1,3})\\s*(?:个)?(?<inUnit>天|星期|礼拜|周)(?:以后|之后|以後|之後|后|後)` +
  // "3.15号": month and day with a dot, as people write them.
  `|(?<![\\d.])(?<dm>\\d{1,2})\\.(?<dd>\\d{1,2})(?:号|號|日)` +
  `|(?:(?<year>\\d{4})年|(?<yearWord>今年|明年|后年))?(?<month>1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九]|元)月(?:份)?(?:(?<mday>\\d{1,2}|${CN}{1,3})(?:号|號|日)?|(?<mend>底|末))` +
  `|(?<nextMonth>(?<!一)下个?|这个?|本)月(?:的)?(?<nday>\\d{1,2}|${CN}{1,3})(?:号|號|日)` +
  `|(?<ny>\\d{4})[/.-](?<nm>\\d{1,2})[/.-](?<nd>\\d{1,2})|(?<sm>\\d{1,2})/(?<sd>\\d{1,2})` +
  `|(?<![月\\d])(?<day>\\d{1,2}|${CN}{1,3})(?:号|號)(?![楼線线门床房窗口桌院车位码])` +
  '|(?<![月\\d])(?<dday>\\d{1,2})日(?![后以之内])' +
  ')'
const PART =
  '(?<part>早上|早晨|清早|清晨|一早|上午|中午|晌午|下午|傍晚|黄昏|晚上|晚间|夜里|夜间|夜晚|半夜|午夜|凌晨|早|晚)(?![茶好安饭餐])'
/** Minutes past, quarters, half, or "差" (to) the hour. */
const MINUTES = `(?<minutes>半|一刻|1刻|三刻|3刻|整|正|差(?<to>一刻|1刻|\\d{1,2}分?|${CN}{1,3}分?)|过?(?:\\d{1,2}|${CN}{1,3})分?)`
/** Words after which "一点" is "a little" ("晚一点", "改大一点", "差一点"), not one o'clock. */
const LITTLE = '[早晚快慢多少好有前提大小高低长短近远轻重松紧冷热强弱深浅亮暗差]'
/** An hour, in digits or Chinese numerals. */
const HOUR = `(?<hour>\\d{1,2}|(?!一[点點])${CN}{1,3}|(?<!${LITTLE})一(?=\\s*[点點](?!儿)))`
const CLOCK =
  `(?:差(?<before>一刻|1刻|\\d{1,2}分?|${CN}{1,3}分?)\\s*)?` +
  `(?:${HOUR}\\s*(?:点|點|时|時)(?:钟|鐘)?\\s*${MINUTES}?` +
  // "3pm", "10:30am", "2.30pm": the English way, as many write it.
  `|(?<ah>\\d{1,2})(?:[:：.](?<amin>[0-5]\\d))?\\s*(?<ap>[ap])\\.?\\s?m\\.?(?![a-z])` +
  `|(?<hh>\\d{1,2})[:：](?<mm>\\d{2})` +
  // "9.30": hours and minutes with a dot, not a date ("3.15号", "2026.7.3").
  `|(?<![\\d.])(?<dh>\\d{1,2})\\.(?<dmin>[0-5]\\d)(?![\\d.号號日]))`
/** "到5点", "-17:00": the end of a range. */
const UNTIL = `(?:\\s*(?:到|至|~|～|-|－|—)\\s*(?<part2>上午|中午|下午|晚上)?(?:(?<hour2>\\d{1,2}|${CN}{1,3})\\s*(?:点|點|时|時)(?:钟)?\\s*(?<min2>半|一刻|三刻|\\d{1,2}分?|${CN}{1,3}分?)?|(?<hh2>\\d{1,2})[:：](?<mm2>\\d{2})))?`
const SEP = '\\s*[,，]?\\s*(?:的)?\\s*'

type Groups = Record<string, string | undefined>
type Part = DayPart | 'noon' | 'midnight'

const PARTS: Record<string, Part> = {
  早上: 'morning', 早晨: 'morning', 清早: 'morning', 清晨: 'morning', 一早: 'morning', 上午: 'morning', 早: 'morning',
  中午: 'noon', 晌午: 'noon', 下午: 'afternoon', 傍晚: 'evening', 黄昏: 'evening', 晚上: 'evening', 晚间: 'evening',
  晚: 'evening', 夜里: 'night', 夜间: 'night', 夜晚: 'night', 半夜: 'midnight', 午夜: 'midnight', 凌晨: 'am',
} // prettier-ignore

/** Minutes from "半", "一刻", "三刻", "十五分", "过5分". */
function minutesOf(text: string | undefined): number | undefined {
  if (!text) return 0
  if (text === '半') return 30
  if (/^[一1]刻$/.test(text)) return 15
  if (/^[三3]刻$/.test(text)) return 45
  if (text === '整' || text === '正') return 0
  return cnNumber(text.replace(/^过/, '').replace(/分$/, ''))
}

/** An hour and minute read with the part of the day said with it; 12 in the night is midnight. */
function partTime(hour: number, minute: number, part: Part | undefined): { time: Components | null; nextDay: boolean } {
  if (part === 'noon')
    return {
      time:
        hour >= 11 && hour <= 12
          ? clock(hour, minute, hour === 12 ? 'pm' : 'am')
          : partClock(hour, minute, 'afternoon'),
      nextDay: false,
    }
  if ((part === 'midnight' || part === 'evening' || part === 'night') && hour === 12)
    return { time: { hour: 0, minute, meridiem: 0 }, nextDay: true }
  if (part === 'midnight') return { time: clock(hour, minute, 'am'), nextDay: false }
  return { time: partClock(hour, minute, part), nextDay: false }
}

/** The clock time a match says, or null when it says none; undefined when it is not a time at all. */
function clockOf(g: Groups, part: Part | undefined) {
  if (g.ah)
    return { time: clock(Number(g.ah), Number(g.amin ?? 0), g.ap!.toLowerCase() === 'a' ? 'am' : 'pm'), nextDay: false }
  if (g.hh) return partTime(Number(g.hh), Number(g.mm), part)
  if (g.dh) return Number(g.dh) > 24 ? undefined : partTime(Number(g.dh), Number(g.dmin), part)
  if (!g.hour) return null
  let hour = cnNumber(g.hour)
  let minute = g.to ? 0 : minutesOf(g.minutes)
  const to = g.before ?? g.to
  if (hour === undefined || minute === undefined || hour > 24) return undefined
  if (to) {
    const less = minutesOf(to.replace(/分$/, ''))
    if (!less || less >= 60) return undefined
    ;[hour, minute] = [hour === 0 ? 23 : hour - 1, 60 - less]
  }
  return partTime(hour, minute, part)
}

/** The time a part of the day stands for when no hour is said. */
function partOnly(part: Part, tonight: boolean): Components {
  if (part === 'noon') return { hour: 12, minute: 0, meridiem: 1 }
  if (part === 'midnight') return { hour: 0, minute: 0, meridiem: 0 }
  const hour = tonight ? PART_HOURS.night : PART_HOURS[part]
  return { hour, minute: 0, meridiem: hour >= 12 ? 1 : 0 }
}

type Day = { year: number; month: number; day: number }
const dayAfter = (base: Date, days: number): Day => {
  const date = new Date(base.getFullYear(), base.getMonth(), base.getDate() + days)
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }
}
const isRealDay = ({ year, month, day }: Day) => {
  const date = new Date(year, month - 1, day)
  return date.getMonth() === month - 1 && date.getDate() === day
}

/** A day the match names, with whether it is a bare weekday (the parser picks the coming one). */
function dayOf(g: Groups, context: chrono.ParsingContext): { day?: Day; weekday?: number; invalid?: boolean } {
  const today = context.reference.getDateWithAdjustedTimezone()
  if (g.fest) {
    const day = festivalDay(g.fest, today)
    return day ? { day } : { invalid: true }
  }
  if (g.rel) {
    const offset = /大/.test(g.rel) ? 3 : /[后後]/.test(g.rel) ? 2 : /明/.test(g.rel) ? 1 : 0
    return { day: dayAfter(today, offset) }
  }
  if (g.short) return { day: dayAfter(today, g.short === '后' ? 2 : g.short === '明' ? 1 : 0) }
  if (g.wd) {
    const weekday = weekdayOf(g.wd)
    if (!g.wrel) {
      const ahead = (weekday - today.getDay() + 7) % 7
      return { day: dayAfter(today, ahead), weekday }
    }
    // A Chinese week runs Monday to Sunday: "下周日" is the Sunday after next Monday.
    const sinceMonday = (today.getDay() + 6) % 7
    const weeks = g.wrel.startsWith('下下') ? 2 : g.wrel.startsWith('下') ? 1 : g.wrel.startsWith('上') ? -1 : 0
    return { day: dayAfter(today, -sinceMonday + 7 * weeks + ((weekday + 6) % 7)), weekday }
  }
  const explicit = (year: number | undefined, month: number | undefined, day: number | undefined) => {
    if (!month || !day) return { invalid: true }
    let found = { year: year ?? today.getFullYear(), month, day }
    const past = (d: Day) =>
      new Date(d.year, d.month - 1, d.day) < new Date(today.getFullYear(), today.getMonth(), today.getDate())
    if (!year && (past(found) || !isRealDay(found))) found = { ...found, year: found.year + 1 }
    if (!isRealDay(found) && !year) found = { ...found, year: found.year - 1 }
    return isRealDay(found) ? { day: found } : { invalid: true }
  }
  if (g.month) {
    const said = g.year
      ? Number(g.year)
      : g.yearWord
        ? today.getFullYear() + '今明后'.indexOf(g.yearWord[0]!)
        : undefined
    const month = g.month === '元' ? 1 : cnNumber(g.month)
    if (!g.mend || !month) return explicit(said, month, cnNumber(g.mday))
    // "12月底": the month's last day.
    const year = said ?? today.getFullYear() + (month < today.getMonth() + 1 ? 1 : 0)
    return explicit(year, month, new Date(year, month, 0).getDate())
  }
  if (g.inCount) {
    const count = cnNumber(g.inCount)
    return count ? { day: dayAfter(today, count * (g.inUnit === '天' ? 1 : 7)) } : { invalid: true }
  }
  if (g.dm) return explicit(undefined, Number(g.dm), Number(g.dd))
  if (g.ny) return explicit(Number(g.ny), Number(g.nm), Number(g.nd))
  if (g.sm) return explicit(undefined, Number(g.sm), Number(g.sd))
  if (g.nextMonth) {
    const first = new Date(today.getFullYear(), today.getMonth() + (g.nextMonth.startsWith('下') ? 1 : 0), 1)
    const found = { year: first.getFullYear(), month: first.getMonth() + 1, day: cnNumber(g.nday) ?? 0 }
    return isRealDay(found) ? { day: found } : { invalid: true }
  }
  const monthDay = cnNumber(g.day ?? g.dday)
  if (monthDay !== undefined) {
    const found = nextDayOfMonth(context, monthDay)
    return found ? { day: found as Day } : { invalid: true }
  }
  return {}
}

/** Reads a day, a part of the day, a clock time and an end time, whichever of them were said. */
function chineseWhen(match: RegExpMatchArray, context: chrono.ParsingContext) {
  const g: Groups = match.groups ?? {}
  const { day, weekday, invalid } = dayOf(g, context)
  if (invalid) return null
  const partWord = g.part ?? (g.shortPart === '早' ? '早上' : g.shortPart ? '晚上' : undefined)
  const part = partWord ? PARTS[partWord] : undefined
  const said = clockOf(g, part)
  if (said === undefined) return null
  // "早" and "晚" alone are "early" and "late": they are a part of the day only with an hour.
  if (g.part && g.part.length === 1 && !said) return null
  const time = said ? said.time : part ? partOnly(part, Boolean(g.shortPart && g.shortPart !== '早')) : undefined
  if (said && !said.time) return null
  if (!day && !time) return null
  const components = context.createParsingComponents()
  const when = said?.nextDay && day ? dayAfter(new Date(day.year, day.month - 1, day.day), 1) : day
  if (when && weekday !== undefined && !g.wrel) {
    // A bare weekday: say which weekday, and let the parser choose the coming one.
    components.assign('weekday', weekday)
    components.imply('year', when.year).imply('month', when.month).imply('day', when.day)
  } else if (when) {
    components.assign('year', when.year).assign('month', when.month).assign('day', when.day)
    if (weekday !== undefined) components.assign('weekday', weekday)
  }
  for (const [key, value] of Object.entries(time ?? {})) components.assign(key as chrono.Component, value)
  if (!time) return components
  const endHour = g.hh2 ? Number(g.hh2) : cnNumber(g.hour2)
  const endMinute = g.hh2 ? Number(g.mm2) : minutesOf(g.min2)
  if (endHour === undefined || endMinute === undefined) return components
  const endPart = g.part2 ? PARTS[g.part2] : part
  const end = partTime(endHour, endMinute, endPart).time
  if (!end) return components
  const endComponents = context.createParsingComponents()
  if (when) endComponents.assign('year', when.year).assign('month', when.month).assign('day', when.day)
  for (const [key, value] of Object.entries(end)) endComponents.assign(key as chrono.Component, value)
  return context.createParsingResult(match.index!, match[0], components, endComponents)
}

/** "3小时后", "半个小时以后", "过二十分钟": a moment counted from now. */
function later(match: RegExpMatchArray, context: chrono.ParsingContext) {
  const [, amount, half, unit] = match
  const count = amount === '半' ? 0.5 : cnNumber(amount)
  if (count === undefined) return null
  const minutes = /分/.test(unit!) ? count : (count + (half ? 0.5 : 0)) * 60
  return chrono.ParsingComponents.createRelativeFromReference(context.reference, { minute: minutes })
}

const chineseParsers = [
  parser(`${DAY}(?:${SEP}${PART})?(?:${SEP}${CLOCK}${UNTIL})?`, chineseWhen),
  parser(`${PART}(?:${SEP}${CLOCK}${UNTIL})?`, chineseWhen),
  // The comma too, so the whole of "，九点钟" is read rather than chrono's own "，九点".
  parser(`(?:[，,]\\s*)?${CLOCK}${UNTIL}`, chineseWhen),
  parser(
    `(?:过)?(\\d{1,3}|${CN}{1,3}|半)\\s*(?:个)?(半)?\\s*(小时|钟头|鐘頭|分钟|分鐘)(?:以后|之后|以後|之後|后|後)`,
    later,
  ),
  parser(`过(\\d{1,3}|${CN}{1,3}|半)\\s*(?:个)?(半)?\\s*(小时|钟头|分钟)`, later),
]

// --- The words. ---

const WEEKDAY = '(?:星期|礼拜|禮拜|周|週)'
const NUM = `\\d{1,3}|${Object.keys(numbers)
  .sort((a, b) => b.length - a.length)
  .join('|')}`
const UNIT = '天|日|周|星期|礼拜|个?月|年'
/** A weekday's character, and what may not follow one that is a number of something ("三点", "三次"). */
const WD = '一二三四五六日天1-7'
const NOT_CLOCK = '(?![点點时時:：号號日月次遍个天\\d])'
/**
 * A weekday said by its character alone after another ("周一、三、五", "周二和四", "周一三五"), or
 * alone as the whole text (how the parser names a weekday it found).
 */
const bareWeekday = (char: string) =>
  `(?<=${WEEKDAY}[${WD}](?:[、，,和及与跟]?[${WD}])*[、，,和及与跟]?)(?:${char})${NOT_CLOCK}|^(?:${char})$`
const month = (n: number) =>
  n < 10 ? `(?<![十\\d])(?:${numeral(n)}|${n}|0${n})月` : `(?<!\\d)(?:${numeral(n)}|${n})月`

/**
 * Drops what chrono's own Chinese parsers read wrongly: "一点" in "晚一点" ("a little later") is no
 * one o'clock, "下午" in "下午茶" (afternoon tea) or "晚上好" is no time, "周一" in "每周一次"
 * ("once a week") is no Monday, and "夜" alone ("年夜饭", "夜市") is no night.
 */
const notDates: chrono.Refiner = {
  refine: (context, results) =>
    results.filter((result) => {
      const before = context.text.slice(Math.max(0, result.index - 2), result.index)
      const after = context.text.slice(result.index + result.text.length, result.index + result.text.length + 1)
      // "夜" alone is in "年夜饭", "夜市", "熬夜": no time.
      if (result.text === '夜') return false
      if (/^一[点點]$/.test(result.text) && (new RegExp(`${LITTLE}$`).test(before) || after === '儿')) return false
      if (/^(?:早上|上午|中午|下午|晚上)$/.test(result.text) && /[茶好安饭餐]/.test(after)) return false
      return !(/^(?:星期|礼拜|周)一$/.test(result.text) && /[次遍趟回]/.test(after))
    }),
}

/** chrono's Chinese, with the parsers above in front and the refiner above at the end. */
function chineseDates(): chrono.Chrono {
  const dates = withParsers(chrono.zh.casual, chineseParsers)
  dates.refiners.push(notDates)
  return dates
}

/** Verbs that cancel an event, and verbs that move one to another time. */
const CANCEL = '取消|删除|删掉|去掉|撤销|撤掉|划掉'
const MOVE =
  '改到|改成|改为|改在|挪到|移到|换到|换成|换在|调成|挪成|改个时间|改下时间|推迟|延后|延期|提前|调到|推到|改时间|换个时间|改期'
/** "不用提醒我了", "周四不去打牌了": an event given up. */
const NO_MORE = `(?:不用|不要|别)再?提醒(?:我|我们)?|不(?:去|用去|想去|能去)(?=[^，。,.!?！？]{1,10}?了)(?![\\s\\S]*?(?:${MOVE}))`

/**
 * A word that does not end where a digit follows ("提醒我8点…", "改成12月5号"): the parser's word
 * boundaries keep a digit from following a match, which suits Latin words but not Chinese, so the
 * digits are taken in. Only for words that decide the action or say a request is about the
 * calendar, never for the ones whose span is cut out (repeats, ranges), which would take the hour.
 */
const runOn = (source: string) => `(?:${source})(?:\\d+)?`

/** What may close a request after its verb: "吧", "谢谢", a full stop; never a question mark. */
const CLOSE = '(?:吧|啊|呀|哦|了吧)?(?:[,，\\s]*(?:谢谢(?:你|您)?|麻烦(?:你|您)?了))?[。！!.～~\\s]*$'
/**
 * A request whose verb comes last ("书法课不上了，取消吧", "老张儿子结婚 帮我记上"), read at its
 * start as 把 is: a zero-width lead, so nothing of the name is taken. `unless` keeps a create from
 * taking a change or a removal that ends in "记一下".
 */
const verbLast = (verbs: string, unless?: string) =>
  `(?=${unless ? `(?![\\s\\S]*?(?:${unless}))` : ''}[^。！!？?]{1,40}?(?:帮我|给我|请)?(?:${verbs})(?:一下)?${CLOSE})`

export const chineseCalendarGrammar: CalendarGrammar = {
  openers:
    '(?:(?:你好|您好|喂|嗯|哦|好的|那个|对了|还有|小助手)[,，!！.。\\s]*|请问|以后|今后|(?:请(?![客假教柬帖])|麻烦|劳驾)(?:你|您)?(?:一下)?[，,\\s]*|能不能|能否|可不可以|可以|(?:你|您)(?:能|可以)(?:不能)?|能(?=帮|替|给|把)|帮(?:我|忙)|替我|我想要?|我要|我需要)+',
  create: runOn(
    `${verbLast('记上|记下来?|记一下|记住|加上|加进去|添上|添加|写上|登记|提醒我|提醒(?=一下)', `${CANCEL}|${MOVE}|去不了|不去了|(?:不用|不要|别)再?提醒`)}|` +
      '添加|增加|加上|加个|加一个|加一下|加(?=[到进入])|新建|新增|创建|建(?:个|一个)|安排(?:一下)?|预约|预订|预定|订(?:个|一个)|' +
      '约(?:一下|个|一个)|记一下|记下来?|记上|记住|记着|记(?:个|一个)|记录(?:一下)?|写上|写下|登记|设置|设(?:个|一个)|定(?:个|一个)|' +
      '提醒(?:我|一下|我们|您)?|别忘了|别让我忘了|记得|放(?:到|进)|排(?:个|一个|上)',
  ),
  update: runOn(
    `把(?=.{1,30}?(?:${MOVE}))|` +
      '改(?:一下|下|成|到|为|在)?|更改|修改|调整|推迟|延后|延期|提前|挪(?:一下|到)?|移(?:一下|到)|换(?:到|成|个时间|一下时间)|改期|重新安排|调(?:一下|到)',
  ),
  // "把周五的理发取消": 把 brings the object before the verb, so it opens a removal or a change.
  remove: runOn(
    `${verbLast(`${CANCEL}|取消掉|删了|不去了|去不了了?`)}|${NO_MORE}|把(?=.{1,30}?(?:${CANCEL}))|取消(?:掉)?|删除|删掉|删(?:了|一下)?|去掉|撤销|撤掉|划掉|清除|移除`,
  ),
  show: runOn(
    '查一下|查查|查看|查询|看一下|看看|给我看(?:看|一下)?|告诉我|显示|列出|说说|念(?:一下|给我听)|读(?:一下|给我听)',
  ),
  questions: runOn(
    '有几个(?:预约|约会|安排|活动)|(?:什么|啥)(?:安排|事|活动|预约|约会|计划|日程)|都有(?:啥|什么|哪些)|(?<![你您他她它])什么时候(?:去|要|得|有)|' +
      '(?<!你|您)有(?:安排|事情?|事儿|约会?|空|活动|预约)(?:吗|么|没有?|不)|(?<!你|您|在)忙(?:吗|不)|(?:安排|日程|预约|计划|活动)(?:是|有)(?:什么|啥|哪些)|' +
      `(?:我|咱|[今明后那当]天|周[${WD}]?|星期[${WD}]|礼拜[${WD}]?|周末|(?:[这本下]个?|[\\d一二三四五六七八九十])月|号|早上|上午|中午|下午|晚上)(?:都|还)?有(?:什么|啥|哪些|没有)(?:安排|事|活动|预约|约会?|计划|日程|课|要(?:做|干|办|去)|(?=[吗呢啊？?。!！\\s]|$))|` +
      '有(?:什么|啥|哪些)(?:安排|事情?|事儿|活动|预约|约会?|计划|日程)|(?:要|该|得)(?:干|做)(?:啥|什么)|有没有(?:什么)?(?:安排|事情?|活动|预约|约会|计划)|有事(?:吗|没有|情吗)|有安排吗|' +
      '忙不忙|(?<!你|您)有空吗|有没有空|有约(?:吗|没有|会吗)|有没有约|(?<!现在|现|是|在)几点(?![了钟])(?=.*(?:[？?]|来着[。.!！]?)\\s*$)|(?<!现|现在|今天|明天|昨天)(?:是|在)(?:什么时候|哪天|哪一天|几号|几点)|(?:安排|预约|约会|日程)(?:是)?什么时候',
  ),
  removeWords: runOn(`${CANCEL}|去不了|不去了|${NO_MORE}`),
  changeWords: runOn(MOVE),
  nouns: '预约|约会|日程|安排|提醒|行程|事项|计划',
  // "明天记得买菜": "remember" right after a day or a time is a reminder.
  cues: runOn(
    '(?<=天|早|晚|[号日点]|周[一二三四五六日天]|上午|下午|中午)记得|提醒我|提醒一下|提醒您|记得提醒|日历|日程|行程表?|备忘',
  ),
  mine: '我的|我们的|咱们的',
  // "我下午3点要去看医生": an hour said between "I" and "have to".
  plans: runOn(
    '(?:我们?|咱们?)(?=[^，。,.!?！？]{0,12}?(?:\\d|[点點:：])[^，。,.!?！？]{0,8}?(?:要|得去|需要|必须|约了))|我要|我得|我需要|我必须|要去|得去',
  ),
  past: runOn('昨天|前天|昨晚|上周|上个?星期|上个?礼拜|去年|上个月|刚才|刚刚|前几天'),
  notEvents:
    '照片|相片|图片|密码|账号|账户|邮箱|邮件|地址|电话号码|号码|手机号|资料|设置|语言|字体|字号|声音|联系人|消息|短信|聊天记录|记录|药物|药品|药单',
  numbers,
  weekdays: [
    `${WEEKDAY}(?:日|天|7)|${bareWeekday('日|天|7')}`, `${WEEKDAY}(?:一|1)(?![次遍趟回])|${bareWeekday('一|1')}`,
    `${WEEKDAY}(?:二|2)|${bareWeekday('二|2')}`, `${WEEKDAY}(?:三|3)|${bareWeekday('三|3')}`,
    `${WEEKDAY}(?:四|4)|${bareWeekday('四|4')}`, `${WEEKDAY}(?:五|5)|${bareWeekday('五|5')}`,
    `${WEEKDAY}(?:六|6)|${bareWeekday('六|6')}`,
  ], // prettier-ignore
  months: Array.from({ length: 12 }, (_, i) => (i === 0 ? `元月|${month(1)}` : month(i + 1))),
  ordinals: ['第一|第1|头一|一号|1号|月初', '第二|第2', '第三|第3', '第四|第4', '最后一?|倒数第一|月底'],
  repeats: {
    daily: '每天|天天|每日|每一天|每晚|每早|每个?(?:早上|晚上|早晨|上午|下午|傍晚)|一天(?:一|两|三)次',
    weekly: `每个?${WEEKDAY}(?:一次)?(?![一二三四五六日天末1-7])|一(?:个)?${WEEKDAY}一次`,
    monthly: '每个?月(?:一次)?|一个?月一次|按月',
    yearly: '每一?年|一年一次',
    workdays: `(?:每个?)?工作日|(?:每)?${WEEKDAY}(?:一|1)(?:到|至|-|~)${WEEKDAY}?(?:五|5)(?:每天)?`,
    weekends: '(?:每个?|每逢|每到)周末',
    // "每周一三五": the weekdays after the first run on with no "and"; everyDay takes all but the last.
    everyDay: `每个?(?:${WEEKDAY}[${WD}]*(?=[${WD}]${NOT_CLOCK}))?|每逢|每到`,
    dayPlurals: '',
    // "隔周周四": every other week.
    everyN: `每(?:隔(?!一))?(隔一|${NUM})\\s*(?:个)?\\s*(${UNIT})(?:一次)?|(?<!每)隔(?:一)?(?:个)?(天|周|星期|礼拜|月)(?![内里])`,
    monthDay: '每个?月(?:的)?(\\d{1,2}(?:号|日)|一号|一日|第一天|最后一天)|每个?(月底|月初)',
    nthWeekday: `每个?月(?:的)?(第[一二三四1-4]|最后一)个?(${WEEKDAY}[一二三四五六日天1-7])`,
    // The number first: the parser reads the first number in the phrase, and "一共" has one.
    count: `(?<=一共|总共|共|重复)(${NUM})次`,
    length: `(?:连续|持续|为期)(${NUM})\\s*(?:个)?\\s*(${UNIT})`,
    until: '直到|一直到|截至|截止到?',
    partsOfDay: {
      早上: 'morning', 早晨: 'morning', 上午: 'morning', 早: 'morning', 下午: 'afternoon', 傍晚: 'evening',
      晚上: 'evening', 晚: 'evening',
    }, // prettier-ignore
    unitOf: unitFrom([
      [/[天日]/, 'day'],
      [/周|星期|礼拜/, 'week'],
      [/月/, 'month'],
      [/年/, 'year'],
    ]),
  },
  ranges: {
    nextDays: `(?:未来|接下来|之后|往后)(?:的)?(${NUM})\\s*天`,
    nextWeek: `(?<!一)下(?:个)?${WEEKDAY}(?![一二三四五六日天末1-7])`,
    nextWeekend: `(?<!一)下(?:个)?${WEEKDAY}?(?:的)?周末`,
    thisWeekend: '(?<![下每个])(?:这个?|本)?周末',
    thisWeek: `(?:这|本)(?:个)?${WEEKDAY}(?![一二三四五六日天末1-7])`,
    nextMonth: `(?<!一)下(?:个)?月(?![\\d一二三四五六七八九十两]|初|底)`,
    thisMonth: `(?:这|本)(?:个)?月(?![\\d一二三四五六七八九十两]|初|底)`,
  },
  summary: {
    articles:
      '[，,：:、。]|请问|几点|什么时候|哪天|之前|以前|所有的?|全部的?|我们的|咱们的|我的|我们|咱们|咱|我|(?:要|得|需要|必须)去|把|将|的|那个|这个|一个|这次的?|下一个的?|下一次的?|下次的?|(?:约|定|说)好的|不(?:去|用去|想去|能去)|关于',
    leadIns:
      '一共|总共|共|重复|在|于|从|到|和|及|与|跟|改到|改成|改为|改在|挪到|移到|换到|换成|换在|调成|挪成|推到|调到|提前到|推迟到|延后到|定在|约在|是|为',
    trailing:
      '[，,。.！!？?、；;\\s]|取消(?:掉)?|删(?:除|掉|了)?|去掉|撤销|划掉|改一下|挪一下|改时间|加上|加进去|加进|记下来|记下|记上|记住|记一下|' +
      '放进去|放上|提醒我|帮我|给我|一下|吧|了|啊|呀|哦|吗|呢|好吗|行吗|可以吗|好不好|谢谢(?:你|您)?|麻烦(?:你|您)?了|' +
      '(?<!所)(?:都|还)?有(?:什么|啥|哪些)(?:安排|事情?|事儿|活动|预约|约会?|计划|日程)?|有没有(?:什么)?(?:安排|事情?|活动|预约|约会|计划)?|(?<!所)有安排|(?<!所)有事|有约(?:会)?|有没有约|的时间|时间|(?<=[^\\s，。、的])(?:预约|约会|日程|安排|提醒|行程)|不去|不用去|去不了|是什么时候|什么时候|是哪天|哪天|是几点|几点|是几号|几号|的|为止|记得|记着|别忘了|事儿|不(?:打|去|上|做|看|参加|用)了?|来着|有几个(?:预约|约会|安排|活动)?|(?<=\\s)去|现在|(?<![理梦思感])想|(?<![重需主只])要|(?:的)?(?:日子|日期)|换一下|调一下|都|全部?|没了|没有了|黄了|(?<!所)有(?:安排|事情?|事儿|约会?|空|活动|预约)(?:吗|么|没有?|不)?|是(?:什么|啥)|那个|这个|往后|往前|(?:要|想|得|需要)改|能不能|能否|可不可以|(?<![体功技性智])能|[你您](?=帮|给|替)|(?<=.)我',
    fillers:
      '(?:在|到|进|放到|加到|记到|记在|写到|写在)?(?:我的)?(?:日历|日程表|行事历|备忘录)(?:上|里面|里|中)?|谢谢(?:你|您)?|的时候|\\(\\s*\\)|(?<=^|\\s)(?:开始|起|前|之前|以前|左右|前后)(?=\\s|$)|大概|大约|差不多',
    asking:
      '最近|近期|这几天|接下来|事儿|我们|我|咱|都|还|有没有|有|没有|什么|啥|哪些|事情|事|安排|活动|计划|日程|行程|忙不忙|忙|有空|空|吗|呢|吧|啊|的|要|做|干|看看|一下|所有|全部|今天|明天|哪天|几点',
    afterVerb:
      '(?:我)?(?:已经)?(?:约了|预约了)|(?:一个|个)?(?:提醒|日程|预约|约会|安排)(?:[，,：:]|说)?|(?:我)?(?:要|得|需要|想|该)?去|我要|我得|我需要|要|得|不(?:用|想|能)?去了?',
  },
  evening: '晚|夜里|夜晚|下午|傍晚',
  relative: `(?:下下?|这|本)(?:个)?${WEEKDAY}`,
  timeLead: '在|于',
  // Chinese writes a unit after every number of a date or time ("12月3号", "3点15分"), digits often
  // running on after it: the whole run counts, so "12" in "12月3号下午2点" is no lone number.
  timeSuffix:
    '(?:点钟|[年月日号號点點时時])[\\d年月日号號点點时時分:：]*|个?(?:天|星期|礼拜|周)(?:以后|之后|以後|之後|后|後)',
  dayFirst: false,
  dates: chineseDates,
}
