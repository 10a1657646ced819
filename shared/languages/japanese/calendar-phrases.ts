// Japanese sentences Sage says about the calendar.

import { type CalendarWords, listJoiner } from '#shared/calendar/calendar-words.ts'

const japaneseList = listJoiner('、', 'と')

/**
 * Japanese, in です/ます. server/calendar/describe.ts puts a space between a repeat and its times,
 * as Intl does between a date and its time ("毎週月曜日 8:00").
 */
export const japaneseCalendarPhrases: CalendarWords = {
  needTitleAndTime: '予定を作成するには、タイトルと時間が必要です。',
  cannotRepeat:
    'その繰り返し方では予定を作れません。繰り返しは最短で1時間ごとで、実在する日にしてください。たとえば毎日9時や毎週月曜日です。',
  needMoreInformation: (action) => `この予定を${action}には、もう少し情報が必要です。`,
  noEventWithId: (id) => `ID ${id} の予定が見つかりませんでした。`,
  noEventsMatching: (query) => `「${query}」に一致する予定が見つかりませんでした。`,
  multipleMatching: (query) => `「${query}」に一致する予定が複数見つかりました。もう少し具体的に教えてください。`,
  askTime: (summary) =>
    `${summary}は何時ですか？「金曜日の午後3時」のように、日にちも一緒に言っていただいてかまいません。`,
  needWhatToUpdate: '予定の何を変更すればよいか教えてください。',
  unsureAction: 'カレンダーで何をすればよいのか、よくわかりませんでした。',
  failed:
    '申し訳ありません。カレンダーのリクエストを処理中にエラーが発生しました。もう一度お試しいただくか、カレンダーの接続をご確認ください。',
  added: (summary, when) => `${summary}を${when}に追加しました。`,
  addedRepeating: (summary, rule, first) => `${summary}を追加しました。${first}から、${rule}です。`,
  moved: (summary, when) => `${summary}を${when}に変更しました。`,
  updated: (summary) => `${summary}を更新しました。`,
  askWhich: (action, summary, rule, day) =>
    `${summary}は${rule}の繰り返しの予定です。すべて${action === 'delete' ? '取り消します' : '変更します'}か、それとも${day}の分だけですか？`,
  cancelledOne: (summary, when) => `${when}の${summary}だけを取り消しました。ほかの日はカレンダーに残っています。`,
  movedOne: (summary, when) => `この1回だけ変更しました：${summary}は${when}になりました。ほかの日はそのままです。`,
  cancelled: (summary, when) => `${summary}（${when}）を取り消しました。`,
  nothingPlanned: (period) => `カレンダーに${period}の予定はありません。`,
  youHave: (count, period) => `${period}の予定は次の${count}件です：`,
  allDay: (when) => `${when} 終日`,
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
