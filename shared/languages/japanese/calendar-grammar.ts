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
  dayAfter,
  daysFromToday,
  type DayPart,
  nextDayOfMonth,
  PART_HOURS,
  parser,
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
const WEEKDAY = `([${WEEKDAY_KANJI}]|にち|げつ|か|すい|もく|きん|ど)(?:曜日?|よう日|ようび)|[(（]([${WEEKDAY_KANJI}])[)）]`
/** A weekday's kanji, or its reading in kana ("かようび"), to 0 Sunday .. 6 Saturday. */
const KANA_WEEKDAYS = ['にち', 'げつ', 'か', 'すい', 'もく', 'きん', 'ど']
const weekdayOf = (name: string) => (KANA_WEEKDAYS.includes(name) ? KANA_WEEKDAYS : [...WEEKDAY_KANJI]).indexOf(name)

/** Parts of the day said before an hour or alone. */
const parts: Record<string, DayPart> = {
  午前: 'am', 午後: 'pm', 朝: 'morning', 早朝: 'morning', 明け方: 'morning', 午前中: 'morning', 昼: 'afternoon',
  お昼: 'afternoon', 昼過ぎ: 'afternoon', お昼過ぎ: 'afternoon', 昼すぎ: 'afternoon', お昼すぎ: 'afternoon',
  夕方: 'evening', 夕: 'evening', 夜: 'evening', 晩: 'evening',
  夜中: 'night', 真夜中: 'night', 深夜: 'night',
  // in kana, as typed without converting
  ごぜん: 'am', ごご: 'pm', あさ: 'morning', ひる: 'afternoon', おひる: 'afternoon', ゆうがた: 'evening', よる: 'evening',
} // prettier-ignore
const PART_BEFORE_HOUR =
  '(午前|午後|早朝|明け方|朝|夜中|真夜中|深夜|夕方|夕|夜|晩|お昼過ぎ|お昼すぎ|昼過ぎ|昼すぎ|お昼|昼|ごぜん|ごご|あさ|おひる|ひる|ゆうがた|よる)'

/**
 * A clock time: "10時", "3時半", "10時15分", "10時15分前" (9:45), "7:30". Groups: hour, minutes
 * (半 or N分), 前 (before the hour), then hour and minutes of the colon form.
 */
const CLOCK =
  `(?:(\\d{1,2}|${KANJI})\\s*(?:時(?!間)|じ(?!かん|ゅう))(?:\\s*(半|はん|(?:\\d{1,2}|${KANJI})\\s*(?:分|ふん|ぷん))(?:\\s*(前|過ぎ|すぎ))?)?` +
  `|(\\d{1,2})\\s*:\\s*(\\d{2}))(?:\\s*(?:頃|ごろ|くらい|ぐらい|ちょうど))?`

/** Hour and minute from a CLOCK match's groups, starting at `first`. */
function clockOf(match: RegExpMatchArray, first: number): [number, number] | null {
  const [hourText, minuteText, relation, colonHour, colonMinute] = match.slice(first, first + 5)
  if (colonHour) return [Number(colonHour), Number(colonMinute)]
  const hour = japaneseNumber(hourText)
  if (hour === undefined) return null
  if (!minuteText) return [hour, 0]
  const minute = /^(?:半|はん)$/.test(minuteText)
    ? 30
    : japaneseNumber(minuteText.replace(/(?:分|ふん|ぷん)$/, '').trim())
  if (minute === undefined || minute > 59) return null
  // "1時15分前" is a quarter to one, which is 12:45 on the 12-hour clock people speak
  if (relation === '前' && minute > 0) return [hour === 0 ? 23 : hour === 1 ? 12 : hour - 1, 60 - minute]
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
  return dayAfter(context, days)
}

/** The coming weekday, after today ("次の金曜日", "今度の水曜日"). */
function comingWeekday(context: chrono.ParsingContext, weekday: number) {
  const today = context.reference.getDateWithAdjustedTimezone().getDay()
  return dayAfter(context, (weekday - today + 7) % 7 || 7)
}

/** The next date (today or later) with a given month and day. */
function nextMonthDay(context: chrono.ParsingContext, month: number, day: number): Components | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null
  const ref = context.reference.getDateWithAdjustedTimezone()
  const passed = month < ref.getMonth() + 1 || (month === ref.getMonth() + 1 && day < ref.getDate())
  return { year: ref.getFullYear() + (passed ? 1 : 0), month, day }
}

