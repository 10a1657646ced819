// The words of the daily check-in outside the app, in each chat language: the notification and
// the mail that ask the person "Are you OK?", the small pages their links open, and the mail that
// tells the people who were alerted that all is well.
import type { ChatLanguage } from '#shared/chat/chat-languages.ts'

export type CheckInWords = {
  /** The notification at the check-in time. */
  askTitle: string
  askBody: string
  /** The notification's button, and the page's. */
  okButton: string
  askSubject: string
  /** The mail to the person: they asked for it, and how to answer (the link follows). */
  askMail: (name: string) => string
  /** After the link: who is told, and when, if they do not answer. */
  whoIsTold: (people: string, minutes: number) => string
  /** The page the person's link opens. */
  personTitle: string
  personDone: string
  /** The page the link in an alert opens, for anyone who was told. */
  familyTitle: (person: string) => string
  familyButton: (person: string) => string
  familyDone: (person: string) => string
  /** To those told of a missed check-in, when the person answers or someone says all is well. */
  okSubject: (person: string) => string
  answeredBody: (person: string, when: string) => string
  checkedBody: (person: string, when: string) => string
  badLink: string
  /** When no one is named: "the people you chose". */
  nobody: string
  /** Sage's replies in the chat: paused until a day, paused until back, and on again. */
  pausedChat: (day: string) => string
  pausedOpenChat: string
  resumedChat: (time: string) => string
}

