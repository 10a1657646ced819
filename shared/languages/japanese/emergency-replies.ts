// Japanese words of an emergency reply.

import type { EmergencyWords } from '#shared/chat/emergency-replies.ts'

export const japaneseEmergencyReplies: EmergencyWords = {
  services: '救急',
  callNow: (number) => `今すぐ救急に電話してください：${number}。`,
  callContacts: (list) => `そのあと、緊急連絡先に電話してください：${list}。`,
  advice: {
    fall: 'けがをしている場合は、無理に起き上がらず、その場で体を温かくしていてください。',
    chest: '座って安静にしてください。アスピリンは、医師に許可されている場合に限りかんで飲んでください。',
    breathing: '背筋を伸ばして座り、ゆっくり呼吸してください。',
    stroke: '症状が始まった時刻をメモしてください。医師の役に立ちます。',
    'self-harm': '支えてくれる人と電話をつないだままにしてください。',
    bleeding: '清潔な布で傷口を強く押さえ続けてください。',
    overdose: '薬の箱や袋を救急隊に見せられるよう取っておき、ほかには何も飲まないでください。',
    unconscious: '気が遠くなりそうなら、座るか横になって、電話を手元に置いてください。',
    other: 'その場を動かず、電話を手元に置いておいてください。',
  },
  adviceOther: {
    fall: 'けがをしている場合は、無理に起こさず、そばにいて体を温かくしてあげてください。',
    chest: '座らせて安静にさせ、そばにいてください。',
    breathing: '背筋を伸ばして座らせ、きつい服をゆるめて、そばにいてください。',
    stroke: '症状が始まった時刻をメモして、そばにいてください。医師の役に立ちます。',
    'self-harm': 'その人のそばにいて、体を傷つけられる物を遠ざけてください。',
    bleeding: '清潔な布で傷口を強く押さえ続けてください。',
    overdose: 'そばにいて、薬の箱や袋を救急隊に見せられるよう取っておいてください。',
    unconscious: 'その人が息をしているか確かめて、そばにいてください。',
    other: 'その人のそばにいて、電話を手元に置いておいてください。',
  },
  comfort: 'そんなにつらい思いをされているのですね。あなたはひとりではありません。あなたは大切な人です。',
  crisisLine: (line) => `いつでも相談窓口に電話できます：${line}。`,
  crisisLabel: '相談窓口',
  call: (name) => `${name}に電話`,
}