const japaneseParsers: chrono.Parser[] = [
  // "明後日", "あさって", "しあさって"
  parser('(明々後日|明明後日|しあさって|明後日|あさって)', (m, context) =>
    dayAfter(context, /し|明[々明]/.test(m[1]!) ? 3 : 2),
  ),
  // "来週の月曜日", "再来週の金曜", "今週の木曜日": a weekday of that week (weeks start on Monday)
  parser(`(再来週|来週|今週|さらいしゅう|らいしゅう|こんしゅう)\\s*(?:の\\s*)?(?:${WEEKDAY})`, (m, context) => {
    const weeks = /再来|さらい/.test(m[1]!) ? 2 : /来|らい/.test(m[1]!) ? 1 : 0
    return weekdayInWeek(context, weekdayOf(m[2] ?? m[3]!), weeks)
  }),
  // "次の金曜日", "今度の水曜": the coming one
  parser(`(?:次の|今度の|こんどの|この)\\s*(?:${WEEKDAY})`, (m, context) =>
    comingWeekday(context, weekdayOf(m[1] ?? m[2]!)),
  ),
  // "かようび", "きんようび": a weekday written in kana, the next one (chrono reads the kanji)
  parser('(にち|げつ|か|すい|もく|きん|ど)ようび', (m) => ({ weekday: weekdayOf(m[1]!) })),
  // "夜7時", "朝9時半", "夕方5時", "夜中の2時", "午後3時15分", and bare "10時15分前"
  parser(`(?:${PART_BEFORE_HOUR}\\s*(?:の\\s*)?)?${CLOCK}`, (m) => {
    const time = clockOf(m, 2)
    return time && partTime(m[1], ...time)
  }),
  // "10時から11時に変えて": a change from one time to another is a move to the second one
  parser(
    `(?:[、,]\\s*)?${CLOCK}\\s*から\\s*(?:${PART_BEFORE_HOUR}\\s*(?:の\\s*)?)?${CLOCK}(?=\\s*(?:に|へ)\\s*(?:変更|[変替代換]え|変わ|ずら|移|延期|早め|遅ら|直|して|し(?:と|て)?いて|なった|なりました))`,
    (m) => {
      const time = clockOf(m, 7)
      return time && partTime(m[6], ...time)
    },
  ),
  // "明朝9時", "明晩7時", "明朝": tomorrow, in the morning or evening ("明日の朝" is chrono's)
  parser(`(明朝|明晩|明夕)(?:\\s*(?:の\\s*)?${CLOCK})?`, (m, context) => {
    const time = clockOf(m, 2)
    const part = m[1] === '明朝' ? '朝' : '夜'
    const clock = time ? partTime(part, ...time) : { hour: PART_HOURS[parts[part]!], minute: 0 }
    return clock && { ...dayAfter(context, 1), ...clock }
  }),
  // "あすの10時", "あす": tomorrow, as it is also read
  parser('あす(?=\\s*(?:の|は|に|、|から|まで|\\s|\\d|[午朝夜夕昼晩]|$))', (_m, context) => dayAfter(context, 1)),
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
  // "朝一番に", "朝いちで": first thing in the morning, as English reads "first thing"
  parser('朝一番|朝いちばん|朝いち|朝一(?=\\s*(?:で|に|の|から))', () => ({ hour: 8, minute: 0, meridiem: 0 })),
  // "明日の朝", "金曜日の午後", "夜に": a usual time of that part of the day
  parser(
    '(?<![毎今明昨])(午前中|午前|午後|お?昼過ぎ|お?昼すぎ|朝|夕方|夜|晩)(?!\\s*(?:ご?飯|ごはん|食|日|刊|酌|景|更かし|遅く))',
    // "夕方" is late afternoon, before the evening's usual hour
    (m) => ({ hour: m[1] === '夕方' ? 17 : PART_HOURS[parts[m[1]!]!], minute: 0 }),
  ),
  // "12月3日", "十二月三日": the next such date
  parser(
    `(?<!\\d)(?<!\\d\\s*年\\s*)(\\d{1,2}|${KANJI})\\s*月\\s*(?:の\\s*)?(\\d{1,2}|${KANJI})\\s*日(?!\\s*(?:間|後|前|おき|ごと))`,
    (m, context) => nextMonthDay(context, japaneseNumber(m[1])!, japaneseNumber(m[2])!),
  ),
  // "12月の第1日曜日", "来月の最後の金曜日": that weekday of that month (this year's, or next year's when past)
  parser(
    `(?:(今月|来月|再来月)|(?<!\\d)(1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])\\s*月)\\s*(?:の\\s*)?` +
      `(第\\s*[1-4一二三四]|最初の|最後の|最終)\\s*(?:${WEEKDAY})`,
    (m, context) => {
      const ref = context.reference.getDateWithAdjustedTimezone()
      const nth = /最初/.test(m[3]!) ? 1 : /最/.test(m[3]!) ? -1 : japaneseNumber(m[3]!.replace(/^第\s*/, ''))!
      const weekday = weekdayOf(m[4] ?? m[5]!)
      const dayIn = (year: number, month: number) => {
        if (nth > 0) {
          const first = new Date(year, month, 1).getDay()
          return new Date(year, month, 1 + ((weekday - first + 7) % 7) + 7 * (nth - 1))
        }
        const last = new Date(year, month + 1, 0)
        return new Date(year, month, last.getDate() - ((last.getDay() - weekday + 7) % 7))
      }
      const month = m[1] ? ref.getMonth() + { 今月: 0, 来月: 1, 再来月: 2 }[m[1]]! : japaneseNumber(m[2])! - 1
      let date = dayIn(ref.getFullYear(), month)
      if (!m[1] && date < new Date(ref.getFullYear(), ref.getMonth(), ref.getDate()))
        date = dayIn(ref.getFullYear() + 1, month)
      return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }
    },
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
    // not "1日早めて", "2日遅らせて": a shift by days, which names no date
    '(?<![\\d月/])(?<!\\d\\s*月)(\\d{1,2})\\s*日(?!\\s*(?:間|後|前|おき|ごと|以内|ぶり|目|分|連続|早|遅|ずら|繰り|延ば|先|ずれ))',
    (m, context) => nextDayOfMonth(context, Number(m[1])),
  ),
  // "十五日に", "二十日の10時" (no month): the next such day; "三日後", "一日中", "一日2回" are no dates
  parser(
    `(?<![\\d月/〇一二三四五六七八九十毎今明昨本前先同翌当平休半数何週])(${KANJI})\\s*日` +
      '(?=\\s*(?:の|に(?!\\s*(?:\\d|[一二三])\\s*(?:回|度))|は|、|から|まで|より|\\s|\\d|[午朝夜夕昼晩正]|$))',
    (m, context) => {
      const day = japaneseNumber(m[1])
      return day === undefined ? null : nextDayOfMonth(context, day)
    },
  ),
  // "12月の予定", "来年の3月に": a month alone, its next coming (the parser reads it as the whole month)
  parser(
    `(?<![\\d〇一二三四五六七八九十今来先毎翌前再ヶかカヵケ箇])(1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])\\s*月` +
      '(?!\\s*(?:の\\s*)?(?:\\d|[〇一二三四五六七八九十]+\\s*日)|\\s*(?:曜|よう|[ヶかカヵケ箇]))',
    (m, context) => {
      const month = japaneseNumber(m[1])!
      const ref = context.reference.getDateWithAdjustedTimezone()
      const components = chrono.ParsingComponents.createRelativeFromReference(context.reference, {})
      components.assign('year', ref.getFullYear() + (month < ref.getMonth() + 1 ? 1 : 0))
      components.assign('month', month)
      components.imply('day', 1)
      return components
    },
  ),
  // "元旦", "大晦日", "クリスマスイブ": the next such date
  parser(
    '(元旦|元日|がんたん|大晦日|大みそか|おおみそか|クリスマス\\s*イ[ブヴ]|クリスマス)' +
      '(?=\\s*(?:の|に|は|、|から|まで|より|\\s|\\d|[午朝夜夕昼晩正]|$))',
    (m, context) => {
      const [month, day] = /元|がん/.test(m[1]!)
        ? [1, 1]
        : /晦|みそか/.test(m[1]!)
          ? [12, 31]
          : /イ/.test(m[1]!)
            ? [12, 24]
            : [12, 25]
      return nextMonthDay(context, month, day)
    },
  ),
  // "来週の今日", "再来週の今日": a week or two from today
  parser('(再来週|来週)\\s*(?:の\\s*)?(?:今日|きょう)', (m, context) => dayAfter(context, m[1] === '来週' ? 7 : 14)),
  // "2時間後", "30分後", "3日後", "1週間後": counted from now
  parser(`(${NUM}|半)\\s*(時間|分|日|週間|[かヶカヵケ箇]月|年)\\s*(?:後|あと)`, (m, context) => {
    const count = m[1] === '半' ? 0.5 : japaneseNumber(m[1])
    if (count === undefined) return null
    if (/月|年/.test(m[2]!)) {
      const ahead = m[2] === '年' ? 12 * count : count
      if (!Number.isInteger(ahead)) return null
      const ref = context.reference.getDateWithAdjustedTimezone()
      const months = ref.getMonth() + ahead
      const day = Math.min(ref.getDate(), new Date(ref.getFullYear(), months + 1, 0).getDate())
      const date = new Date(ref.getFullYear(), months, day)
      return { year: date.getFullYear(), month: date.getMonth() + 1, day }
    }
    if (m[2] === '時間')
      return chrono.ParsingComponents.createRelativeFromReference(
        context.reference,
        count === 0.5 ? { minute: 30 } : { hour: count },
      )
    if (m[2] === '分') return chrono.ParsingComponents.createRelativeFromReference(context.reference, { minute: count })
    return Number.isInteger(count) ? dayAfter(context, m[2] === '日' ? count : count * 7) : null
  }),
]

