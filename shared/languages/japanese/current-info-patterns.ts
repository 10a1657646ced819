// Japanese patterns of questions about the world as it is now (news, weather, opening hours).

import type { CurrentInfoPatterns } from '#shared/chat/current-info-patterns.ts'

export const japaneseCurrentInfoPatterns: CurrentInfoPatterns = {
  asks: [
    /[?？]|か$|か[。！!]|何|なに|どう|いつ|どこ|誰|だれ|いくら|どれ|どんな|ですか|ますか|でしょうか|かな/u,
    /教えて|調べて|検索して|知りたい|知ってる|知っています/u,
  ],
  weather: [/天気|気温|天候|予報|傘|雨(?:が降|は降|になる|降る)|雪(?:が降|は降|になる|降る)/u],
  world: [
    /ニュース|速報|見出し|時事|スコア|試合|勝った|値段|価格|いくら|相場|為替|株価|交通|渋滞|選挙|最新/u,
    /営業時間|何時から|何時まで|開いて|開店|閉店|イベント|コンサート|祭り|展覧会|展示/u,
  ],
  now: [/今日|今夜|今晩|今|明日|現在|今週|週末|今月|昨日|昨夜|最近/u],
  // 薬局 and 薬屋 are pharmacies, whose opening hours are the world's.
  own: [
    /(?:私|わたし|僕|ぼく|自分|あたし)の(?!町|街|地域|近く|住んで)/u,
    /薬(?!局|屋)|くすり|予定|予約|約束|通院|スケジュール|カレンダー|リマインダー|処方|検査/u,
  ],
  personal: [/私|わたし|僕|ぼく|あたし|自分|あなた|元気/u],
}
