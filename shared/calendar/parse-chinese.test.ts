import { describe, expect, it } from 'vitest'
import { isCalendarRequest } from './detect.ts'
import { parseCalendarRequest } from './parse.ts'

// Wednesday 18 November 2026, 10:05 in Shanghai.
const now = new Date('2026-11-18T10:05:00+08:00')
const timeZone = 'Asia/Shanghai'
const parse = (text: string) => parseCalendarRequest(text, { now, timeZone })

type Create = { text: string; start: string; word: string }

// One-off events with a day and a time, typed the way people do: short notes, spaces or none,
// Chinese numerals or digits, full-width digits.
const creates: Create[] = [
  { text: '明天上午10点看牙医', start: '2026-11-19T10:00', word: '牙医' },
  { text: '帮我加一个后天下午三点的理发', start: '2026-11-20T15:00', word: '理发' },
  { text: '提醒我周五下午3点给女儿打电话', start: '2026-11-20T15:00', word: '女儿' },
  { text: '下周一早上九点半去医院复查', start: '2026-11-23T09:30', word: '复查' },
  { text: '12月3号下午2点 社区体检', start: '2026-12-03T14:00', word: '体检' },
  { text: '请帮我记一下，星期天上午十点去教堂', start: '2026-11-22T10:00', word: '教堂' },
  { text: '礼拜六中午和老同学吃饭', start: '2026-11-21T12:00', word: '老同学' },
  { text: '今晚7点半跳广场舞', start: '2026-11-18T19:30', word: '广场舞' },
  { text: '后天晚上八点看京剧', start: '2026-11-20T20:00', word: '京剧' },
  { text: '周四15:30 银行办事', start: '2026-11-19T15:30', word: '银行' },
  { text: '添加 11/25 上午9点 量血压', start: '2026-11-25T09:00', word: '血压' },
  { text: '明天两点打麻将', start: '2026-11-19T14:00', word: '麻将' },
  { text: '周二十点半理疗', start: '2026-11-24T10:30', word: '理疗' },
  { text: '5号上午十点交水电费', start: '2026-12-05T10:00', word: '水电费' },
  { text: '今天差一刻四点接孙子放学', start: '2026-11-18T15:45', word: '孙子' },
  { text: '星期五下午3点一刻 牙医复诊', start: '2026-11-20T15:15', word: '牙医' },
  { text: '下个月3号上午九点 去医院拿药', start: '2026-12-03T09:00', word: '拿药' },
  { text: '明早8点 抽血', start: '2026-11-19T08:00', word: '抽血' },
  { text: '记得明天中午12点吃降压药', start: '2026-11-19T12:00', word: '降压药' },
  { text: '2026年12月1日 上午10点 老年大学报名', start: '2026-12-01T10:00', word: '报名' },
  { text: '安排周日傍晚6点家庭聚餐', start: '2026-11-22T18:00', word: '聚餐' },
  { text: '周三晚上8点和儿子视频', start: '2026-11-18T20:00', word: '儿子' },
  { text: '星期天上午 陪老伴去公园', start: '2026-11-22T09:00', word: '公园' },
  { text: '明天１０点半 量血糖', start: '2026-11-19T10:30', word: '血糖' },
  { text: '明天20点 看春晚重播', start: '2026-11-19T20:00', word: '春晚' },
]

type Repeat = { text: string; start: string; rule: string; word: string }