/**
 * What may follow the verb that ends a request ("入れて[おいてください]", "キャンセル[でお願いします]"): polite
 * endings and the punctuation after them. The verb is last in Japanese, so a request is read from
 * its end.
 */
const POLITE_END =
  '(?:ください|下さい|くださる|くれ(?:る|ない|ますか|ませんか)?|もらえ(?:る|ます|ません)?か?|もらいたい|' +
  'いただけ(?:る|ます|ません)か|いただきたい|(?:を|で)?(?:お願い|おねがい)(?:します|いたします|ね|でき(?:る|ます|ません)か)?|' +
  'でき(?:る|ます|ません)か|ほしい|欲しい|' +
  'ちょうだい|ん(?:だ|です)(?:けど|けれど|が)?|けど|けれど|です|ね|よ|な|[ー〜~…]|\\s)*[\\s。.!！?？]*$'
/** A day said in kana ("きょう", "あした"), and the kana that would make it part of a longer word. */
const KANA_DAY = /^(?:しあさって|あさって|きょう|あした|あす|こんや|こんばん|けさ)/u
const IN_WORD = /^(?:かい|しつ|だい|み|いく|りょく|つう|ゆう|ぎ|じゅ(?!う)|そう|か(?!ら)|と(?!き)|ば|なろ)/u

