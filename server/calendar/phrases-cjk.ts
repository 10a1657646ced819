import { joinList } from '#shared/chat/builtin/phrasebook.ts'
import type { CalendarWords } from './phrases.ts'

const chineseList = (items: string[]) => joinList(items, '、', '和')
const japaneseList = (items: string[]) => joinList(items, '、', 'と')

/**
 * Chinese, with 您. describe.ts puts a space between a repeat and its times, as Intl does between a
 * date and its time ("每个星期一 8:00").
 */
export const chinese: CalendarWords = {
  needTitleAndTime: '我需要知道标题和时间，才能创建日程。',
  cannotRepeat: '日程不能这样重复。最多每小时重复一次，而且要落在真实存在的日子，比如每天9点或每周一。',
  needMoreInformation: (action) => `我需要更多信息才能${action}这个日程。`,
  noEventWithId: (id) => `我没有找到 ID 为 ${id} 的日程。`,
  noEventsMatching: (query) => `我没有找到与“${query}”相符的日程。`,
  multipleMatching: (query) => `我找到了多个与“${query}”相符的日程。请您说得更具体一些。`,
  askTime: (summary) => `${summary}是几点？也可以告诉我日期，比如“星期五下午3点”。`,
  needWhatToUpdate: '我需要知道您想修改这个日程的哪些内容。',
  unsureAction: '我不太确定您想对日历进行什么操作。',
  failed: '很抱歉，处理您的日历请求时出错了。请您再试一次，或检查一下日历的连接。',
  added: (summary, when) => `我已为您添加了${summary}，时间是${when}。`,
  addedRepeating: (summary, rule, first) => `我已为您添加了${summary}：从${first}开始，${rule}。`,
  moved: (summary, when) => `我已将${summary}的时间改为${when}。`,
  updated: (summary) => `我已为您更新了${summary}。`,
  askWhich: (action, summary, rule, day) =>
    `${summary}${rule}重复。要${action === 'delete' ? '取消' : '修改'}全部，还是只${action === 'delete' ? '取消' : '修改'}${day}这一次？`,
  cancelledOne: (summary, when) => `我只取消了${when}的${summary}，其他的仍在您的日历上。`,
  movedOne: (summary, when) => `我只改了这一次：${summary}现在在${when}。其他的保持不变。`,
  cancelled: (summary, when) => `我已取消${summary}（${when}）。`,
  nothingPlanned: (period) => `您${period}没有任何日程安排。`,
  youHave: (count, period) => `您${period}有${count}个日程：`,
  allDay: (when) => `${when}全天`,
  itemAt: (summary, when) => `${summary}（${when}）`,
  listAfter: (lead, items) => `${lead}${items.join('；')}。`,
  period: {
    upcoming: '接下来几天',
    today: '今天',
    tomorrow: '明天',
    between: (from, to) => (from === to ? from : `${from}至${to}`),
  },
  actions: { create: '创建', update: '修改', delete: '取消', get: '找到' },
  every: {
    day: '每天',
    weekday: '每个工作日',
    week: (days, interval) =>
      interval === 1
        ? `每个${chineseList(days)}`
        : interval === 2
          ? `每隔一周的${chineseList(days)}`
          : `每${interval}周的${chineseList(days)}`,
    month: (on, interval) => (interval > 1 ? `每${interval}个月的${on}` : `每月${on}`),
    monthDay: (day) => (day === -1 ? '最后一天' : `${day}日`),
    nthWeekday: (nth, day) => `${nth === -1 ? '最后一' : `第${['一', '二', '三', '四', '五'][nth - 1]}`}个${day}`,
    year: (date, interval) => (interval > 1 ? `每${interval}年的${date}` : `每年${date}`),
    interval: (count, unit) => `每${count}${{ day: '天', week: '周', month: '个月', year: '年' }[unit]}`,
    at: (times) => chineseList(times),
    count: (count) => `共${count}次`,
    until: (day) => `直到${day}为止`,
    before: { count: '，', until: '，' },
  },
}