const repeats: Repeat[] = [
  { text: '提醒我每天早上8点吃药', start: '2026-11-19T08:00', rule: 'RRULE:FREQ=DAILY;INTERVAL=1', word: '吃药' },
  {
    text: '每周一上午9点去社区打太极',
    start: '2026-11-23T09:00',
    rule: 'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO',
    word: '太极',
  },
  {
    text: '每个工作日下午5点遛狗',
    start: '2026-11-18T17:00',
    rule: 'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR',
    word: '遛狗',
  },
  {
    text: '每两周的周六上午10点打扫卫生',
    start: '2026-11-21T10:00',
    rule: 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SA',
    word: '打扫',
  },
  {
    text: '每个月1号上午9点交房租',
    start: '2026-12-01T09:00',
    rule: 'RRULE:FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1',
    word: '房租',
  },
  {
    text: '每个月的第一个星期一下午两点开读书会',
    start: '2026-12-07T14:00',
    rule: 'RRULE:FREQ=MONTHLY;INTERVAL=1;BYDAY=+1MO',
    word: '读书会',
  },
  { text: '每晚9点提醒我泡脚', start: '2026-11-18T21:00', rule: 'RRULE:FREQ=DAILY;INTERVAL=1', word: '泡脚' },
  { text: '每隔一天早上8点浇花', start: '2026-11-19T08:00', rule: 'RRULE:FREQ=DAILY;INTERVAL=2', word: '浇花' },
]

// A day but no time: Sage must ask when.
const untimed: { text: string; word: string }[] = [
  { text: '帮我加一个后天去医院复查', word: '复查' },
  { text: '记一下，下周三要交电费', word: '电费' },
  { text: '提醒我星期五给孙女买生日礼物', word: '礼物' },
]

type Move = { text: string; start: string; query: string }

// Changes: the new day or time is the last one said.
const moves: Move[] = [
  { text: '把明天的牙医改到周五上午10点', start: '2026-11-20T10:00', query: '牙医' },
  { text: '把和老王的午饭挪到下周二中午', start: '2026-11-24T12:00', query: '午饭' },
  { text: '我的体检改成12月5号上午8点', start: '2026-12-05T08:00', query: '体检' },
  { text: '麻烦把周六的聚餐改到周日晚上6点', start: '2026-11-22T18:00', query: '聚餐' },
  { text: '推迟太极课，改到后天早上9点', start: '2026-11-20T09:00', query: '太极' },
  { text: '把星期五下午3点的按摩改到星期六上午十点', start: '2026-11-21T10:00', query: '按摩' },
]

const cancels: { text: string; query: string }[] = [
  { text: '帮我取消明天的牙医', query: '牙医' },
  { text: '周五的理发不去了，取消吧', query: '理发' },
  { text: '删除下周三的体检预约', query: '体检' },
  { text: '帮我取消周六和张阿姨的下午茶', query: '下午茶' },
  { text: '明天上午的太极课取消', query: '太极' },
]

type Question = { text: string; from: string; to: string }

const questions: Question[] = [
  { text: '我明天有什么安排？', from: '2026-11-19T00:00', to: '2026-11-20T00:00' },
  { text: '今天有事吗', from: '2026-11-18T00:00', to: '2026-11-19T00:00' },
  { text: '这周我都有哪些预约', from: '2026-11-18T00:00', to: '2026-11-23T00:00' },
  { text: '下周有什么活动？', from: '2026-11-23T00:00', to: '2026-11-30T00:00' },
  { text: '看看我后天的安排', from: '2026-11-20T00:00', to: '2026-11-21T00:00' },
  { text: '本周还有什么事情', from: '2026-11-18T00:00', to: '2026-11-23T00:00' },
]

const smallTalk = [
  '今天天气怎么样？',
  '我很想念我老伴',
  '你好，最近身体还好吗',
  '给我讲个笑话吧',
  '现在几点了？',
  '今天是几号？',
]

