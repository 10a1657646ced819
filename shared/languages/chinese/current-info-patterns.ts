// Chinese patterns of questions about the world as it is now (news, weather, opening hours).

import type { CurrentInfoPatterns } from '#shared/chat/current-info-patterns.ts'

export const chineseCurrentInfoPatterns: CurrentInfoPatterns = {
  asks: [
    /[?？]|吗|呢|什么|怎么|怎样|多少|几点|哪|谁|是否|有没有|会不会|是不是|告诉我|查一下|查查|搜索|帮我查|我想知道|你知道/u,
  ],
  weather: [/天气|气温|温度|下雨|下雪|预报|带伞|雨伞/u],
  world: [
    /新闻|头条|时事|比分|比赛|谁赢|价格|多少钱|汇率|股市|股票|油价|交通|堵车|选举|最新|发生了什么/u,
    /营业时间|几点开门|几点关门|开门|关门|营业|有什么活动|活动|演出|音乐会|展览/u,
  ],
  now: [/今天|今晚|明天|现在|此刻|目前|这周|这个星期|本周|这个周末|本月|昨天|昨晚|最近/u],
  // 药店 and 药房 are pharmacies, whose opening hours are the world's.
  own: [
    /我的(?!城市|家乡|附近|这边|地区)|药(?!店|房)|预约|看病|看医生|日程|安排|提醒|处方/u,
    /我(?:今天|明天|这周|本周|这个星期)?(?:有|要|该|应该|需要|得)/u,
  ],
  personal: [/我|你|您|咱/u],
}
