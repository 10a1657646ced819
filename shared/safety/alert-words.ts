import type { ChatLanguage } from '#shared/chat/chat-languages.ts'

/** The words of the mails and pages a contact sees about alerts, in one language. */
export type AlertWords = {
  consentSubject: (person: string) => string
  consentBody: (person: string) => string
  consentAfter: string
  alertSubject: (person: string) => string
  alertBody: (person: string, when: string, message: string) => string
  callThem: (person: string, phone: string) => string
  notAnApp: string
  stopLine: string
  fineSubject: (person: string) => string
  fineBody: (person: string, when: string) => string
  confirmTitle: (person: string) => string
  confirmButton: string
  confirmed: (person: string) => string
  stopTitle: (person: string) => string
  stopButton: string
  stopped: (person: string) => string
  badLink: string
  signature: string
}

export const alertWords: Record<ChatLanguage, AlertWords> = {
  english: {
    consentSubject: (p) => `${p} would like you to know if they may need help`,
    consentBody: (p) =>
      `${p} uses Sage, a companion app. They would like Sage to e-mail you if something they write suggests they may need help, such as a fall or chest pain. To agree, open this link:`,
    consentAfter:
      'You can stop these e-mails at any time from the link in each one. If you do not agree, ignore this e-mail: you will get none.',
    alertSubject: (p) => `${p} may need help`,
    alertBody: (p, when, message) =>
      `${p} wrote to Sage at ${when}:\n\n"${message}"\n\nSage told them to call emergency services.`,
    callThem: (p, phone) =>
      `Please call ${p} now${phone ? ` on ${phone}` : ''}. If you cannot reach them, call emergency services where they live.`,
    notAnApp: 'Sage is an app: it cannot send help itself.',
    stopLine: 'To stop these alerts, open this link:',
    fineSubject: (p) => `${p} says they are fine now`,
    fineBody: (p, when) => `${p} told Sage at ${when} that they are fine now.`,
    confirmTitle: (p) => `Should Sage tell you if ${p} may need help?`,
    confirmButton: 'Yes, tell me',
    confirmed: (p) => `Thank you. Sage will e-mail you if ${p} may need help.`,
    stopTitle: (p) => `Stop the alerts about ${p}?`,
    stopButton: 'Stop the alerts',
    stopped: (p) => `Done. You will get no more alerts about ${p}.`,
    badLink: 'This link no longer works. A newer one may have been sent.',
    signature: 'With warm wishes,\nSage',
  },
  spanish: {
    consentSubject: (p) => `${p} quiere que usted sepa si puede necesitar ayuda`,
    consentBody: (p) =>
      `${p} usa Sage, una aplicación de compañía. Le gustaría que Sage le escribiera si algo de lo que escribe hace pensar que puede necesitar ayuda, como una caída o un dolor en el pecho. Para aceptar, abra este enlace:`,
    consentAfter:
      'Puede dejar de recibir estos correos cuando quiera desde el enlace de cada uno. Si no acepta, ignore este correo: no recibirá ninguno.',
    alertSubject: (p) => `${p} puede necesitar ayuda`,
    alertBody: (p, when, message) =>
      `${p} escribió a Sage a las ${when}:\n\n"${message}"\n\nSage le dijo que llamara a emergencias.`,
    callThem: (p, phone) =>
      `Llame ahora a ${p}${phone ? ` al ${phone}` : ''}. Si no consigue hablar con esa persona, llame a emergencias donde vive.`,
    notAnApp: 'Sage es una aplicación: no puede enviar ayuda por sí misma.',
    stopLine: 'Para dejar de recibir estos avisos, abra este enlace:',
    fineSubject: (p) => `${p} dice que ya está bien`,
    fineBody: (p, when) => `${p} dijo a Sage a las ${when} que ya está bien.`,
    confirmTitle: (p) => `¿Quiere que Sage le avise si ${p} puede necesitar ayuda?`,
    confirmButton: 'Sí, avíseme',
    confirmed: (p) => `Gracias. Sage le escribirá si ${p} puede necesitar ayuda.`,
    stopTitle: (p) => `¿Dejar de recibir avisos sobre ${p}?`,
    stopButton: 'Dejar de recibir avisos',
    stopped: (p) => `Hecho. No recibirá más avisos sobre ${p}.`,
    badLink: 'Este enlace ya no funciona. Puede que se haya enviado uno más reciente.',
    signature: 'Con cariño,\nSage',
  },
  french: {
    consentSubject: (p) => `${p} souhaite que vous sachiez s'il ou elle a besoin d'aide`,
    consentBody: (p) =>
      `${p} utilise Sage, une application de compagnie. Sage pourrait vous écrire si un message laisse penser qu'une aide est nécessaire, par exemple une chute ou une douleur dans la poitrine. Pour accepter, ouvrez ce lien :`,
    consentAfter:
      "Vous pouvez arrêter ces e-mails à tout moment grâce au lien de chacun. Si vous n'acceptez pas, ignorez cet e-mail : vous n'en recevrez aucun.",
    alertSubject: (p) => `${p} a peut-être besoin d'aide`,
    alertBody: (p, when, message) =>
      `${p} a écrit à Sage à ${when} :\n\n« ${message} »\n\nSage lui a dit d'appeler les secours.`,
    callThem: (p, phone) =>
      `Appelez ${p} maintenant${phone ? ` au ${phone}` : ''}. Si vous ne pouvez pas le ou la joindre, appelez les secours de son lieu de vie.`,
    notAnApp: "Sage est une application : elle ne peut pas envoyer d'aide elle-même.",
    stopLine: 'Pour arrêter ces alertes, ouvrez ce lien :',
    fineSubject: (p) => `${p} dit aller bien maintenant`,
    fineBody: (p, when) => `${p} a dit à Sage à ${when} aller bien maintenant.`,
    confirmTitle: (p) => `Sage doit-il vous prévenir si ${p} a besoin d'aide ?`,
    confirmButton: 'Oui, prévenez-moi',
    confirmed: (p) => `Merci. Sage vous écrira si ${p} a peut-être besoin d'aide.`,
    stopTitle: (p) => `Arrêter les alertes concernant ${p} ?`,
    stopButton: 'Arrêter les alertes',
    stopped: (p) => `C'est fait. Vous ne recevrez plus d'alertes concernant ${p}.`,
    badLink: 'Ce lien ne fonctionne plus. Un lien plus récent a peut-être été envoyé.',
    signature: 'Bien chaleureusement,\nSage',
  },
  german: {
    consentSubject: (p) => `${p} möchte, dass Sie erfahren, wenn Hilfe nötig sein könnte`,
    consentBody: (p) =>
      `${p} nutzt Sage, eine Begleit-App. Sage soll Ihnen schreiben, wenn eine Nachricht darauf hindeutet, dass Hilfe nötig sein könnte, etwa nach einem Sturz oder bei Brustschmerzen. Um zuzustimmen, öffnen Sie diesen Link:`,
    consentAfter:
      'Sie können diese E-Mails jederzeit über den Link in jeder E-Mail abbestellen. Wenn Sie nicht zustimmen, ignorieren Sie diese E-Mail: Sie erhalten dann keine.',
    alertSubject: (p) => `${p} braucht vielleicht Hilfe`,
    alertBody: (p, when, message) =>
      `${p} hat Sage um ${when} geschrieben:\n\n„${message}“\n\nSage hat geraten, den Notruf zu wählen.`,
    callThem: (p, phone) =>
      `Bitte rufen Sie ${p} jetzt an${phone ? ` (${phone})` : ''}. Wenn Sie niemanden erreichen, rufen Sie den Notruf am Wohnort an.`,
    notAnApp: 'Sage ist eine App: Sie kann selbst keine Hilfe schicken.',
    stopLine: 'Um diese Hinweise abzubestellen, öffnen Sie diesen Link:',
    fineSubject: (p) => `${p} sagt, es geht jetzt wieder gut`,
    fineBody: (p, when) => `${p} hat Sage um ${when} gesagt, dass es jetzt wieder gut geht.`,
    confirmTitle: (p) => `Soll Sage Ihnen Bescheid geben, wenn ${p} Hilfe brauchen könnte?`,
    confirmButton: 'Ja, bitte Bescheid geben',
    confirmed: (p) => `Danke. Sage schreibt Ihnen, wenn ${p} Hilfe brauchen könnte.`,
    stopTitle: (p) => `Hinweise zu ${p} abbestellen?`,
    stopButton: 'Hinweise abbestellen',
    stopped: (p) => `Erledigt. Sie erhalten keine Hinweise zu ${p} mehr.`,
    badLink: 'Dieser Link gilt nicht mehr. Vielleicht wurde ein neuerer geschickt.',
    signature: 'Herzliche Grüße\nSage',
  },
  italian: {
    consentSubject: (p) => `${p} vorrebbe che lei sapesse se ha bisogno di aiuto`,
    consentBody: (p) =>
      `${p} usa Sage, un'app di compagnia. Vorrebbe che Sage le scrivesse se un messaggio fa pensare che abbia bisogno di aiuto, per esempio una caduta o un dolore al petto. Per accettare, apra questo link:`,
    consentAfter:
      'Può interrompere queste e-mail quando vuole dal link in ciascuna. Se non accetta, ignori questa e-mail: non ne riceverà nessuna.',
    alertSubject: (p) => `${p} potrebbe avere bisogno di aiuto`,
    alertBody: (p, when, message) =>
      `${p} ha scritto a Sage alle ${when}:\n\n«${message}»\n\nSage ha detto di chiamare i soccorsi.`,
    callThem: (p, phone) =>
      `Chiami subito ${p}${phone ? ` al ${phone}` : ''}. Se non risponde, chiami i soccorsi del luogo in cui vive.`,
    notAnApp: "Sage è un'app: non può mandare aiuto da sola.",
    stopLine: 'Per non ricevere più questi avvisi, apra questo link:',
    fineSubject: (p) => `${p} dice di stare bene ora`,
    fineBody: (p, when) => `${p} ha detto a Sage alle ${when} di stare bene ora.`,
    confirmTitle: (p) => `Vuole che Sage la avvisi se ${p} ha bisogno di aiuto?`,
    confirmButton: 'Sì, avvisatemi',
    confirmed: (p) => `Grazie. Sage le scriverà se ${p} potrebbe avere bisogno di aiuto.`,
    stopTitle: (p) => `Non ricevere più avvisi su ${p}?`,
    stopButton: 'Interrompi gli avvisi',
    stopped: (p) => `Fatto. Non riceverà più avvisi su ${p}.`,
    badLink: 'Questo link non funziona più. Forse ne è stato inviato uno più recente.',
    signature: 'Un caro saluto,\nSage',
  },
  portuguese: {
    consentSubject: (p) => `${p} gostaria que você soubesse se precisar de ajuda`,
    consentBody: (p) =>
      `${p} usa o Sage, um aplicativo de companhia. Gostaria que o Sage lhe escrevesse se alguma mensagem indicar que pode precisar de ajuda, como uma queda ou dor no peito. Para aceitar, abra este link:`,
    consentAfter:
      'Você pode parar estes e-mails quando quiser pelo link em cada um. Se não aceitar, ignore este e-mail: não receberá nenhum.',
    alertSubject: (p) => `${p} pode precisar de ajuda`,
    alertBody: (p, when, message) =>
      `${p} escreveu ao Sage às ${when}:\n\n"${message}"\n\nO Sage disse para ligar para os serviços de emergência.`,
    callThem: (p, phone) =>
      `Ligue agora para ${p}${phone ? ` no ${phone}` : ''}. Se não conseguir falar, ligue para os serviços de emergência de onde a pessoa mora.`,
    notAnApp: 'O Sage é um aplicativo: não pode enviar ajuda sozinho.',
    stopLine: 'Para parar estes avisos, abra este link:',
    fineSubject: (p) => `${p} diz que está bem agora`,
    fineBody: (p, when) => `${p} disse ao Sage às ${when} que está bem agora.`,
    confirmTitle: (p) => `O Sage deve avisar você se ${p} precisar de ajuda?`,
    confirmButton: 'Sim, me avise',
    confirmed: (p) => `Obrigado. O Sage vai escrever para você se ${p} puder precisar de ajuda.`,
    stopTitle: (p) => `Parar os avisos sobre ${p}?`,
    stopButton: 'Parar os avisos',
    stopped: (p) => `Pronto. Você não receberá mais avisos sobre ${p}.`,
    badLink: 'Este link não funciona mais. Talvez um mais recente tenha sido enviado.',
    signature: 'Com carinho,\nSage',
  },
  chinese: {
    consentSubject: (p) => `${p}希望在可能需要帮助时让您知道`,
    consentBody: (p) =>
      `${p}在使用陪伴应用 Sage。如果${p}写的内容表明可能需要帮助（例如摔倒或胸痛），希望 Sage 给您发邮件。如同意，请打开这个链接：`,
    consentAfter: '您可以随时通过每封邮件中的链接停止接收。如果不同意，请忽略这封邮件，您不会收到任何提醒。',
    alertSubject: (p) => `${p}可能需要帮助`,
    alertBody: (p, when, message) => `${p}在${when}给 Sage 写道：\n\n“${message}”\n\nSage 已建议拨打急救电话。`,
    callThem: (p, phone) =>
      `请现在给${p}打电话${phone ? `（${phone}）` : ''}。如果联系不上，请拨打对方所在地的急救电话。`,
    notAnApp: 'Sage 只是一个应用，它自己无法派人去帮忙。',
    stopLine: '如需停止这些提醒，请打开这个链接：',
    fineSubject: (p) => `${p}说现在没事了`,
    fineBody: (p, when) => `${p}在${when}告诉 Sage，现在没事了。`,
    confirmTitle: (p) => `${p}可能需要帮助时，要 Sage 通知您吗？`,
    confirmButton: '好的，请通知我',
    confirmed: (p) => `谢谢。${p}可能需要帮助时，Sage 会给您发邮件。`,
    stopTitle: (p) => `停止关于${p}的提醒？`,
    stopButton: '停止提醒',
    stopped: (p) => `已停止。您不会再收到关于${p}的提醒。`,
    badLink: '这个链接已失效，可能已经发送了新的链接。',
    signature: '祝好\nSage',
  },
  japanese: {
    consentSubject: (p) => `${p}さんに助けが必要かもしれないときのお知らせについて`,
    consentBody: (p) =>
      `${p}さんは見守りアプリ Sage を使っています。転倒や胸の痛みなど、助けが必要かもしれない内容を書いたときに、Sage からあなたにメールでお知らせすることを希望しています。同意される場合は、次のリンクを開いてください：`,
    consentAfter:
      'お知らせは、各メールのリンクからいつでも止められます。同意されない場合はこのメールを無視してください。お知らせは届きません。',
    alertSubject: (p) => `${p}さんに助けが必要かもしれません`,
    alertBody: (p, when, message) =>
      `${p}さんが${when}に Sage へこう書きました：\n\n「${message}」\n\nSage は救急に電話するよう伝えました。`,
    callThem: (p, phone) =>
      `今すぐ${p}さんに電話してください${phone ? `（${phone}）` : ''}。つながらない場合は、お住まいの地域の救急に電話してください。`,
    notAnApp: 'Sage はアプリなので、自分で助けを呼ぶことはできません。',
    stopLine: 'このお知らせを止めるには、次のリンクを開いてください：',
    fineSubject: (p) => `${p}さんはもう大丈夫とのことです`,
    fineBody: (p, when) => `${p}さんは${when}に、もう大丈夫だと Sage に伝えました。`,
    confirmTitle: (p) => `${p}さんに助けが必要かもしれないとき、Sage からお知らせしますか？`,
    confirmButton: 'はい、知らせてください',
    confirmed: (p) => `ありがとうございます。${p}さんに助けが必要かもしれないとき、Sage からメールします。`,
    stopTitle: (p) => `${p}さんについてのお知らせを止めますか？`,
    stopButton: 'お知らせを止める',
    stopped: (p) => `止めました。${p}さんについてのお知らせはもう届きません。`,
    badLink: 'このリンクは使えなくなりました。新しいリンクが送られているかもしれません。',
    signature: 'Sage より',
  },
}