describe('Chinese calendar requests', () => {
  it.each(creates)('creates "$text"', ({ text, start, word }) => {
    const request = parse(text)
    expect(isCalendarRequest(text)).toBe(true)
    expect(request.language).toBe('chinese')
    expect(request.action).toBe('create')
    expect(request.start?.slice(0, 16)).toBe(start)
    expect(request.summary).toContain(word)
    expect(request.missingFields).toEqual([])
  })

  it.each(repeats)('repeats "$text"', ({ text, start, rule, word }) => {
    const request = parse(text)
    expect(isCalendarRequest(text)).toBe(true)
    expect(request.action).toBe('create')
    expect(request.isRecurring).toBe(true)
    expect(request.recurrencePattern).toBe(rule)
    expect(request.start?.slice(0, 16)).toBe(start)
    expect(request.summary).toContain(word)
  })

  it.each(untimed)('asks for the time of "$text"', ({ text, word }) => {
    const request = parse(text)
    expect(isCalendarRequest(text)).toBe(true)
    expect(request.action).toBe('create')
    expect(request.start).toBeUndefined()
    expect(request.missingFields).toContain('start')
    expect(request.summary).toContain(word)
  })

  it.each(moves)('moves "$text"', ({ text, start, query }) => {
    const request = parse(text)
    expect(isCalendarRequest(text)).toBe(true)
    expect(request.action).toBe('update')
    expect(request.start?.slice(0, 16)).toBe(start)
    expect(request.searchQuery).toContain(query)
  })

  it('moves to a time alone, keeping the day', () => {
    const request = parse('周四的理发推迟到下午4点')
    expect(request).toMatchObject({ action: 'update' })
    expect(request.searchQuery).toContain('理发')
    expect(request.start).toMatch(/T16:00/)
  })

  it.each(cancels)('cancels "$text"', ({ text, query }) => {
    const request = parse(text)
    expect(isCalendarRequest(text)).toBe(true)
    expect(request.action).toBe('delete')
    expect(request.searchQuery).toContain(query)
  })

  it.each(questions)('answers "$text"', ({ text, from, to }) => {
    const request = parse(text)
    expect(isCalendarRequest(text)).toBe(true)
    expect(request.action).toBe('get')
    expect(request.rangeStart?.slice(0, 16)).toBe(from)
    expect(request.rangeEnd?.slice(0, 16)).toBe(to)
    expect(request.searchQuery).toBeUndefined()
  })

  it('asks when a named event is', () => {
    const request = parse('我的牙医预约是哪天？')
    expect(isCalendarRequest('我的牙医预约是哪天？')).toBe(true)
    expect(request.action).toBe('get')
    expect(request.searchQuery).toContain('牙医')
  })

  it.each(smallTalk)('leaves "%s" to the chat', (text) => {
    expect(isCalendarRequest(text)).toBe(false)
  })

  it('reads 把 as opening a change or a removal', () => {
    expect(isCalendarRequest('把牙医改到下午三点')).toBe(true)
    expect(parse('把牙医改到下午三点')).toMatchObject({ action: 'update', searchQuery: '牙医', timeOnly: true })
    expect(parse('把牙医改到下午三点').start?.slice(11, 16)).toBe('15:00')
    expect(parse('把周五的理发取消')).toMatchObject({ action: 'delete', searchQuery: '理发' })
  })

  it('asks about a day in other words', () => {
    expect(parse('我下周一有约吗')).toMatchObject({ action: 'get', rangeStart: '2026-11-23T00:00:00+08:00' })
    expect(parse('明天几点看牙医？')).toMatchObject({ action: 'get', searchQuery: '看牙医' })
  })

  it('asks for a time rather than read a date that does not exist', () => {
    expect(parse('2月30号上午10点 开会').missingFields).toContain('start')
  })

  it('counts and lengths of repeats', () => {
    expect(parse('每天吃药，一共10次，早上8点').recurrencePattern).toBe('RRULE:FREQ=DAILY;INTERVAL=1;COUNT=10')
    expect(parse('每周三下午2点，连续4周，康复训练').recurrencePattern).toBe(
      'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;COUNT=4',
    )
  })

  it('does not read "晚一点" (a little later) as one o\'clock', () => {
    const request = parse('明天上午十点看牙医，晚一点也行')
    expect(request.start?.slice(0, 16)).toBe('2026-11-19T10:00')
  })
})