/**
 * Japanese, in です/ます. describe.ts puts a space between a repeat and its times, as Intl does
 * between a date and its time ("毎週月曜日 8:00").
 */
export const japanese: CalendarWords = {
  needTitleAndTime: '予定を作成するには、タイトルと時間が必要です。',
  cannotRepeat:
    'その繰り返し方では予定を作れません。繰り返しは最短で1時間ごとで、実在する日にしてください。たとえば毎日9時や毎週月曜日です。',
  needMoreInformation: (action) => `この予定を${action}には、もう少し情報が必要です。`,
  noEventWithId: (id) => `ID ${id} の予定が見つかりませんでした。`,
  noEventsMatching: (query) => `「${query}」に一致する予定が見つかりませんでした。`,
  multipleMatching: (query) => `「${query}」に一致する予定が複数見つかりました。もう少し具体的に教えてください。`,
  askTime: (summary) => `${summary}は何時ですか？日にちも言ってください。例えば「金曜日の午後3時」。`,
  needWhatToUpdate: '予定の何を変更すればよいか教えてください。',
  unsureAction: 'カレンダーで何をすればよいのか、よくわかりませんでした。',
  failed:
    '申し訳ありません。カレンダーのリクエストを処理中にエラーが発生しました。もう一度お試しいただくか、カレンダーの接続をご確認ください。',
  added: (summary, when) => `${summary}を${when}に追加しました。`,
  addedRepeating: (summary, rule, first) => `${summary}を追加しました。${first}から、${rule}です。`,
  moved: (summary, when) => `${summary}を${when}に変更しました。`,
  updated: (summary) => `${summary}を更新しました。`,
  askWhich: (action, summary, rule, day) =>
    `${summary}は${rule}繰り返します。すべて${action === 'delete' ? '取り消します' : '変更します'}か、それとも${day}の分だけですか？`,
  cancelledOne: (summary, when) => `${when}の${summary}だけを取り消しました。ほかの日はカレンダーに残っています。`,
  movedOne: (summary, when) => `この1回だけ変更しました：${summary}は${when}になりました。ほかの日はそのままです。`,
  cancelled: (summary, when) => `${summary}（${when}）を取り消しました。`,
  nothingPlanned: (period) => `カレンダーに${period}の予定はありません。`,
  youHave: (count, period) => `${period}の予定は次の${count}件です：`,
  allDay: (when) => `${when}終日`,
  itemAt: (summary, when) => `${summary}（${when}）`,
  listAfter: (lead, items) => `${lead}${items.join('、')}。`,
  period: {
    upcoming: 'この先数日間',
    today: '今日',
    tomorrow: '明日',
    between: (from, to) => (from === to ? from : `${from}から${to}まで`),
  },
  actions: { create: '作成する', update: '変更する', delete: '取り消す', get: '見つける' },
  every: {
    day: '毎日',
    weekday: '毎週月曜日から金曜日',
    week: (days, interval) =>
      interval === 1
        ? `毎週${japaneseList(days)}`
        : interval === 2
          ? `隔週${japaneseList(days)}`
          : `${interval}週間ごとの${japaneseList(days)}`,
    month: (on, interval) => (interval > 1 ? `${interval}か月ごとの${on}` : `毎月${on}`),
    monthDay: (day) => (day === -1 ? '末日' : `${day}日`),
    nthWeekday: (nth, day) => (nth === -1 ? `最終${day}` : `第${nth}${day}`),
    year: (date, interval) => (interval > 1 ? `${interval}年ごとの${date}` : `毎年${date}`),
    interval: (count, unit) => `${count}${{ day: '日', week: '週間', month: 'か月', year: '年' }[unit]}ごと`,
    at: (times) => japaneseList(times),
    count: (count) => `計${count}回`,
    // Set apart, so the end date does not run into the time before it.
    until: (day) => `（${day}まで）`,
    before: { count: '、', until: '' },
  },
}
