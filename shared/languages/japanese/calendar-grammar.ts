// How Japanese speaks of the calendar, for the built-in parser: "明日の10時に歯医者を入れてください",
// "毎朝8時に薬を飲むのを思い出させて", "美容院を金曜日の3時に変更して", "来週の予定は？".
// Japanese puts the verb last and writes no spaces, so the action is read from words found anywhere
// (questions, removeWords, changeWords) and the event's name is what is left once the dates, the
// particles around them and the verb endings (`trailing`) are gone. Full-width digits are already
// plain ones when these patterns see the text.
import * as chrono from 'chrono-node'
import { type CalendarGrammar, unitFrom } from '#shared/calendar/grammar.ts'
import {
  type Components,
  daysFromToday,
  type DayPart,
  nextDayOfMonth,
  PART_HOURS,
  partClock,
  withParsers,
} from '#shared/calendar/clock.ts'

const numbers: Record<string, number> = {
  一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10, 十一: 11, 十二: 12, 十五: 15,
  二十: 20, 三十: 30,
} // prettier-ignore
const KANJI = '[〇一二三四五六七八九十]{1,3}'
const NUM = `\\d{1,3}|${KANJI}`
const KANJI_DIGITS: Record<string, number> = { 〇: 0, 零: 0, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 } // prettier-ignore

/** A number written in digits or kanji ("12", "十二", "二十三"); undefined when neither. */
function japaneseNumber(text: string | undefined): number | undefined {
  if (!text) return undefined
  const trimmed = text.replace(/\s+/g, '')
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  let total = 0
  let current = 0
  for (const char of trimmed) {
    if (char === '十') [total, current] = [total + (current || 1) * 10, 0]
    else if (char in KANJI_DIGITS) current = current * 10 + KANJI_DIGITS[char]!
    else return undefined
  }
  return total + current
}

const WEEKDAY_KANJI = '日月火水木金土'
/** A weekday as written: 月曜日, 月曜, (月), げつようび. */
const WEEKDAY = `([${WEEKDAY_KANJI}])(?:曜日?|よう日|ようび)|[(（]([${WEEKDAY_KANJI}])[)）]`
const weekdayOf = (kanji: string) => WEEKDAY_KANJI.indexOf(kanji)

/** Parts of the day said before an hour or alone. */
const parts: Record<string, DayPart> = {
  午前: 'am', 午後: 'pm', 朝: 'morning', 早朝: 'morning', 明け方: 'morning', 午前中: 'morning', 昼: 'afternoon',
  お昼: 'afternoon', 昼過ぎ: 'afternoon', 夕方: 'evening', 夕: 'evening', 夜: 'evening', 晩: 'evening',
  夜中: 'night', 真夜中: 'night', 深夜: 'night',
} // prettier-ignore
const PART_BEFORE_HOUR = '(午前|午後|早朝|明け方|朝|夜中|真夜中|深夜|夕方|夕|夜|晩|お昼|昼)'

/**
 * A clock time: "10時", "3時半", "10時15分", "10時15分前" (9:45), "7:30". Groups: hour, minutes
 * (半 or N分), 前 (before the hour), then hour and minutes of the colon form.
 */
const CLOCK =
  `(?:(\\d{1,2}|${KANJI})\\s*(?:時(?!間)|じ(?!かん|ゅう))(?:\\s*(半|(?:\\d{1,2}|${KANJI})\\s*分)(?:\\s*(前|過ぎ|すぎ))?)?` +
  `|(\\d{1,2})\\s*:\\s*(\\d{2}))(?:\\s*(?:頃|ごろ|くらい|ぐらい|ちょうど))?`

/** Hour and minute from a CLOCK match's groups, starting at `first`. */
function clockOf(match: RegExpMatchArray, first: number): [number, number] | null {
  const [hourText, minuteText, relation, colonHour, colonMinute] = match.slice(first, first + 5)
  if (colonHour) return [Number(colonHour), Number(colonMinute)]
  const hour = japaneseNumber(hourText)
  if (hour === undefined) return null
  if (!minuteText) return [hour, 0]
  const minute = minuteText === '半' ? 30 : japaneseNumber(minuteText.replace(/分$/, '').trim())
  if (minute === undefined || minute > 59) return null
  if (relation === '前' && minute > 0) return [hour === 0 ? 23 : hour - 1, 60 - minute]
  return [hour, minute]
}

