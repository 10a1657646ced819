// The answer to Sage's morning question "How did you sleep?", in each chat language: a good night
// or a poor one, and Sage's short, warm reply. Pure; read on folded text (lowercase, no accents).
import { type ChatLanguage, chatLanguages, foldText } from '#shared/chat/chat-languages.ts'

type SleepWords = { badly: RegExp; well: RegExp; replies: { well: string; badly: string } }

const sleepWords: Record<ChatLanguage, SleepWords> = {
  english: {
    badly:
      /\b(didn'?t sleep|did not sleep|slept (badly|poorly|bad|terribly|terrible|awful|awfully)|(not|didn'?t|haven'?t|have not|hasn'?t) (sleep|slept) (so |very |too )?well|bad night|poor night|rough night|couldn'?t sleep|could not sleep|hardly slept|barely slept|awake (all|most of the) night|insomnia)\b/,
    well: /\b(slept (well|fine|ok|okay|good|great|soundly|like a (log|baby|top))|good night'?s (sleep|rest)|(had|got) a good (night|sleep|rest))\b/,
    replies: {
      well: 'I’m so glad you slept well. Thank you for letting me know you’re up. I hope you have a lovely day.',
      badly:
        'I’m sorry you had a poor night. Go gently today; a short rest after lunch may help. If you often sleep badly, it is worth telling your doctor.',
    },
  },
  spanish: {
    badly:
      /\b(dormi (mal|fatal|muy mal|poco)|no (he )?dormi(do)?( (bien|nada))?|no pude dormir|mala noche|casi no dormi|no pegue ojo|pase la noche (en vela|despiert[ao])|insomnio)\b/,
    well: /\b(dormi (bien|muy bien|de maravilla|como un tronco|estupendamente)|he dormido (bien|muy bien)|descanse bien|buena noche)\b/,
    replies: {
      well: 'Cuánto me alegra que haya dormido bien. Gracias por decirme que ya está en pie. Que tenga un día precioso.',
      badly:
        'Siento que haya pasado mala noche. Tómese el día con calma; un rato de descanso después de comer puede ayudar. Si duerme mal a menudo, conviene decírselo a su médico.',
    },
  },
  french: {
    badly:
      /\b(mal dormi|pas (bien |beaucoup |du tout )?dormi|pas pu dormir|pas reussi a dormir|mauvaise nuit|nuit blanche|insomnie)\b/,
    well: /\b((j'ai |j ai |jai )?(bien|tres bien|super bien|parfaitement) dormi|dormi comme un (loir|bebe)|bonne nuit de sommeil|passe une bonne nuit)\b/,
    replies: {
      well: 'Je suis ravi que vous ayez bien dormi. Merci de me dire que vous êtes levé. Je vous souhaite une belle journée.',
      badly:
        'Je suis désolé que la nuit ait été mauvaise. Ménagez-vous aujourd’hui ; un peu de repos après le déjeuner peut aider. Si vous dormez souvent mal, parlez-en à votre médecin.',
    },
  },
  german: {
    badly:
      /\b(schlecht geschlafen|nicht (gut |viel |so gut )?geschlafen|kaum geschlafen|konnte nicht (ein)?schlafen|nicht schlafen (konnte|koennen)|schlaflose nacht|unruhige nacht|schlaflos)\b/,
    well: /\b((gut|sehr gut|prima|wunderbar|herrlich|tief) geschlafen|gute nacht gehabt|ausgeschlafen)\b/,
    replies: {
      well: 'Wie schön, dass Sie gut geschlafen haben. Danke, dass Sie mir sagen, dass Sie auf sind. Ich wünsche Ihnen einen schönen Tag.',
      badly:
        'Das tut mir leid, dass die Nacht schlecht war. Lassen Sie es heute ruhig angehen; eine kleine Pause nach dem Mittagessen kann helfen. Wenn Sie oft schlecht schlafen, sprechen Sie mit Ihrem Arzt darüber.',
    },
  },
  italian: {
    badly:
      /\b(dormito (male|poco|malissimo)|non ho dormito|non (sono riuscit[ao] a|riesco a) dormire|notte (in bianco|brutta|agitata)|insonnia)\b/,
    well: /\b((ho )?dormito (bene|benissimo|come un sasso|come un ghiro)|riposato bene|bella dormita)\b/,
    replies: {
      well: 'Che bello che abbia dormito bene. Grazie per avermi detto che è già in piedi. Le auguro una bella giornata.',
      badly:
        'Mi dispiace che abbia passato una brutta notte. Oggi se la prenda con calma; un po’ di riposo dopo pranzo può aiutare. Se dorme male spesso, ne parli con il suo medico.',
    },
  },
  portuguese: {
    badly:
      /\b(dormi (mal|pouco|muito mal)|nao dormi( (bem|nada))?|nao consegui dormir|noite (ruim|mal dormida|em claro)|passei a noite acordad[oa]|insonia)\b/,
    well: /\b(dormi (bem|muito bem|otimo|como uma pedra|feito um anjo)|descansei bem|boa noite de sono)\b/,
    replies: {
      well: 'Que bom que você dormiu bem. Obrigado por me avisar que já está de pé. Tenha um ótimo dia.',
      badly:
        'Sinto muito que a noite tenha sido ruim. Vá com calma hoje; um pouco de descanso depois do almoço pode ajudar. Se você dorme mal com frequência, vale a pena contar ao seu médico.',
    },
  },
  chinese: {
    badly: /(睡得不(好|太好|怎么样)|没睡好|睡不着|失眠|一夜没睡|没怎么睡|整晚没睡)/,
    well: /(睡得(很|挺|还|非常|特别)?(好|不错|香|踏实)|一觉睡到天亮)/,
    replies: {
      well: '真高兴您睡得好。谢谢您告诉我您已经起床了。祝您今天过得愉快。',
      badly: '很抱歉您昨晚没睡好。今天慢慢来，午饭后小睡一会儿也许会有帮助。如果经常睡不好，最好告诉您的医生。',
    },
  },
  japanese: {
    badly: /(眠れなかった|よく眠れませんでした|寝られなかった|あまり眠れ|寝不足|不眠|ほとんど寝て)/,
    well: /(よく眠れ(た|ました)|ぐっすり|よく寝(た|ました)|熟睡)/,
    replies: {
      well: 'よく眠れたようで何よりです。起きたことを教えてくださってありがとうございます。良い一日をお過ごしください。',
      badly:
        'よく眠れなかったのですね。今日は無理をせず、昼食の後に少し休むとよいかもしれません。よく眠れない日が続くようでしたら、お医者さんに相談してみてください。',
    },
  },
}

/**
 * Sage's reply to a message that says how the person slept, in the conversation's language first,
 * then the others (in the language it was written in); null when the message is not about that.
 */
export function sleepReply(text: string, language: ChatLanguage): { text: string; language: ChatLanguage } | null {
  const folded = foldText(text).replace(/[’‘`´]/g, "'")
  if (!folded.trim() || folded.length > 200) return null
  for (const candidate of [language, ...chatLanguages.filter((other) => other !== language)]) {
    const words = sleepWords[candidate]
    if (words.badly.test(folded)) return { text: words.replies.badly, language: candidate }
    if (words.well.test(folded)) return { text: words.replies.well, language: candidate }
  }
  return null
}
