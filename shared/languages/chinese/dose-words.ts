// Chinese ways of talking about doses, and Sage's replies about them. No word boundaries in
// Chinese: patterns match inside the sentence.

import type { DoseWords } from '#shared/medications/dose-talk.ts'

export const chineseDoseWords: DoseWords = {
  // 吃 and 喝 are also for food and drink ("我吃了午饭"): what was taken is left for `general`.
  took: /(我?(已经|已|刚刚|刚才|刚|早就|都|也)*((吃|喝)(了|过|完|好)药?|(吃|服|喝)药(?=了|啦)|服(用|药)?(了|过|完)药?|打(了|过|完)(胰岛素|针))(了|啦)?|已经?服用|药(已经|都|也|刚)?(吃|服|喝)(了|过|完)(了|啦)?)/,
  // Also yesterday's, one taken by mistake, someone else's, "好像" (seems), "该吃药了" (time to).
  notTaken:
    /(没(有)?(吃|服)|还没|忘(了|记)|不记得|记不清|想不起|不确定|不知道|要不要|该(不该)?(吃|服)|需不需要|到点|到时间|要吃|得吃|什么时候吃|几点吃|待会|一会儿?再?吃|等会|好像|可能|昨天|前天|(吃|服|拿)错|多(吃|服)|(吃|服)了两(次|遍)|重复|(老伴|老公|老婆|丈夫|妻子|爱人|他|她)(也|已经|刚|都)*(吃|服|喝))/,
  // "吃没吃", "有没有吃" are a doubt, not a question, after "不记得" and the like.
  asked:
    /((吃|服)((了|过)药?|药了)了?(吗|么)|(吃|服)(了|过)[^，。！,.!]*[?？]|(吃|服)(了|过)?(哪些|什么|几种)药|是不是(已经)?(吃|服)|^(?!.*(不记得|记不清|想不起|不知道|不确定|忘)).*(有没有(吃|服)|(吃|服)没(吃|服)|(吃|服)(了|过)?药?了?没有?(啊|呀|呢|[?？]|$)))/,
  all: /^(?!.*(不是都|没有?都|没全|不全)).*(都|全部|所有|两个|两种|两样|每一?种)/,
  yes: /^(是|对|嗯|吃了|是的|对的|没错|好的|好了|吃过了|已经吃了)/,
  general: /(药|胶囊|片剂|胰岛素|[一两二三四半]片)/,
  object: /(都|全|全部|两个都|两种都)(吃|服)/,
  replies: {
    marked: (doses) => `很好。我已把${doses}记为已服用。`,
    which: (doses) => `您吃的是哪一个：${doses}？也可以说“都吃了”。`,
    early: (dose) => `现在没有要吃的药。下一次是${dose}。您是提前吃了吗？`,
    nothingWaiting: '现在没有要吃的药，今天也没有其他要吃的药了。',
    noMedications: '我还没有您的药物信息。您可以在“设置 > 药物”里添加，我会按时提醒您。',
    status: ({ taken, waiting, missed }) =>
      [
        taken ? `今天您已服用：${taken}。` : '今天您还没有记录任何已服用的药。',
        waiting ? `还需要吃：${waiting}。` : '',
        missed ? `没有按时记录：${missed}。` : '',
      ]
        .filter(Boolean)
        .join(''),
    noneToday: '今天您没有要吃的药。',
  },
}
