// Japanese ways of talking about doses, and Sage's replies about them. No word boundaries in
// Japanese: patterns match inside the sentence.

import type { DoseWords } from '#shared/medications/dose-talk.ts'

export const japaneseDoseWords: DoseWords = {
  // 飲む is also for drinks ("お茶を飲みました"): what was taken is left for `general`. Words around
  // the verb that say nothing of what ("もう", "よ") are part of the match.
  took: /((もう|さっき|先ほど|今朝|いま|今|ちゃんと|すでに|既に|忘れずに)[、,]?)?((飲|の)みました|(飲|の)んだ|(飲|の)んでおきました|(飲|の)んどいた|(飲|の)んじゃった|(飲|の)み終わ(りました|った)|服用しました|服用した|(インスリン|注射)を?(打ちました|打った|しました))(よ|ね|わ|けど|から大丈夫)*/,
  // Also yesterday's, one taken by mistake, someone else's, "かも" and "と思う" (not sure).
  notTaken:
    /((飲|の)んで(い)?(ない|ません)|(飲|の)まなかった|(飲|の)み忘れ|忘れ(?!ずに)|まだ(です|飲|の)|覚えていない|覚えてない|覚えていません|わからない|分からない|わかりません|分かりません|飲むべき|飲んだほうが|いつ飲|かも|と思|はず|昨日|昨夜|おととい|間違|二回|2回|二度|飲みすぎ|飲み過ぎ|(夫|主人|妻|家内|旦那|彼|彼女)(が|も))/,
  // "飲んだかどうか覚えていない" is a doubt, not a question.
  asked:
    /((飲|の)みましたか(?!ら)|(飲|の)んだ(っけ|かな|かしら|よね|か(?!も|ら|どうか(覚え|わから|分から|忘れ|自信)))|(飲|の)んで(た|いた|いました)(っけ|か)|(飲|の)(んだ|みました)\s*[?？]|何を(飲|の)んだ|どの薬を(飲|の)(んだ|みました))/,
  all: /^(?!.*(ない|ません|じゃ)).*(全部|両方|二つとも|2つとも|すべて|全て|どちらも)/,
  yes: /^(はい|うん|ええ|そう(です|だ|よ|ね)*(?![じで])|(飲|の)みました|(飲|の)んだ)/,
  general: /(薬|くすり|錠|カプセル|サプリ|インスリン|(朝|昼|夜|夕方|寝る前)の分)/,
  object: /((全部|両方|どちらも|二つとも)(飲|の)|(それ|これ|あれ)(を|も)?(飲|の))/,
  replies: {
    marked: (doses) => `承知しました。${doses}を「飲んだ」と記録しました。`,
    which: (doses) => `どのお薬を飲みましたか：${doses}？「全部」とお答えいただいても大丈夫です。`,
    early: (dose) => `今の時間に飲むお薬はありません。次は${dose}です。そちらを早めに飲まれましたか？`,
    nothingWaiting: '今の時間に飲むお薬はありません。今日のお薬はもう残っていません。',
    noMedications: 'まだお薬が登録されていません。「設定 > お薬」で追加していただければ、飲む時間にお知らせします。',
    status: ({ taken, waiting, missed }) =>
      [
        taken ? `今日飲んだお薬：${taken}。` : '今日はまだ「飲んだ」と記録されたお薬はありません。',
        waiting ? `まだ飲んでいないお薬：${waiting}。` : '',
        missed ? `時間内に記録されなかったお薬：${missed}。` : '',
      ]
        .filter(Boolean)
        .join(''),
    noneToday: '今日飲むお薬はありません。',
  },
}