/** Whether chrono took a day out of a word written in kana: "きょう" in "きょうかい", "あした" in "あしたば". */
function kanaDayInWord(text: string, result: chrono.ParsingResult): boolean {
  const word = KANA_DAY.exec(result.text)?.[0]
  return word !== undefined && IN_WORD.test(text.slice(result.index + word.length))
}

/** Verb stems that put something on the calendar, before "て" ("入れて", "思い出させて"). */
const ADD_VERBS = '入れ|いれ|追加し|登録し|記録し|メモし|書い|思い出させ|リマインドし|知らせ|予約し'
/** A day to come, as a note names it: "明日", "金曜日", "来週の火曜", "10月8日", "12/3", "15日". */
const NOTE_DAY =
  '(?:明日|あした|あさって|明後日|しあさって|(?:(?:来週|今週|再来週|次|今度)\\s*の?\\s*)?[日月火水木金土](?:曜日?|よう日|ようび)|' +
  '\\d{1,2}\\s*月\\s*\\d{1,2}\\s*日|\\d{1,2}\\s*/\\s*\\d{1,2}|\\d{1,2}\\s*日)'
/** The name of an event in a note: kanji and katakana words joined by "の", "と", "で" ("孫の誕生日会"). */
const NOTE_NAME =
  '(?=(?:[^\\p{Script=Han}\\p{Script=Katakana}]*[\\p{Script=Han}\\p{Script=Katakana}]){2})' +
  // not how the day will be ("明日は大丈夫", "土曜日は雨"): that is talk, not a plan
  '(?!大丈夫|無理|平気|暇|休|雨|晴|曇|雪|台風|寒|暑|忙|楽しみ|残念|本当|最高|最悪|特に|何も)' +
  '(?:[\\p{Script=Han}\\p{Script=Katakana}ー]+(?:さん)?(?:の|と|で)?)+'
/**
 * A short note that is only a day and an event, either way round: "10月8日に健康診断", "明日は孫の誕生日会",
 * "来週の火曜 ガス点検", "ガス点検は来週の火曜". Sage asks for the time.
 */
const NOTE =
  `^(?:${NOTE_DAY}\\s*(?:に|は|の|、|\\s)\\s*${NOTE_NAME}(?:です|があります|がある)?|` +
  `${NOTE_NAME}\\s*(?:は|、|\\s)\\s*${NOTE_DAY}(?:です|に)?)[。!！]?$`
/** A request ends with a verb that takes an event off: "取り消して", "キャンセルでお願いします", "中止です". */
const REMOVE_END =
  '(?:キャンセル|きゃんせる|取り消し|とりけし|取消し?|取りやめ|とりやめ|削除|さくじょ|消去|中止|欠席)(?:し(?:て(?:おいて|おく)?|といて|とく|ちゃって|ます|たい)?|する|で|に(?:して|します|する|なりました|なった))?|' +
  '(?:やめ|止め|なし|無し)(?:に(?:して|します|する|しました)|で)|(?:やめ|止め)ます|(?:お)?休み(?:ます|にします|にして)|' +
  '(?:休む|やめる|行かない|キャンセルする)ことに(?:した|しました|します)|(?:行け|いけ)(?:なく(?:なった|なりました)|ません)|' +
  '(?:参加|出席)(?:しません|できません|できなく(?:なった|なりました))|(?:行き|いき)ません|' +
  '取り消(?:して(?:おいて|おく)?|しといて|しとく|しちゃって|します|したい|す)'
