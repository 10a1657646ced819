import { describe, expect, it } from 'vitest'
import { isCalendarRequest } from './detect.ts'
import { parseCalendarRequest } from './parse.ts'

// Wednesday 18 November 2026, 10:05 in Tokyo.
const now = new Date('2026-11-18T10:05:00+09:00')
const parse = (text: string) => parseCalendarRequest(text, { now, timeZone: 'Asia/Tokyo' })
/** The wall-clock start, "YYYY-MM-DDTHH:mm". */
const wall = (iso: string | undefined) => iso?.slice(0, 16)

/** A request and what it must come out as. */
type Case = [text: string, start: string, word: string]

describe('Japanese requests', () => {
  describe('creates one-off events at the day and time said', () => {
    const cases: Case[] = [
      ['明日の10時に歯医者の予約を入れてください', '2026-11-19T10:00', '歯医者'],
      ['あさって午後2時に美容院', '2026-11-20T14:00', '美容院'],
      ['明後日の朝9時半 整形外科', '2026-11-20T09:30', '整形外科'],
      ['しあさっての午前11時に病院', '2026-11-21T11:00', '病院'],
      ['金曜日の3時に孫と買い物', '2026-11-20T15:00', '買い物'],
      ['来週の月曜日10時に眼科を入れておいて', '2026-11-23T10:00', '眼科'],
      ['来週の金曜 11時 市役所に行く', '2026-11-27T11:00', '市役所'],
      ['12月3日の午後1時半に内科の検診', '2026-12-03T13:30', '検診'],
      ['12/10の15:00に歯医者さん', '2026-12-10T15:00', '歯医者'],
      ['土曜日のお昼12時に友達とランチ', '2026-11-21T12:00', 'ランチ'],
      ['日曜日の正午に娘が来ます', '2026-11-22T12:00', '娘'],
      ['今夜7時に息子に電話する', '2026-11-18T19:00', '電話'],
      ['明日の夕方5時に犬の散歩', '2026-11-19T17:00', '散歩'],
      ['(月)10時 リハビリ', '2026-11-23T10:00', 'リハビリ'],
      ['水曜日の朝8時にゴミ出し', '2026-11-25T08:00', 'ゴミ出し'],
      ['5日の11時に銀行に行く', '2026-12-05T11:00', '銀行'],
      ['来月3日10時半に整骨院', '2026-12-03T10:30', '整骨院'],
      ['明日の15時にデイサービスの面談をお願いします', '2026-11-19T15:00', 'デイサービス'],
      ['明日10時15分前にタクシーを呼ぶ', '2026-11-19T09:45', 'タクシー'],
      ['十二月五日の午前十時にお茶会', '2026-12-05T10:00', 'お茶会'],
      ['明日の夜8時に町内会の集まりがあります', '2026-11-19T20:00', '町内会'],
      ['2時間後に薬を飲むのを思い出させて', '2026-11-18T12:05', '薬'],
      ['30分後に洗濯物を取り込むのを知らせて', '2026-11-18T10:35', '洗濯物'],
      ['金曜日の18時半に主人と外食', '2026-11-20T18:30', '外食'],
      ['あしたの10じに歯医者', '2026-11-19T10:00', '歯医者'],
      ['明日は10時からお茶会です', '2026-11-19T10:00', 'お茶会'],
      // A polite request that ends in "？" is still a request to add
      ['土曜日の午後4時に図書館を入れてくれる？', '2026-11-21T16:00', '図書館'],
      ['すみません、来週の火曜日の9時に耳鼻科の予約を入れといてもらえますか?', '2026-11-24T09:00', '耳鼻科'],
    ]
    it.each(cases)('%s', (text, start, word) => {
      const request = parse(text)
      expect(request.action, text).toBe('create')
      expect(wall(request.start), text).toBe(start)
      expect(request.summary, text).toContain(word)
      expect(request.missingFields, text).toEqual([])
      expect(request.language, text).toBe('japanese')
      expect(isCalendarRequest(text), text).toBe(true)
    })
  })

  describe('repeats', () => {
    const cases: [text: string, start: string, word: string, rule: string][] = [
      ['毎朝8時に薬を飲むのを思い出させて', '2026-11-19T08:00', '薬', 'RRULE:FREQ=DAILY'],
      ['毎晩9時に血圧を測る', '2026-11-18T21:00', '血圧', 'RRULE:FREQ=DAILY'],
      ['毎朝7時半に目薬をさすのを思い出させてくれる？', '2026-11-19T07:30', '目薬', 'RRULE:FREQ=DAILY'],
      ['毎日9時に体重をはかる', '2026-11-19T09:00', '体重', 'RRULE:FREQ=DAILY;INTERVAL=1'],
      ['毎週月曜日の10時に体操教室', '2026-11-23T10:00', '体操教室', 'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO'],
      ['平日の朝7時に散歩', '2026-11-19T07:00', '散歩', 'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR'],
      ['2週間ごとに火曜日の午後2時に書道教室', '2026-11-24T14:00', '書道教室', 'RRULE:FREQ=WEEKLY;INTERVAL=2'],
      ['隔週の木曜日10時に囲碁', '2026-11-19T10:00', '囲碁', 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TH'],
      [
        '毎月1日の9時に家賃を払うのを忘れないように',
        '2026-12-01T09:00',
        '家賃',
        'RRULE:FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1',
      ],
      ['毎月第1月曜日の10時に老人会', '2026-12-07T10:00', '老人会', 'RRULE:FREQ=MONTHLY;INTERVAL=1;BYDAY=+1MO'],
      ['毎月第3水曜日の午後1時半に句会', '2026-11-18T13:30', '句会', 'RRULE:FREQ=MONTHLY;INTERVAL=1;BYDAY=+3WE'],
    ]
    it.each(cases)('%s', (text, start, word, rule) => {
      const request = parse(text)
      expect(request.action, text).toBe('create')
      expect(wall(request.start), text).toBe(start)
      expect(request.summary, text).toContain(word)
      expect(request.isRecurring, text).toBe(true)
      expect(request.recurrencePattern?.startsWith(rule), `${text}: ${request.recurrencePattern}`).toBe(true)
      expect(isCalendarRequest(text), text).toBe(true)
    })
  })

  describe('asks for the time when only a day is said', () => {
    const cases: [text: string, word: string][] = [
      ['金曜日に孫の誕生日会を予定に入れて', '誕生日会'],
      ['来週の火曜日に美容院の予約', '美容院'],
      ['あさって病院の予約を入れてください', '病院'],
    ]
    it.each(cases)('%s', (text, word) => {
      const request = parse(text)
      expect(request.action, text).toBe('create')
      expect(request.start, text).toBeUndefined()
      expect(request.missingFields, text).toContain('start')
      expect(request.summary, text).toContain(word)
      expect(isCalendarRequest(text), text).toBe(true)
    })
  })

  describe('moves an event to the last day or time said', () => {
    const cases: Case[] = [
      ['歯医者の予約を金曜日の3時に変更してください', '2026-11-20T15:00', '歯医者'],
      ['明日の美容院を10時から11時に変えて', '2026-11-19T11:00', '美容院'],
      ['眼科の予約、来週の水曜日にずらしてくれる？', '2026-11-25', '眼科'],
      ['金曜日のリハビリを月曜日の2時にしてください', '2026-11-23T14:00', 'リハビリ'],
      ['お茶会は3時じゃなくて4時にしておいて', '2026-11-18T16:00', 'お茶会'],
      ['明日の病院、9時を10時半に変更して', '2026-11-19T10:30', '病院'],
      ['木曜の会議を2時から3時にずらして', '2026-11-19T15:00', '会議'],
    ]
    it.each(cases)('%s', (text, start, word) => {
      const request = parse(text)
      expect(request.action, text).toBe('update')
      expect(request.start?.startsWith(start), `${text}: ${request.start}`).toBe(true)
      expect(request.searchQuery, text).toContain(word)
      expect(isCalendarRequest(text), text).toBe(true)
    })
  })

  describe('cancels the event named', () => {
    const cases: [text: string, word: string][] = [
      ['明日の歯医者の予約をキャンセルしてください', '歯医者'],
      ['金曜日の美容院を取り消して', '美容院'],
      ['カラオケの予定を削除して', 'カラオケ'],
      ['来週の囲碁教室は中止になったので消しておいて', '囲碁教室'],
      ['水曜日のヨガ、行けなくなった', 'ヨガ'],
      ['歯医者さんの予約をキャンセルしてもらえますか', '歯医者'],
    ]
    it.each(cases)('%s', (text, word) => {
      const request = parse(text)
      expect(request.action, text).toBe('delete')
      expect(request.searchQuery, text).toContain(word)
      expect(isCalendarRequest(text), text).toBe(true)
    })
  })

  describe('answers questions about a day or a week', () => {
    const cases: [text: string, rangeStart: string, rangeEnd: string][] = [
      ['今日の予定は？', '2026-11-18', '2026-11-19T00:00'],
      ['明日は何がありますか', '2026-11-19T00:00', '2026-11-20T00:00'],
      ['あさっての予定を見せてください', '2026-11-20T00:00', '2026-11-21T00:00'],
      ['今週の予定を教えて', '2026-11-18', '2026-11-23T00:00'],
      ['来週は何か予定ある？', '2026-11-23T00:00', '2026-11-30T00:00'],
      ['週末は何か予定ありますか', '2026-11-21T00:00', '2026-11-23T00:00'],
      ['明日の午後は空いてる？', '2026-11-19T00:00', '2026-11-20T00:00'],
    ]
    it.each(cases)('%s', (text, rangeStart, rangeEnd) => {
      const request = parse(text)
      expect(request.action, text).toBe('get')
      expect(request.rangeStart?.startsWith(rangeStart), `${text}: ${request.rangeStart}`).toBe(true)
      expect(wall(request.rangeEnd), text).toBe(rangeEnd)
      expect(request.searchQuery, text).toBeUndefined()
      expect(isCalendarRequest(text), text).toBe(true)
    })

    it.each([
      ['歯医者はいつですか', '歯医者'],
      ['次の病院はいつだっけ', '病院'],
    ])('%s', (text, word) => {
      expect(parse(text)).toMatchObject({ action: 'get', searchQuery: word })
      expect(isCalendarRequest(text), text).toBe(true)
    })
  })

  describe('reads more ways of saying when', () => {
    const cases: Case[] = [
      // a day of the month in kanji, a named day, "N時M分前" just after noon, the Nth weekday of a month
      ['二十日の午後三時に整体', '2026-11-20T15:00', '整体'],
      ['元日の11時に神社へ初詣', '2027-01-01T11:00', '初詣'],
      ['土曜日の1時15分前に駅で待ち合わせ', '2026-11-21T12:45', '待ち合わせ'],
      ['12月の第2日曜日の10時に餅つき大会', '2026-12-13T10:00', '餅つき'],
      ['３ヶ月後の10時に眼科の定期検査', '2027-02-18T10:00', '定期検査'],
      // typed in kana, without converting
      ['らいしゅうの もくようび ごぜん１１じ はいしゃ', '2026-11-26T11:00', 'はいしゃ'],
      ['明朝8時に燃えるゴミを出す', '2026-11-19T08:00', 'ゴミ'],
    ]
    it.each(cases)('%s', (text, start, word) => {
      const request = parse(text)
      expect(request.action, text).toBe('create')
      expect(wall(request.start), text).toBe(start)
      expect(request.summary, text).toContain(word)
      expect(isCalendarRequest(text), text).toBe(true)
    })

    it('keeps a morning hour said after a day when asked in the evening', () => {
      const evening = new Date('2026-11-18T21:00:00+09:00')
      const request = parseCalendarRequest('あさって10時に公民館で俳句の会', { now: evening, timeZone: 'Asia/Tokyo' })
      expect(wall(request.start)).toBe('2026-11-20T10:00')
    })

    it.each([
      ['毎週火・金の朝10時に体操教室', '2026-11-20T10:00', 'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,FR'],
      ['１日おきに夜9時に足湯', '2026-11-18T21:00', 'RRULE:FREQ=DAILY;INTERVAL=2'],
    ])('%s', (text, start, rule) => {
      const request = parse(text)
      expect(wall(request.start), text).toBe(start)
      expect(request.recurrencePattern?.startsWith(rule), `${text}: ${request.recurrencePattern}`).toBe(true)
    })
  })

  describe('reads a request from the verb at its end', () => {
    it.each([
      ['来週の金曜日　町内会の清掃', 'create', '清掃'],
      ['木曜日にクリーニング屋さんを入れておいて', 'create', 'クリーニング'],
      ['明日のデイケアは休みます', 'delete', 'デイケア'],
      ['句会のやつ、もういらないから消しといて', 'delete', '句会'],
      ['土曜日の同窓会は欠席します', 'delete', '同窓会'],
      ['書道教室が12月2日の2時に変わりました', 'update', '書道教室'],
    ])('%s', (text, action, word) => {
      const request = parse(text)
      expect(request.action, text).toBe(action)
      expect(request.summary ?? request.searchQuery, text).toContain(word)
      expect(isCalendarRequest(text), text).toBe(true)
    })

    it('moves to the second time of "N時からM時に"', () => {
      expect(wall(parse('整体、3時から4時半にしてもらえる？').start)).toBe('2026-11-18T16:30')
    })

    it.each([
      ['12月の予定を教えてください', '2026-12-01T00:00', '2027-01-01T00:00'],
      ['土曜日、何か入ってたかしら', '2026-11-21T00:00', '2026-11-22T00:00'],
      ['金曜日は空いてますか', '2026-11-20T00:00', '2026-11-21T00:00'],
    ])('%s', (text, rangeStart, rangeEnd) => {
      const request = parse(text)
      expect(request.action, text).toBe('get')
      expect(wall(request.rangeStart), text).toBe(rangeStart)
      expect(wall(request.rangeEnd), text).toBe(rangeEnd)
      expect(request.searchQuery, text).toBeUndefined()
    })
  })

  describe('leaves small talk alone', () => {
    it.each([
      '電気を消して',
      'テレビ消しといて',
      '髪型を変えたい',
      '明日は大丈夫',
      '明日は雨',
      '今日はいい天気ですね',
      '明日の天気はどうですか',
      '夫に会いたいです',
      'こんにちは、お元気ですか',
      '孫の写真を見せて',
      'お腹が空いています',
      '昨日は病院に行きました',
    ])('%s', (text) => {
      expect(isCalendarRequest(text), text).toBe(false)
    })
  })
})