/** A clock time with the part of the day said with it ("夜7時" is 19:00, "夜中の2時" 2:00). */
function partTime(part: string | undefined, hour: number, minute: number): Components | null {
  const said = part ? parts[part] : undefined
  if (said === 'evening' && hour === 12) return { hour: 0, minute, meridiem: 0 }
  return partClock(hour, minute, said)
}

/** Days from today to a weekday of the week that starts `weeks` Mondays from now (0: this week). */
function weekdayInWeek(context: chrono.ParsingContext, weekday: number, weeks: number) {
  const today = context.reference.getDateWithAdjustedTimezone().getDay()
  const fromMonday = (day: number) => (day + 6) % 7
  const days = weeks * 7 + fromMonday(weekday) - fromMonday(today)
  return daysFromToday(context, days)
}

/** The coming weekday, after today ("次の金曜日", "今度の水曜日"). */
function comingWeekday(context: chrono.ParsingContext, weekday: number) {
  const today = context.reference.getDateWithAdjustedTimezone().getDay()
  return daysFromToday(context, (weekday - today + 7) % 7 || 7)
}

/** The next date (today or later) with a given month and day. */
function nextMonthDay(context: chrono.ParsingContext, month: number, day: number): Components | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null
  const ref = context.reference.getDateWithAdjustedTimezone()
  const passed = month < ref.getMonth() + 1 || (month === ref.getMonth() + 1 && day < ref.getDate())
  return { year: ref.getFullYear() + (passed ? 1 : 0), month, day }
}

/**
 * A custom parser, as clock.ts's `parser` makes, but free to end before a digit: Japanese writes the
 * time right after the day, with no space ("あさって10時", "来週の火曜日10時").
 */
function parser(
  source: string,
  extract: (match: RegExpMatchArray, context: chrono.ParsingContext) => Components | chrono.ParsingComponents | null,
): chrono.Parser {
  const pattern = new RegExp(`(?<![\\p{Script=Latin}\\p{N}])(?:${source})`, 'iu')
  return { pattern: () => pattern, extract: (context, match) => extract(match, context) }
}