/** "消して" takes an event off only when the request speaks of the calendar ("電気を消して" does not). */
const ERASE_END = '消(?:して(?:おいて|おく)?|しといて|しとく|しちゃって|します|したい|す)'
/** A request ends with a verb that moves an event: "変更して", "ずらしてもらえますか", "変わりました". */
const CHANGE_END =
  '(?:変更|へんこう|変え|替え|代え|換え|かえ|ずら|移し|移動|延期|繰り下げ|繰り上げ|早め|遅らせ|直)(?:し|す)?(?:て(?:おいて|おく)?|といて|とく|ちゃって|ます|たい|る|で)?|' +
  '変わ(?:りました|った)|に(?:して|なった|なりました)'
/** Verbs that add, at the end of a request: "入れておいてください", "登録お願いします", "予約しといて". */
const ADD_END =
  '(?:入れ|いれ|書い|思い出させ|知らせ)(?:て(?:おいて|おく|ね)?|といて|とく)|' +
  '(?:追加|ついか|登録|とうろく|記録|メモ|予約|よやく|リマインド)(?:し(?:て(?:おいて|おく)?|といて|とく)|を|で)?'
/** Words that name a day or a time, for `cues`. */
const DAY_OR_TIME =
  '今日|きょう|明日|あした|あす|明朝|明晩|あさって|明後日|しあさって|今夜|今晩|来週|今週|再来週|週末|来月|今月|曜|[(（][日月火水木金土][)）]|\\d\\s*(?:日|時)|\\d:\\d\\d|正午|朝|夜|午前|午後'
/** The digit of an ordinal before a weekday ("第3"), for weekday names. */
const NTH = '(?:第\\s*\\d\\s*)?'
/** A digit comes next (a time), after optional space and "の". */
const DIGIT_NEXT = '\\s*(?:の\\s*)?\\d'
/** Minutes after "時", for timeSuffix. */
const MINUTES = '\\s*(?:半|はん|\\d{1,2}\\s*(?:分|ふん|ぷん))'
const ANY_WEEKDAY = `[${WEEKDAY_KANJI}](?:曜日?|よう日|ようび)`
/**
 * A weekday's kanji alone, in a list after "毎週" ("毎週月・水・金の9時", "毎週火木"), or as the whole
 * text (how the parser looks a matched name up).
 */
const bareWeekday = (kanji: string) =>
  `(?<=毎週\\s*(?:の\\s*)?(?:[${WEEKDAY_KANJI}](?:曜日?)?\\s*[・、,と]?\\s*)*)${kanji}` +
  `(?=\\s*(?:[・、,${WEEKDAY_KANJI}]|の|に|は|\\d|$))(?!\\s*(?:曜|よう))|^${kanji}$`
const UNIT = '日|週間?|か月|ヶ月|ケ月|カ月|ヵ月|箇月|月|年'

