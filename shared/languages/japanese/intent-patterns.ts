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
}
