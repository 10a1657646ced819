// Chinese sentences Sage says about the calendar.

import { type CalendarWords, listJoiner } from '#shared/calendar/calendar-words.ts'

const chineseList = listJoiner('、', '和')

/**
 * Chinese, with 您. server/calendar/describe.ts puts a space between a repeat and its times, as
 * Intl does between a date and its time ("每个星期一 8:00").
 */
export const chineseCalendarPhrases: CalendarWords = {
  needTitleAndTime: '我需要知道标题和时间，才能创建日程。',
  cannotRepeat: '日程不能这样重复。最多每小时重复一次，而且要落在真实存在的日子，比如每天9点或每周一。',
  needMoreInformation: (action) => `我需要更多信息才能${action}这个日程。`,
  noEventWithId: (id) => `我没有找到 ID 为 ${id} 的日程。`,
  noEventsMatching: (query) => `我没有找到与“${query}”相符的日程。`,
  multipleMatching: (query) => `我找到了多个与“${query}”相符的日程。请您说得更具体一些。`,
  askTime: (summary) => `${summary}是几点？您也可以告诉我日期，比如“星期五下午3点”。`,
  needWhatToUpdate: '我需要知道您想修改这个日程的哪些内容。',
  unsureAction: '我不太确定您想对日历进行什么操作。',
  failed: '很抱歉，处理您的日历请求时出错了。请您再试一次，或检查一下日历的连接。',
  added: (summary, when) => `我已为您添加了${summary}，时间是${when}。`,
  addedRepeating: (summary, rule, first) => `我已为您添加了${summary}：从${first}开始，${rule}。`,
  moved: (summary, when) => `我已将${summary}的时间改为${when}。`,
  updated: (summary) => `我已为您更新了${summary}。`,
  askWhich: (action, summary, rule, day) =>
    `${summary}${rule}重复。您要${action === 'delete' ? '取消' : '修改'}全部，还是只${action === 'delete' ? '取消' : '修改'}${day}这一次？`,
  cancelledOne: (summary, when) => `我只取消了${when}的${summary}，其他几次仍保留在您的日历上。`,
  movedOne: (summary, when) => `我只改了这一次：${summary}改到了${when}。其他几次保持不变。`,
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