export const japaneseCalendarGrammar: CalendarGrammar = {
  openers:
    'すみません|すいません|あの[ーう〜]*|ええと|えーと|えっと|ねえ|ねぇ|ちょっと|お願い(?:します|ね)?|セージさん|セージ|悪いけど|申し訳ないけど',
  create:
    '(?:予定を?|カレンダーに)?(?:追加|登録|記録|メモ)(?:して|しといて|しておいて)?|リマインド(?:して)?|入れて(?:ください|おいて)?|' +
    // The verb is last: a request that ends with an adding verb is a create, whatever came before it
    `(?=.*(?:${ADD_END})${POLITE_END})|` +
    // The verb comes last, and a polite request ends in "?" ("歯医者を入れてくれる？"), which would read as
    // a question: a request to put something on the calendar is seen from the start, by a lookahead.
    `(?=.*(?:${ADD_VERBS})(?:て|といて|ておいて)(?:くれ|もらえ|いただけ)[^?？]{0,6}[?？]\\s*$)`,
  // The verb is last: a request that ends with a moving verb and names a day or time is a change
  update:
    '(?:予定(?:の)?)?変更(?:して)?|予定を?(?:変えて|ずらして)|' +
    `(?=(?=.*(?:${DAY_OR_TIME})).*(?:${CHANGE_END})${POLITE_END})`,
  // ... and one that ends with a removing verb is a cancellation ("消して" only about the calendar)
  remove:
    '(?:予定(?:の|を)?)?(?:キャンセル|取り消し|取消|削除)(?:して)?|' +
    `(?=.*(?:${REMOVE_END})${POLITE_END})|` +
    `(?=(?=.*(?:予定|予約|約束|用事|カレンダー|スケジュール|の(?:やつ|件)|(?:行|い)[かけ]な|いらな|${DAY_OR_TIME})).*(?:${ERASE_END})${POLITE_END})`,
  show: '(?:予定|スケジュール)?(?:を)?(?:教えて|おしえて|見せて|みせて|表示して|確認)(?:ください)?',
  questions: [
    '(?:予定|よてい|スケジュール|用事|約束|予約|よやく)(?:は|って)(?=\\s*(?:[?？]|$|何|なに|ある|あります|入って|どう|いつ))',
    '(?:予定|よてい|スケジュール|用事|約束|予約|よやく)(?:は|が)?(?:何か)?(?:ある|あります|ありました|あった|入って(?:る|た|ます|います|いる))(?:か|の|っけ|\\s*[?？])',
    '何か(?:予定|用事|約束)|どんな(?:予定|用事)',
    '(?:何|なに)(?:が|か)\\s*(?:ある|あり(?:ます|まし)|あっ|入って|はいって)',
    '(?:何|なに)の(?:予定|日)|(?:何|なに)を?する日',
    '(?:いつ|何日|何曜日?)(?:です|でした|だっけ|だった|なの|か)(?!ら)',
    'いつ\\s*[?？]',
    '何時(?:から|です|でした|だっけ|だった|なの)',
    '(?:予定|スケジュール|予約|いつ|何時|何が|なにが)(?:か|を|は|が)?\\s*(?:全部|ぜんぶ|全て|すべて)?\\s*(?:教えて|おしえて|見せて|みせて|知りたい|確認したい)',
    '(?<!お?腹が?|おなかが?)(?:空いて|あいて)(?:る|ます|います|いる)(?:か|の|\\s*[?？])',
    '(?:暇|ひま)(?:ですか|かな|\\s*[?？])',
    '^(?:今日|きょう|明日|あした|あす|あさって|明後日|今週|来週|週末|今月|来月)\\s*の\\s*(?:予定|よてい|スケジュール)\\s*(?:は)?\\s*[?？]?$',
    // "来週の火曜日は病院の日だったかしら": a day, then a past question at the end
    `(?:${DAY_OR_TIME}).*(?:だった|でした|だ)(?:っけ|かしら|かな)\\s*[?？]?$`,
  ].join('|'),
  removeWords:
    'キャンセル|きゃんせる|取り消|とりけし|取消|取りやめ|とりやめ|削除|消して|消しといて|消去|中止|なしに|無しに|なくなった|無くなった|' +
    '行けなくなった|行かなくなった|欠席|やめにし|やめて(?:ください|おいて|くれ)|止めにし|なしで|無しで|お休みします',
  changeWords:
    '変更|[変替代換]えて|変えたい|変えといて|ずらして|ずらしたい|ずらす|移して|移動|延期|繰り下げ|繰り上げ|早めて|遅らせて|後ろ倒し|前倒し|' +
    '変わりました|変わった|変わって|へんこう|' +
    'に(?:して|なった|なりました)(?:ください|おいて|くれ|ほしい|もらえ)?(?!.*(?:入れ|追加|登録))|じゃなくて|ではなくて',
  nouns: '予約|予定|約束|用事|アポ|リマインダー?|イベント|スケジュール|よやく|よてい',
  cues:
    'カレンダー|スケジュール|予定|予約|リマインド|リマインダー|思い出させ|お知らせして|知らせて|忘れないよう|アラーム|' +
    // "電話するように教えて", "止めるのを教えて", "行くって言って": a reminder
    '(?:ように|よう|のを|の|って|と)\\s*(?:教えて|おしえて|言って|声をかけて|声かけて)|' +
    `${NOTE}|` +
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
    `${NTH}(?:日曜日?|日よう日|にちようび)|[(（]日[)）]|${bareWeekday('日')}`,
    `${NTH}(?:月曜日?|月よう日|げつようび)|[(（]月[)）]|${bareWeekday('月')}`,
    `${NTH}(?:火曜日?|火よう日|かようび)|[(（]火[)）]|${bareWeekday('火')}`,
    `${NTH}(?:水曜日?|水よう日|すいようび)|[(（]水[)）]|${bareWeekday('水')}`,
    `${NTH}(?:木曜日?|木よう日|もくようび)|[(（]木[)）]|${bareWeekday('木')}`,
    `${NTH}(?:金曜日?|金よう日|きんようび)|[(（]金[)）]|${bareWeekday('金')}`,
    `${NTH}(?:土曜日?|土よう日|どようび)|[(（]土[)）]|${bareWeekday('土')}`,
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
    // Before "8時" a phrase stops one character short, so the clock reader gets the whole time:
    // "毎朝8時" leaves "朝8時" to it; "毎日9時" and "平日7時" leave a lone "日" that `leadIns` drops.
    daily:
      `毎日(?:の)?|毎(?=日${DIGIT_NEXT})|毎(?=[朝晩夕夜]\\s*(?:の\\s*)?(?:\\d|[一二三四五六七八九十]+時))|` +
      '毎朝|毎晩|毎夕|毎夜|毎昼|日に?(?:[1-3一二三])(?:回|度)|一日(?:[1-3一二三])(?:回|度)|1日(?:[1-3一二三])(?:回|度)',
    weekly: '毎週(?!\\s*(?:の\\s*)?[日月火水木金土](?:曜|よう))|週に?(?:1|一)(?:回|度)|週一',
    monthly:
      '毎月(?!\\s*(?:の\\s*)?(?:\\d|[一二三四五六七八九十]+日|第|最|末|初))|月に?(?:1|一)(?:回|度)|(?<![\\d〇一二三四五六七八九十])月一(?![日号號\\d〇一二三四五六七八九十])',
    yearly: `毎年|毎(?=年${DIGIT_NEXT})|` + '年に?(?:1|一)(?:回|度)|年一',
    workdays:
      `平日(?:の?毎日)?|平(?=日${DIGIT_NEXT})|` + '毎平日|(?:毎週)?月曜(?:日)?から金曜(?:日)?(?:まで)?|ウィークデー',
    weekends: '毎週末|毎週の?土日|週末(?:は|に)?毎週|週末ごと|土日は毎週',
    // "毎週月・水・金": the items before the last, the short weekday names included
    everyDay: `毎週\\s*の?(?:\\s*[${WEEKDAY_KANJI}](?:曜日?)?\\s*[・、,と]?)*|毎(?=\\s*[日月火水木金土](?:曜|よう))`,
    dayPlurals: `${ANY_WEEKDAY}(?:ごと|毎)`,
    // "隔週" and "一日おき" say no number (the "一" is left out of the match and dropped): every other one
    everyN: `(${NUM})\\s*(${UNIT})\\s*(?:ごと|毎|に(?:1|一)(?:回|度))|隔(?:週|日|月)|(?<=[一1]\\s*)(?:日|週間?|か月|ヶ月)おき`,
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
      '[、。：〜~]|(?:には|では|にも|に|の|は|を|で|と|から|まで|より)(?=\\s|[^\\s\\p{Script=Hiragana}]|[おご])|' +
      // "[10じ]にはいしゃ": "に" before a name in kana, but not the first kana of one ("にんじん", "にわ", "にもつ")
      'に(?=\\p{Script=Hiragana})(?![んわもおご])|' +
      '私の|わたしの|僕の|ぼくの|自分の|うちの|例の|次の|今度の|この',
    // A lone "日" or "年" between two cut-out phrases ("毎[日]9時"), or the "一" of "一日おき"
    leadIns:
      '(?<![\\p{L}\\p{N}])[日年一1]|に|の|は|を|(?<!の)で|から|まで|、|来週の?|今週の?|再来週の?|次の|今度の|この',
    trailing: [
      // requests: "してください", "しておいて", "してくれる？", "お願いします"
      '(?:を|に|で|は|と|が)?(?:お願い|おねがい)(?:します|いたします|ね)?',
      'したい|たい(?:です)?|ことに(?:しました|した|します|する)|より|いただけ(?:る|ます|ません)?|いただき(?:たい|ます)|でき(?:る|ます|ません)?か?',
      '(?:ください|下さい|くださいね|くれる|くれない|くれますか|くれませんか|もらえる|もらえますか|もらえませんか|ほしい|欲しい|ほしいです|ちょうだい|おいて|おく|ね|よ)',
      '(?:して|しといて|しておいて|しておく|する|します|しました|させて|して下さい)',
      '(?:入れて|入れといて|入れておいて|入れとく|いれて|追加|登録|記録|メモ|書いて|書いといて|予定に|カレンダーに)',
      '(?:キャンセル|きゃんせる|取り消し|取り消して|とりけして|とりけし|取消|取りやめ|削除|消して|消しといて|消しておいて|消去|中止|なしに|無しに|なしで|無しで|やめに|止めに|やめて|やめます|お?休みます|お?休み|休む|行かない|行けない|行けません)',
      '(?:変更|へんこう|[変替代換]えて|変えたい|変えといて|ずらして|ずらしたい|移して|移動|延期|繰り下げ|繰り上げ|早めて|遅らせて|変わりました|変わった|直して|直しておいて|直しといて)',
      '(?:リマインド|思い出させて|知らせて|お知らせ|教えて|見せて|確認|表示)',
      '(?:忘れないように|忘れないよう|忘れずに)',
      '(?:(?:行け|いけ|行か|いか)なく(?:なった|なりました)|なくなった|無くなった|なくなりました|になった|になりました)(?:ので|から)?',
      '欠席(?:します|する)?|(?:参加|出席)(?:しません|できません)|(?:行き|いき)ません|んだけど|んですけど|んですが|けど|けれど',
      '(?:もう)?(?:いらない|要らない|必要ない)(?:から|ので)?|の(?:やつ|件)|なので|ので|だから|(?:言って|いって|声をかけて|声かけて)|(?:行く|行きます|いきます|行ってきます|行ってくる)',
      'じゃなくて|ではなくて|じゃなく',
      // questions: "は何がありますか", "はいつですか", "はある？"
      '(?:何か|何が|なにが|何|なに)',
      '(?:ですか|でしたか|でしょうか|ますか|ありますか|あります|ありました|ある|あった|入ってる|入ってた|入っています|空いてる|空いています|です|でした|だっけ|だった|なの|っけ|かな|かしら|いつ|何時|何日|何曜日?)',
      // appointment words after the name: "歯医者の予約", "リハビリの時間"
      '(?:の)?(?:予約|予定|約束|用事|アポ|スケジュール|リマインダー)|の(?:時間|日時|日にち|曜日)',
      // particles, and "のを"/"ことを" before a verb: "薬を飲むのを"
      // ("の", "も", "と" only after kanji or katakana: they end words written in kana, "かいもの", "しごと")
      'のを|ことを|ように|よう|って|から|まで|を|に|で|は|が|へ|(?<![\\p{Script=Hiragana}])(?:の|も|と)|もう',
      '[？！。、]',
    ].join('|'),
    fillers:
      '(?:カレンダー|予定表|スケジュール|手帳)(?:に|へ|で|の中に)|すみません|すいません|(?:を|に)?お願い(?:します|いたします)?|' +
      // a reason said first ("体調が悪いので[明日の]デイサービスは休みます"), when a date and a name follow it
      '^.+?(?:ので|けど|けれど|けれども|のに|だから)[、,]?(?=\\s.*[\\p{Script=Han}\\p{Script=Katakana}]{2})|' +
      // a particle left after a date cut from the middle ("友達と[明日10時]にランチ")
      '(?<=\\s)(?:には|では|に|は|で|を|の|から|まで|より)(?=[^\\s\\p{Script=Hiragana}ー])|' +
      // "明日じゃなくて[あさって]の同じ時間": what a change keeps, and the day it is not
      'じゃなくて|ではなくて|じゃなく|(?:の\\s*)?同じ(?:時間|時刻)(?:に|で)?',
    afterVerb: '、|：',
    asking:
      '予定|スケジュール|用事|何か|何が|なにか|なにが|何|なに|ありますか|あります|ある|あるか|入って(?:る|います|いる)|' +
      '教えて|おしえて|見せて|みせて|ください|ちょうだい|確認|全部|すべて|私|わたし|(?:空いて|あいて)(?:る|ます|います|いる)?|暇|ひま|' +
      'です|でしょうか|ありました|あった|入って(?:る|た|ます|います)?|知り(?:たい)?|だっけ|っけ|かな|かしら|どんな|どう|これから|今後|' +
      '(?:\\d+|[一二三])\\s*週間|(?:何|なに)を?する日|どうなって(?:る|ます|います|いる)?|どうな|残り|' +
      'か|は|が|の|を|に|って|？',
  },
  evening: '夜|晩|夕方|夕食|晩ご飯|晩ごはん|夕飯|ディナー|今夜|今晩',
  relative: '来週の?|今週の?|次の|今度の|この',
  timeLead: '午前|午後|朝|夜|晩|夕方|昼|夜中|ごぜん|ごご|あさ|ひる|ゆうがた|よる',
  // What follows a number that starts a time or a date ("10時30分", "12月3日", "5日10時", "30分後"): the
  // parser hides a leading number unless this follows it.
  timeSuffix: `(?:時|じ)(?:${MINUTES})?|(?:月\\s*\\d{1,2}\\s*)?日(?:\\s*(?:の\\s*)?\\d{1,2}\\s*時(?:${MINUTES})?)?|分|週間|[かヶカヵケ箇]?月|年`,
  dayFirst: false,
  dates: () => {
    const reader = withParsers(chrono.ja.casual, japaneseParsers)
    reader.refiners.push({ refine: (context, results) => results.filter((r) => !kanaDayInWord(context.text, r)) })
    return reader
  },
}