const japaneseParsers: chrono.Parser[] = [
  // "明後日", "あさって", "しあさって"
  parser('(明々後日|明明後日|しあさって|明後日|あさって)', (m, context) =>
    daysFromToday(context, /し|明[々明]/.test(m[1]!) ? 3 : 2),
  ),
  // "来週の月曜日", "再来週の金曜", "今週の木曜日": a weekday of that week (weeks start on Monday)
  parser(`(再来週|来週|今週)\\s*(?:の\\s*)?(?:${WEEKDAY})`, (m, context) => {
    const weeks = m[1] === '再来週' ? 2 : m[1] === '来週' ? 1 : 0
    return weekdayInWeek(context, weekdayOf(m[2] ?? m[3]!), weeks)
  }),
  // "次の金曜日", "今度の水曜": the coming one
  parser(`(?:次の|今度の|こんどの|この)\\s*(?:${WEEKDAY})`, (m, context) =>
    comingWeekday(context, weekdayOf(m[1] ?? m[2]!)),
  ),
  // "夜7時", "朝9時半", "夕方5時", "夜中の2時", "午後3時15分", and bare "10時15分前"
  parser(`(?:${PART_BEFORE_HOUR}\\s*(?:の\\s*)?)?${CLOCK}`, (m) => {
    const time = clockOf(m, 2)
    return time && partTime(m[1], ...time)
  }),
  // "10時から11時に変えて": a change from one time to another is a move to the second one
  parser(
    `${CLOCK}\\s*から\\s*(?:${PART_BEFORE_HOUR}\\s*(?:の\\s*)?)?${CLOCK}(?=\\s*(?:に|へ)\\s*(?:変更|変え|ずら|移|延期|早め|遅ら|して|し(?:と|て)?いて|なった))`,
    (m) => {
      const time = clockOf(m, 7)
      return time && partTime(m[6], ...time)
    },
  ),
  // "今夜", "今晩", "今夜8時": today, in the evening
  parser(`(?:今夜|今晩|今夕|こんや|こんばん|今日の夜|今日の晩)(?:\\s*(?:の\\s*)?${CLOCK})?`, (m, context) => {
    const time = clockOf(m, 1)
    const today = daysFromToday(context, 0)
    const clock = time ? partTime('夜', ...time) : { hour: PART_HOURS.night, minute: 0, meridiem: 1 }
    if (!clock) return null
    for (const [key, value] of Object.entries(clock)) today.assign(key as chrono.Component, value)
    return today
  }),
  // "正午", "お昼12時" is read above; "真夜中" is midnight
  parser('(?:お?昼の?)?正午(?:\\s*(?:頃|ごろ))?', () => ({ hour: 12, minute: 0, meridiem: 1 })),
  parser('お昼(?=\\s*(?:に|頃|ごろ|から|まで|の))', () => ({ hour: 12, minute: 0, meridiem: 1 })),
  parser('真夜中', () => ({ hour: 0, minute: 0, meridiem: 0 })),
  // "明日の朝", "金曜日の午後", "夜に": a usual time of that part of the day
  parser(
    '(?<![毎今明昨])(午前中|午前|午後|昼過ぎ|朝|夕方|夜|晩)(?!\\s*(?:ご?飯|ごはん|食|日|刊|酌|景|更かし|遅く))',
    (m) => ({
      hour: PART_HOURS[parts[m[1]!]!],
      minute: 0,
    }),
  ),
  // "12月3日", "十二月三日": the next such date
  parser(
    `(?<!\\d)(?<!\\d\\s*年\\s*)(\\d{1,2}|${KANJI})\\s*月\\s*(\\d{1,2}|${KANJI})\\s*日(?!\\s*(?:間|後|前|おき|ごと))`,
    (m, context) => nextMonthDay(context, japaneseNumber(m[1])!, japaneseNumber(m[2])!),
  ),
  // "来月3日", "今月の20日"
  parser('(今月|来月|再来月)\\s*(?:の\\s*)?(\\d{1,2})\\s*日', (m, context) => {
    const ref = context.reference.getDateWithAdjustedTimezone()
    const ahead = m[1] === '今月' ? 0 : m[1] === '来月' ? 1 : 2
    const first = new Date(ref.getFullYear(), ref.getMonth() + ahead, 1)
    return { year: first.getFullYear(), month: first.getMonth() + 1, day: Number(m[2]) }
  }),
  // "5日に", "15日の10時" (no month): the next 5th
  parser(
    '(?<![\\d月/])(?<!\\d\\s*月)(\\d{1,2})\\s*日(?!\\s*(?:間|後|前|おき|ごと|以内|ぶり|目|分|連続))',
    (m, context) => nextDayOfMonth(context, Number(m[1])),
  ),
  // "2時間後", "30分後", "3日後", "1週間後": counted from now
  parser(`(${NUM}|半)\\s*(時間|分|日|週間)\\s*(?:後|あと)`, (m, context) => {
    const count = m[1] === '半' ? 0.5 : japaneseNumber(m[1])
    if (count === undefined) return null
    if (m[2] === '時間')
      return chrono.ParsingComponents.createRelativeFromReference(
        context.reference,
        count === 0.5 ? { minute: 30 } : { hour: count },
      )
    if (m[2] === '分') return chrono.ParsingComponents.createRelativeFromReference(context.reference, { minute: count })
    return daysFromToday(context, m[2] === '日' ? count : count * 7)
  }),
]