export const checkInWords: Record<ChatLanguage, CheckInWords> = {
  english: {
    askTitle: 'Good morning! Are you OK?',
    askBody: 'Tap here to tell Sage you’re OK.',
    okButton: 'I’m OK',
    askSubject: 'Good morning: are you OK?',
    askMail: (name) =>
      `Good morning, ${name}. You asked Sage to check on you each morning, and it has not heard from you yet today.\n\nTo say you’re OK, open this link:`,
    whoIsTold: (people, minutes) =>
      `If Sage does not hear from you within ${minutes} minutes, it will let ${people} know.`,
    personTitle: 'Good morning! Are you OK?',
    personDone: 'Thank you. Sage knows you’re OK. Have a lovely day!',
    familyTitle: (person) => `Is ${person} OK?`,
    familyButton: (person) => `Yes, ${person} is OK`,
    familyDone: (person) => `Thank you. Sage has noted that ${person} is OK, and will tell the others it alerted.`,
    okSubject: (person) => `${person} is OK`,
    answeredBody: (person, when) => `${person} answered Sage at ${when}. All is well.`,
    checkedBody: (person, when) => `Someone Sage alerted checked on ${person} at ${when} and says all is well.`,
    badLink: 'This link no longer works. The check-in it was for is over.',
    nobody: 'the people you chose',
    pausedChat: (day) =>
      `I’ve paused your daily check-in until ${day}. Take care, and tell me “I’m back” when you return.`,
    pausedOpenChat: 'I’ve paused your daily check-in until you tell me you’re back. I hope all goes well.',
    resumedChat: (time) => `Welcome back! Your daily check-in is on again: I’ll look for you each morning by ${time}.`,
  },
  spanish: {
    askTitle: '¡Buenos días! ¿Está bien?',
    askBody: 'Toque aquí para decirle a Sage que está bien.',
    okButton: 'Estoy bien',
    askSubject: 'Buenos días: ¿está bien?',
    askMail: (name) =>
      `Buenos días, ${name}. Usted le pidió a Sage que le preguntara cada mañana cómo está, y hoy todavía no ha tenido noticias suyas.\n\nPara decir que está bien, abra este enlace:`,
    whoIsTold: (people, minutes) => `Si Sage no tiene noticias suyas en ${minutes} minutos, avisará a ${people}.`,
    personTitle: '¡Buenos días! ¿Está bien?',
    personDone: 'Gracias. Sage ya sabe que está bien. ¡Que tenga un buen día!',
    familyTitle: (person) => `¿${person} está bien?`,
    familyButton: (person) => `Sí, ${person} está bien`,
    familyDone: (person) => `Gracias. Sage ha anotado que ${person} está bien y se lo dirá a los demás avisados.`,
    okSubject: (person) => `${person} está bien`,
    answeredBody: (person, when) => `${person} respondió a Sage a las ${when}. Todo está bien.`,
    checkedBody: (person, when) =>
      `Una de las personas avisadas por Sage habló con ${person} a las ${when} y dice que todo está bien.`,
    badLink: 'Este enlace ya no funciona. El saludo diario al que pertenecía ya terminó.',
    nobody: 'las personas que usted eligió',
    pausedChat: (day) =>
      `He pausado su saludo diario hasta el ${day}. Cuídese, y dígame «ya he vuelto» cuando regrese.`,
    pausedOpenChat: 'He pausado su saludo diario hasta que me diga que ha vuelto. Espero que todo vaya bien.',
    resumedChat: (time) =>
      `¡Bienvenido de nuevo! Su saludo diario vuelve a estar activo: le saludaré cada mañana antes de las ${time}.`,
  },
  french: {
    askTitle: 'Bonjour ! Tout va bien ?',
    askBody: 'Touchez ici pour dire à Sage que tout va bien.',
    okButton: 'Tout va bien',
    askSubject: 'Bonjour : tout va bien ?',
    askMail: (name) =>
      `Bonjour ${name}. Vous avez demandé à Sage de prendre de vos nouvelles chaque matin, et il n’en a pas encore eu aujourd’hui.\n\nPour dire que tout va bien, ouvrez ce lien :`,
    whoIsTold: (people, minutes) =>
      `Si Sage n’a pas de nouvelles de vous d’ici ${minutes} minutes, il préviendra ${people}.`,
    personTitle: 'Bonjour ! Tout va bien ?',
    personDone: 'Merci. Sage sait que tout va bien. Belle journée !',
    familyTitle: (person) => `${person} va bien ?`,
    familyButton: (person) => `Oui, ${person} va bien`,
    familyDone: (person) => `Merci. Sage a noté que ${person} va bien et le dira aux autres personnes prévenues.`,
    okSubject: (person) => `${person} va bien`,
    answeredBody: (person, when) => `${person} a répondu à Sage à ${when}. Tout va bien.`,
    checkedBody: (person, when) =>
      `Une des personnes prévenues par Sage a pris des nouvelles de ${person} à ${when} : tout va bien.`,
    badLink: 'Ce lien ne fonctionne plus. Le point du jour auquel il servait est terminé.',
    nobody: 'les personnes que vous avez choisies',
    pausedChat: (day) =>
      `J’ai mis en pause votre point du matin jusqu’au ${day}. Prenez soin de vous, et dites-moi « je suis de retour » en rentrant.`,
    pausedOpenChat:
      'J’ai mis en pause votre point du matin jusqu’à ce que vous me disiez que vous êtes de retour. J’espère que tout se passera bien.',
    resumedChat: (time) =>
      `Bon retour ! Votre point du matin reprend : je prendrai de vos nouvelles chaque matin avant ${time}.`,
  },
  german: {
    askTitle: 'Guten Morgen! Geht es Ihnen gut?',
    askBody: 'Tippen Sie hier, um Sage zu sagen, dass es Ihnen gut geht.',
    okButton: 'Mir geht es gut',
    askSubject: 'Guten Morgen: Geht es Ihnen gut?',
    askMail: (name) =>
      `Guten Morgen, ${name}. Sie haben Sage gebeten, jeden Morgen nach Ihnen zu sehen, und Sage hat heute noch nichts von Ihnen gehört.\n\nUm zu sagen, dass es Ihnen gut geht, öffnen Sie diesen Link:`,
    whoIsTold: (people, minutes) =>
      `Wenn Sage innerhalb von ${minutes} Minuten nichts von Ihnen hört, benachrichtigt Sage ${people}.`,
    personTitle: 'Guten Morgen! Geht es Ihnen gut?',
    personDone: 'Danke. Sage weiß jetzt, dass es Ihnen gut geht. Einen schönen Tag!',
    familyTitle: (person) => `Geht es ${person} gut?`,
    familyButton: (person) => `Ja, ${person} geht es gut`,
    familyDone: (person) =>
      `Danke. Sage hat vermerkt, dass es ${person} gut geht, und sagt es den anderen Benachrichtigten.`,
    okSubject: (person) => `${person} geht es gut`,
    answeredBody: (person, when) => `${person} hat Sage um ${when} geantwortet. Alles ist in Ordnung.`,
    checkedBody: (person, when) =>
      `Jemand, den Sage benachrichtigt hat, hat um ${when} nach ${person} gesehen: Alles ist in Ordnung.`,
    badLink: 'Dieser Link funktioniert nicht mehr. Die tägliche Nachfrage, zu der er gehörte, ist vorbei.',
    nobody: 'die Personen, die Sie ausgewählt haben',
    pausedChat: (day) =>
      `Ich habe Ihre tägliche Nachfrage bis ${day} pausiert. Passen Sie auf sich auf, und sagen Sie mir „ich bin zurück“, wenn Sie wieder da sind.`,
    pausedOpenChat:
      'Ich habe Ihre tägliche Nachfrage pausiert, bis Sie mir sagen, dass Sie zurück sind. Ich wünsche Ihnen alles Gute.',
    resumedChat: (time) =>
      `Willkommen zurück! Ihre tägliche Nachfrage ist wieder an: Ich melde mich jeden Morgen bis ${time}.`,
  },
  italian: {
    askTitle: 'Buongiorno! Sta bene?',
    askBody: 'Tocchi qui per dire a Sage che sta bene.',
    okButton: 'Sto bene',
    askSubject: 'Buongiorno: sta bene?',
    askMail: (name) =>
      `Buongiorno, ${name}. Ha chiesto a Sage di sentirla ogni mattina, e oggi Sage non ha ancora avuto sue notizie.\n\nPer dire che sta bene, apra questo link:`,
    whoIsTold: (people, minutes) => `Se Sage non ha sue notizie entro ${minutes} minuti, avviserà ${people}.`,
    personTitle: 'Buongiorno! Sta bene?',
    personDone: 'Grazie. Sage sa che sta bene. Buona giornata!',
    familyTitle: (person) => `${person} sta bene?`,
    familyButton: (person) => `Sì, ${person} sta bene`,
    familyDone: (person) => `Grazie. Sage ha preso nota che ${person} sta bene e lo dirà agli altri avvisati.`,
    okSubject: (person) => `${person} sta bene`,
    answeredBody: (person, when) => `${person} ha risposto a Sage alle ${when}. Va tutto bene.`,
    checkedBody: (person, when) =>
      `Una delle persone avvisate da Sage ha sentito ${person} alle ${when}: va tutto bene.`,
    badLink: 'Questo link non funziona più. Il controllo del giorno a cui serviva è concluso.',
    nobody: 'le persone che ha scelto',
    pausedChat: (day) =>
      `Ho messo in pausa il controllo quotidiano fino a ${day}. Si riguardi, e mi dica «sono tornata» o «sono tornato» al rientro.`,
    pausedOpenChat:
      'Ho messo in pausa il controllo quotidiano finché non mi dirà che è tornato. Spero che vada tutto bene.',
    resumedChat: (time) =>
      `Bentornato! Il controllo quotidiano è di nuovo attivo: la cercherò ogni mattina entro le ${time}.`,
  },
  portuguese: {
    askTitle: 'Bom dia! Está tudo bem?',
    askBody: 'Toque aqui para dizer ao Sage que está tudo bem.',
    okButton: 'Estou bem',
    askSubject: 'Bom dia: está tudo bem?',
    askMail: (name) =>
      `Bom dia, ${name}. Você pediu ao Sage para saber de você toda manhã, e hoje ele ainda não teve notícias suas.\n\nPara dizer que está tudo bem, abra este link:`,
    whoIsTold: (people, minutes) => `Se o Sage não tiver notícias suas em ${minutes} minutos, vai avisar ${people}.`,
    personTitle: 'Bom dia! Está tudo bem?',
    personDone: 'Obrigado. O Sage já sabe que você está bem. Tenha um ótimo dia!',
    familyTitle: (person) => `${person} está bem?`,
    familyButton: (person) => `Sim, ${person} está bem`,
    familyDone: (person) =>
      `Obrigado. O Sage anotou que ${person} está bem e vai avisar os outros que foram alertados.`,
    okSubject: (person) => `${person} está bem`,
    answeredBody: (person, when) => `${person} respondeu ao Sage às ${when}. Está tudo bem.`,
    checkedBody: (person, when) => `Uma das pessoas avisadas pelo Sage falou com ${person} às ${when}: está tudo bem.`,
    badLink: 'Este link não funciona mais. O contato diário a que ele servia já terminou.',
    nobody: 'as pessoas que você escolheu',
    pausedChat: (day) => `Pausei o seu contato diário até ${day}. Cuide-se, e me diga “voltei” quando chegar.`,
    pausedOpenChat: 'Pausei o seu contato diário até você me dizer que voltou. Espero que corra tudo bem.',
    resumedChat: (time) =>
      `Bem-vindo de volta! O seu contato diário está ativo de novo: vou procurar você toda manhã até as ${time}.`,
  },
  chinese: {
    askTitle: '早上好！您还好吗？',
    askBody: '点这里告诉 Sage 您一切都好。',
    okButton: '我很好',
    askSubject: '早上好：您还好吗？',
    askMail: (name) =>
      `${name}，早上好。您请 Sage 每天早上问候您，今天 Sage 还没有收到您的消息。\n\n如果您一切都好，请打开这个链接：`,
    whoIsTold: (people, minutes) => `如果 ${minutes} 分钟内 Sage 仍没有收到您的消息，会通知${people}。`,
    personTitle: '早上好！您还好吗？',
    personDone: '谢谢。Sage 知道您一切都好了。祝您今天愉快！',
    familyTitle: (person) => `${person}还好吗？`,
    familyButton: (person) => `是的，${person}很好`,
    familyDone: (person) => `谢谢。Sage 已记下${person}一切都好，并会告诉其他收到提醒的人。`,
    okSubject: (person) => `${person}一切都好`,
    answeredBody: (person, when) => `${person}在${when}回复了 Sage。一切都好。`,
    checkedBody: (person, when) => `一位收到 Sage 提醒的人在${when}联系了${person}，一切都好。`,
    badLink: '这个链接已经失效，对应的每日问候已经结束。',
    nobody: '您选择的人',
    pausedChat: (day) => `已暂停您的每日问候，直到${day}。请多保重，回来后告诉我“我回来了”。`,
    pausedOpenChat: '已暂停您的每日问候，等您告诉我回来了再恢复。祝一切顺利。',
    resumedChat: (time) => `欢迎回来！每日问候已恢复：我每天早上${time}前会问候您。`,
  },
  japanese: {
    askTitle: 'おはようございます。お変わりありませんか？',
    askBody: 'ここをタップして、Sage に大丈夫だと伝えてください。',
    okButton: '大丈夫です',
    askSubject: 'おはようございます：お変わりありませんか？',
    askMail: (name) =>
      `${name}さん、おはようございます。毎朝の安否確認をご希望でしたが、今日はまだ Sage に連絡がありません。\n\n大丈夫でしたら、こちらのリンクを開いてください：`,
    whoIsTold: (people, minutes) => `${minutes}分以内にご連絡がない場合、Sage から${people}にお知らせします。`,
    personTitle: 'おはようございます。お変わりありませんか？',
    personDone: 'ありがとうございます。大丈夫だと Sage に伝わりました。良い一日を！',
    familyTitle: (person) => `${person}さんは大丈夫ですか？`,
    familyButton: (person) => `はい、${person}さんは大丈夫です`,
    familyDone: (person) => `ありがとうございます。${person}さんが無事だと記録し、お知らせした他の方にも伝えます。`,
    okSubject: (person) => `${person}さんは無事です`,
    answeredBody: (person, when) => `${person}さんから${when}に Sage へ応答がありました。無事です。`,
    checkedBody: (person, when) => `Sage がお知らせした方が${when}に${person}さんの無事を確認しました。`,
    badLink: 'このリンクはもう使えません。対象の安否確認は終了しました。',
    nobody: 'あなたが選んだ方',
    pausedChat: (day) =>
      `毎日の安否確認を${day}まで一時停止しました。お気をつけて。戻られたら「ただいま」と教えてください。`,
    pausedOpenChat: '毎日の安否確認を一時停止しました。戻られたら教えてください。どうぞお大事に。',
    resumedChat: (time) => `おかえりなさい。毎日の安否確認を再開しました。毎朝${time}までにお声がけします。`,
  },
}
