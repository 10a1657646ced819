// Japanese phrasings of what a message asks the built-in Sage, on folded text.

import type { IntentPatterns } from '#shared/chat/builtin/intent-patterns.ts'

export const japaneseIntentPatterns: IntentPatterns = {
  lonely: /(寂しい|さみしい|さびしい|淋しい|孤独|ひとりぼっち|一人ぼっち)/,
  medications: /(薬|くすり)/,
  conditions: /(病気|持病|病歴|診断|健康状態|既往)/,
  doctor: /(医者|主治医|お医者|ドクター|先生)/,
  'emergency-contacts': /(緊急|連絡先|非常時)/,
  appointments: /(予約|予定|約束|カレンダー|スケジュール|診察)/,
  photos: /(写真|画像|アルバム|ギャラリー|フォト)/,
  capabilities: /(何ができ|なにができ|できること|あなたは誰|あなたはだれ|どう手伝|手伝って|ヘルプ)/,
  'something-nice':
    /(いい話|いいこと|嬉しい話|うれしい話|明るい話|素敵なこと|元気づけ|励まして|良いニュース|いいニュース)/,
  'how-are-you': /(元気ですか|お元気|調子はどう|元気\?|元気？|ご機嫌いかが)/,
  thanks: /(ありがとう|感謝|どうも)/,
  greeting: /(こんにちは|おはよう|こんばんは|やあ|もしもし)/,
  goodbye: /(さようなら|さよなら|またね|おやすみ|じゃあね|また明日)/,
  confused: /(混乱|こわい|怖い|不安で|ここはどこ|どこにいるのか|わからなくなっ|分からなくなっ|思い出せない|迷子)/,
  clock: /(何時|なんじ|何日|なんにち|何曜日|なんようび|日付|何月|何年|今日は何|今日は[月火水木金土日]曜日)/,
  joke: /(冗談|じょうだん|ジョーク|笑い話|面白い話|おもしろい話|笑わせて|なぞなぞ)/,
  saying: /(ことわざ|諺|格言|名言|四字熟語)/,
  story: /(物語|お話をし|お話して|お話を聞かせ|おはなし|昔話|むかしばなし|童話|話を聞かせて)/,
  memory: /(思い出|おもいで|昔のこと|若い頃|若いころ|子供の頃|子どもの頃|子供のころ)/,
}