// Ways of saying days, times and requests that the first readings missed, each a whole class.
describe('Chinese calendar requests, more ways to say them', () => {
  it.each([
    // Days counted from today, dotted dates and times, am/pm as many write it.
    { text: '5天后下午三点 去医院换药', start: '2026-11-23T15:00', word: '换药' },
    { text: '后天早上7.45 赶火车', start: '2026-11-20T07:45', word: '火车' },
    { text: '12.8号上午十点 社区体检', start: '2026-12-08T10:00', word: '体检' },
    { text: '星期四 4pm 去游泳', start: '2026-11-19T16:00', word: '游泳' },
    // "一下" is "a little": "约一下周五" is this Friday, not next week's.
    { text: '帮我约一下周五上午九点的按摩', start: '2026-11-20T09:00', word: '按摩' },
    // An hour between "I" and "have to" is a plan; "左右" (about) is no part of the name.
    { text: '我晚上7点半要去看戏', start: '2026-11-18T19:30', word: '看戏' },
    { text: '明天中午12点半左右 跟老伴吃饭', start: '2026-11-19T12:30', word: '吃饭' },
  ])('creates "$text"', ({ text, start, word }) => {
    const request = parse(text)
    expect(isCalendarRequest(text)).toBe(true)
    expect(request).toMatchObject({ action: 'create', missingFields: [] })
    expect(request.start?.slice(0, 16)).toBe(start)
    expect(request.summary).toContain(word)
    expect(request.summary).not.toMatch(/左右|要/)
  })

  it.each([
    { text: '每周二四六早上六点半 打太极', rule: 'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH,SA' },
    { text: '每周一、三上午十点 针灸', rule: 'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE' },
    { text: '隔周的周二下午3点 理疗', rule: 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU' },
    {
      text: '每周五晚上8点 给孙子打电话 直到12月底',
      rule: 'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=FR;UNTIL=20261231T155959Z',
    },
  ])('repeats "$text"', ({ text, rule }) => {
    expect(parse(text).recurrencePattern).toBe(rule)
  })

  it.each([
    { text: '下个月15号老李家办喜事 帮我记一下', word: '喜事' },
    { text: '明天记得交电费', word: '电费' },
  ])('takes a request whose verb comes after the day or last: "$text"', ({ text, word }) => {
    const request = parse(text)
    expect(isCalendarRequest(text)).toBe(true)
    expect(request.action).toBe('create')
    expect(request.missingFields).toContain('start')
    expect(request.summary).toContain(word)
  })

  it.each([
    { text: '太极班那个活动取消吧', query: '太极' },
    { text: '周六不去钓鱼了', query: '钓鱼' },
    { text: '不用再提醒我量血压了', query: '血压' },
    { text: '跨年晚会不去了', query: '跨年晚会' },
  ])('removes "$text"', ({ text, query }) => {
    expect(isCalendarRequest(text)).toBe(true)
    expect(parse(text)).toMatchObject({ action: 'delete', searchQuery: expect.stringContaining(query) })
  })

  it('moves with 换成 and reads "看一下下周五" as next week\'s Friday', () => {
    const move = parse('针灸换成下周二上午十点')
    expect(move).toMatchObject({ action: 'update', searchQuery: '针灸' })
    expect(move.start?.slice(0, 16)).toBe('2026-11-24T10:00')
    expect(parse('看一下下周五的日程')).toMatchObject({ action: 'get', rangeStart: '2026-11-27T00:00:00+08:00' })
  })

  it('reads festivals, on the solar or the lunar calendar, and 元月 as January', () => {
    const early = { now: new Date('2026-09-01T09:00:00+08:00'), timeZone }
    expect(parseCalendarRequest('中秋节晚上六点 全家吃团圆饭', early).start?.slice(0, 16)).toBe('2026-09-25T18:00')
    expect(parse('元旦那天中午十二点 全家聚餐').start?.slice(0, 16)).toBe('2027-01-01T12:00')
    expect(parse('明年元月5号上午9点 老干部活动').start?.slice(0, 16)).toBe('2027-01-05T09:00')
    expect(parse('除夕晚上7点 年夜饭').summary).toBe('年夜饭')
  })

  it.each(['后天都有啥事', '下个星期我有几个约会'])('answers "%s" for the whole window', (text) => {
    expect(isCalendarRequest(text)).toBe(true)
    const request = parse(text)
    expect(request.action).toBe('get')
    expect(request.searchQuery).toBeUndefined()
  })

  it.each(['我下午要睡一会儿', '你忙吗', '我叫什么来着'])('leaves "%s" to the chat', (text) => {
    expect(isCalendarRequest(text)).toBe(false)
  })
})