/** Verb stems that put something on the calendar, before "て" ("入れて", "思い出させて"). */
const ADD_VERBS = '入れ|いれ|追加し|登録し|記録し|メモし|書い|思い出させ|リマインドし|知らせ|予約し'
/** Words that name a day or a time, for `cues`. */
const DAY_OR_TIME =
  '今日|きょう|明日|あした|あさって|明後日|しあさって|今夜|今晩|来週|今週|再来週|週末|来月|今月|曜|[(（][日月火水木金土][)）]|\\d\\s*(?:日|時)|\\d:\\d\\d|正午|朝|夜|午前|午後'
/** The digit of an ordinal before a weekday ("第3"), for weekday names. */
const NTH = '(?:第\\s*\\d\\s*)?'
/** A digit comes next (a time), after optional space and "の". */
const DIGIT_NEXT = '\\s*(?:の\\s*)?\\d'
/** Minutes after "時", for timeSuffix. */
const MINUTES = '\\s*(?:半|\\d{1,2}\\s*分)'
const ANY_WEEKDAY = `[${WEEKDAY_KANJI}](?:曜日?|よう日|ようび)`
const UNIT = '日|週間?|か月|ヶ月|ケ月|カ月|ヵ月|箇月|月|年'

export const japaneseCalendarGrammar: CalendarGrammar = {
  openers:
    'すみません|すいません|あの[ーう〜]*|ええと|えーと|えっと|ねえ|ねぇ|ちょっと|お願い(?:します|ね)?|セージさん|セージ|悪いけど|申し訳ないけど',
  create:
    '(?:予定を?|カレンダーに)?(?:追加|登録|記録|メモ)(?:して|しといて|しておいて)?|リマインド(?:して)?|入れて(?:ください|おいて)?|' +
    // The verb comes last, and a polite request ends in "?" ("歯医者を入れてくれる？"), which would read as
    // a question: a request to put something on the calendar is seen from the start, by a lookahead.
    `(?=.*(?:${ADD_VERBS})(?:て|といて|ておいて)(?:くれ|もらえ|いただけ)[^?？]{0,6}[?？]\\s*$)`,
  update: '(?:予定(?:の)?)?変更(?:して)?|予定を?(?:変えて|ずらして)',
  remove: '(?:予定(?:の|を)?)?(?:キャンセル|取り消し|取消|削除)(?:して)?',
  show: '(?:予定|スケジュール)?(?:を)?(?:教えて|見せて|表示して|確認)(?:ください)?',
  questions: [
    '(?:予定|スケジュール|用事|約束|予約)(?:は|って)(?=\\s*(?:[?？]|$|何|なに|ある|あります|入って|どう|いつ))',
    '(?:予定|スケジュール|用事|約束|予約)(?:は|が)?(?:何か)?(?:ある|あります|入って(?:る|います|いる))(?:か|の|っけ|\\s*[?？])',
    '何か(?:予定|用事|約束)',
    '(?:何|なに)(?:が|か)(?:ある|あります|あった|入って)',
    '(?:何|なに)の(?:予定|日)',
    'いつ(?:です|でした|だっけ|だった|なの|か)(?!ら)',
    'いつ\\s*[?？]',
    '何時(?:から|です|でした|だっけ|だった|なの)',
    '(?:予定|スケジュール|予約|いつ|何時|何が|なにが)(?:か|を|は|が)?\\s*(?:教えて|見せて|知りたい|確認したい)',
    '(?<!お?腹が?|おなかが?)空いて(?:る|います|いる)(?:か|の|\\s*[?？])',
    '暇(?:ですか|かな|\\s*[?？])',
    '^(?:今日|きょう|明日|あした|あさって|明後日|今週|来週|週末|今月|来月)\\s*の\\s*(?:予定|スケジュール)\\s*[?？]?$',
  ].join('|'),
  removeWords:
    'キャンセル|取り消|取消|取りやめ|とりやめ|削除|消して|消しといて|消去|中止|なしに|無しに|なくなった|無くなった|' +
    '行けなくなった|行かなくなった|やめにし|やめて(?:ください|おいて|くれ)|止めにし',
  changeWords:
    '変更|変えて|変えたい|変えといて|ずらして|ずらしたい|ずらす|移して|移動|延期|繰り下げ|繰り上げ|早めて|遅らせて|後ろ倒し|前倒し|' +
    'に(?:して|なった|なりました)(?:ください|おいて|くれ|ほしい|もらえ)?(?!.*(?:入れ|追加|登録))|じゃなくて|ではなくて',
  nouns: '予約|予定|約束|用事|アポ|リマインダー?|イベント|スケジュール',
  cues:
    'カレンダー|スケジュール|予定|予約|リマインド|リマインダー|思い出させ|お知らせして|知らせて|忘れないよう|アラーム|' +
    // The verb comes last: a day or time said before a word that cancels or moves ("金曜日の美容院を取り消して")
    `(?:${DAY_OR_TIME}).*(?:キャンセル|取り消|取消|取りやめ|削除|中止|行けなくなった|変更|ずらし|延期|変えて|移して|にして|にしておいて|にしといて)`,
  mine: '私の|わたしの|僕の|ぼくの|俺の|自分の|うちの',
  plans: '(?:し|行か|いか|出かけ)なければ|(?:し|行か|いか)ないと|(?:し|行か|いか)なきゃ|つもりです|予定です|予定がある',
  past: '昨日|きのう|一昨日|おととい|先週|先月|去年|昨年|さっき|この前|前回|(?:行き|来|会い|あり|し)ました(?:よ|ね)?$|(?:行っ|来|会っ)た(?:よ|の|ね)?$',
  notEvents:
    '写真|パスワード|アカウント|メール|住所|電話番号|連絡先|プロフィール|設定|言語|文字|声|メッセージ|会話|履歴|データ|お薬手帳|薬のリスト',
  numbers,
  // "第3水曜日": the ordinal's digit is taken in, as no weekday name may start right after a digit
  weekdays: [
    `${NTH}(?:日曜日?|日よう日|にちようび)|[(（]日[)）]`,
    `${NTH}(?:月曜日?|月よう日|げつようび)|[(（]月[)）]`,
    `${NTH}(?:火曜日?|火よう日|かようび)|[(（]火[)）]`,
    `${NTH}(?:水曜日?|水よう日|すいようび)|[(（]水[)）]`,
    `${NTH}(?:木曜日?|木よう日|もくようび)|[(（]木[)）]`,
    `${NTH}(?:金曜日?|金よう日|きんようび)|[(（]金[)）]`,
    `${NTH}(?:土曜日?|土よう日|どようび)|[(（]土[)）]`,
  ],
  months: [
    '(?<![\\d十])(?:1|一)月', '(?<![\\d十])(?:2|二)月', '(?:3|三)月', '(?:4|四)月', '(?:5|五)月', '(?:6|六)月',
    '(?:7|七)月', '(?:8|八)月', '(?:9|九)月', '(?<!\\d)(?:10|十)月', '(?:11|十一)月', '(?:12|十二)月',
  ], // prettier-ignore
  ordinals: [
    '第\\s*(?:1|一)|最初の|初めの|はじめの|1番目の|一番目の',
    '第\\s*(?:2|二)|2番目の|二番目の',
    '第\\s*(?:3|三)|3番目の|三番目の',
    '第\\s*(?:4|四)|4番目の|四番目の',
    '最終|最後の|末日|月末|末の',
  ],
  repeats: {
    // No match may end right before a digit (the plumbing's bound), so before "8時" a phrase stops one
    // character short: "毎朝8時" leaves "朝8時" to the clock reader, "毎日9時" and "平日7時" leave a lone
    // "日" that `leadIns` drops.
    daily:
      `毎日(?:の)?|毎(?=日${DIGIT_NEXT})|毎(?=[朝晩夕夜]\\s*(?:の\\s*)?(?:\\d|[一二三四五六七八九十]+時))|` +
      '毎朝|毎晩|毎夕|毎夜|毎昼|日に?(?:[1-3一二三])(?:回|度)|一日(?:[1-3一二三])(?:回|度)|1日(?:[1-3一二三])(?:回|度)',
    weekly: '毎週(?!\\s*(?:の\\s*)?[日月火水木金土](?:曜|よう))|週に?(?:1|一)(?:回|度)|週一',
    monthly: '毎月(?!\\s*(?:の\\s*)?(?:\\d|[一二三四五六七八九十]+日|第|最|末|初))|月に?(?:1|一)(?:回|度)|月一',
    yearly: `毎年|毎(?=年${DIGIT_NEXT})|` + '年に?(?:1|一)(?:回|度)|年一',
    workdays:
      `平日(?:の?毎日)?|平(?=日${DIGIT_NEXT})|` + '毎平日|(?:毎週)?月曜(?:日)?から金曜(?:日)?(?:まで)?|ウィークデー',
    weekends: '毎週末|毎週の?土日|週末(?:は|に)?毎週|週末ごと|土日は毎週',
    everyDay: '毎週\\s*の?|毎(?=\\s*[日月火水木金土](?:曜|よう))',
    dayPlurals: `${ANY_WEEKDAY}(?:ごと|毎)`,
    // "隔週" and "一日おき" say no number (the "一" is left out of the match and dropped): every other one
    everyN: `(${NUM})\\s*(${UNIT})\\s*(?:ごと|毎|に(?:1|一)(?:回|度))|隔(?:週|日|月)|(?<=一\\s*)(?:日|週間?|か月|ヶ月)おき`,
    monthDay:
      `毎月\\s*(?:の\\s*)?\\d{1,2}(?=\\s*日${DIGIT_NEXT})|` +
      '毎月\\s*(?:の\\s*)?(\\d{1,2}|一)\\s*日|毎月\\s*(?:の\\s*)?(末日|最終日|月末|最後の日)|毎月末|月末ごと',
    nthWeekday:
      `毎月\\s*(?:の\\s*)?(第\\s*[1-4一二三四]|最初の|最後の|最終)\\s*(${ANY_WEEKDAY})|` +
      `(第\\s*[1-4一二三四]|最初の|最後の|最終)\\s*(${ANY_WEEKDAY})\\s*(?:は|に)?\\s*(?:毎月|ごと)`,
    count: `(?<![日週月年]に?|一日|1日)(${NUM})\\s*回(?!目)(?:だけ|で終わり|まで)?`,
    length: `(?:これから|今後|この先)?\\s*(${NUM})\\s*(日間|週間|か月間?|ヶ月間?|カ月間?|ヵ月間?|年間)(?:だけ|の間|続けて)`,
    until: 'までの間|まで続けて',
    partsOfDay: { 朝: 'morning', 昼: 'afternoon', 夕: 'evening', 晩: 'evening', 夜: 'night' },
    unitOf: unitFrom([
      [/年/, 'year'],
      [/月/, 'month'],
      [/週/, 'week'],
      [/日/, 'day'],
    ]),
  },
  ranges: {
    nextDays: `(?:これから|今後|この先|向こう)\\s*の?\\s*(${NUM})\\s*日(?:間)?|(${NUM})\\s*日間の`,
    nextWeek: '来週(?!\\s*(?:の\\s*)?(?:[日月火水木金土](?:曜|よう)|末))',
    nextWeekend: '来週末|来週の週末|次の週末|今度の週末',
    thisWeekend: '今週末|今週の週末|この週末|週末',
    thisWeek: '今週(?!\\s*(?:の\\s*)?(?:[日月火水木金土](?:曜|よう)|末))',
    nextMonth: '来月(?!\\s*(?:の\\s*)?\\d)',
    thisMonth: '今月(?!\\s*(?:の\\s*)?\\d)',
  },
  summary: {
    // A particle left in front of the name once the date before it is cut ("[明日]に歯医者"), but not
    // the first kana of a name written in kana ("はいしゃ"); "お" and "ご" start names ("にお茶会").
    articles:
      '[、。：]|(?:には|では|にも|に|の|は|を|で|から|まで)(?=\\s*(?:[^\\s\\p{Script=Hiragana}]|[おご]))|' +
      '私の|わたしの|僕の|ぼくの|自分の|うちの|例の|次の|今度の|この',
    // A lone "日" or "年" between two cut-out phrases ("毎[日]9時"), or the "一" of "一日おき"
    leadIns: '(?<![\\p{L}\\p{N}])[日年一]|に|の|は|を|で|から|まで|、|来週の?|今週の?|再来週の?|次の|今度の|この',
    trailing: [
      // requests: "してください", "しておいて", "してくれる？", "お願いします"
      '(?:を|に|で|は|と|が)?(?:お願い(?:します|いたします|ね)?)',
      '(?:ください|下さい|くださいね|くれる|くれない|くれますか|くれませんか|もらえる|もらえますか|もらえませんか|ほしい|欲しい|ほしいです|ちょうだい|おいて|おく|ね|よ)',
      '(?:して|しといて|しておいて|しておく|する|します|しました|させて|して下さい)',
      '(?:入れて|入れといて|入れておいて|入れとく|いれて|追加|登録|記録|メモ|書いて|書いといて|予定に|カレンダーに)',
      '(?:キャンセル|取り消し|取り消して|取消|取りやめ|削除|消して|消しといて|消しておいて|消去|中止|なしに|無しに|やめに|止めに|やめて)',
      '(?:変更|変えて|変えたい|変えといて|ずらして|ずらしたい|移して|移動|延期|繰り下げ|繰り上げ|早めて|遅らせて)',
      '(?:リマインド|思い出させて|知らせて|お知らせ|教えて|見せて|確認|表示)',
      '(?:忘れないように|忘れないよう|忘れずに)',
      '(?:行けなくなった|行かなくなった|なくなった|無くなった|なくなりました|になった|になりました)(?:ので|から)?',
      'じゃなくて|ではなくて|じゃなく',
      // questions: "は何がありますか", "はいつですか", "はある？"
      '(?:何か|何が|なにが|何|なに)',
      '(?:ですか|でしたか|でしょうか|ますか|ありますか|あります|ある|あった|入ってる|入っています|空いてる|空いています|です|でした|だっけ|だった|なの|っけ|いつ|何時)',
      // appointment words after the name: "歯医者の予約"
      '(?:の)?(?:予約|予定|約束|用事|アポ|スケジュール|リマインダー)',
      // particles, and "のを"/"ことを" before a verb: "薬を飲むのを"
      'のを|ことを|ように|よう|って|から|まで|を|に|で|は|が|へ|の|も|と',
      '[？！。、]',
    ].join('|'),
    fillers:
      '(?:カレンダー|予定表|スケジュール|手帳)(?:に|へ|で|の中に)|すみません|すいません|(?:を|に)?お願い(?:します|いたします)?',
    afterVerb: '、|：',
    asking:
      '予定|スケジュール|用事|何か|何が|なにか|なにが|何|なに|ありますか|あります|ある|あるか|入って(?:る|います|いる)|' +
      '教えて|見せて|ください|確認|全部|すべて|私|わたし|空いて(?:る|います|いる)|暇|です|でしょうか|か|は|が|の|を|に|って|？',
  },
  evening: '夜|晩|夕方|夕食|晩ご飯|晩ごはん|夕飯|ディナー|今夜|今晩',
  relative: '来週の?|今週の?|次の|今度の|この',
  timeLead: '午前|午後|朝|夜|晩|夕方|昼|夜中',
  // What follows a number that starts a time or a date ("10時30分", "12月3日", "5日10時", "30分後"): the
  // plumbing hides a leading number unless this follows it, and no match may end before a digit.
  timeSuffix: `(?:時|じ)(?:${MINUTES})?|(?:月\\s*\\d{1,2}\\s*)?日(?:\\s*(?:の\\s*)?\\d{1,2}\\s*時(?:${MINUTES})?)?|分|週間`,
  dayFirst: false,
  dates: () => withParsers(chrono.ja.casual, japaneseParsers),
}
