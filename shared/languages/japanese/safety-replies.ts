// Japanese words the safety net says besides the emergency reply.

import type { SafetyWords } from '#shared/safety/replies.ts'

export const japaneseSafetyReplies: SafetyWords = {
  askHurt: '今、けがをしていますか？',
  yes: 'はい',
  no: 'いいえ',
  notHurt: 'けががなくてよかったです。何か変わったら、すぐに教えてくださいね。',
  doseQuestion: '薬の量や飲み合わせについては、安全にお答えできません。飲む前に、医師か薬剤師に確認してください。',
  askDoctor: (doctor) => `${doctor}に電話できます。`,
  scamWarning:
    'これは詐欺の特徴があります。お金を払ったり、ギフトカードを買ったり、送金したり、暗証番号やコードを教えたりしないでください。いったん電話を切り、ご家族や銀行に、もともと知っている番号でかけ直してください。家族の合言葉を決めておくと、本当に本人か確かめられます。',
  imFine: '大丈夫です',
  fineCancelled: 'ご無事で本当によかったです。お知らせは送りません。',
  fineTold: (names) => `ご無事で本当によかったです。${names}さんに、もう大丈夫だと伝えました。`,
}
