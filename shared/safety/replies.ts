import { type ChatLanguage, chatLanguages, foldText } from '#shared/chat/chat-languages.ts'

/** The words the safety net says, besides the emergency reply itself, in one language. */
export type SafetyWords = {
  /** Asked when a message may be an emergency and Sage is not sure. */
  askHurt: string
  yes: string
  no: string
  /** The answer to "No": glad, and still there. */
  notHurt: string
  /** Sage does not advise on doses or mixing medicines; the doctor's name and phone follow when known. */
  doseQuestion: string
  askDoctor: (doctor: string) => string
  /** A calm warning about the marks of a scam. */
  scamWarning: string
  /** What the person says (or taps) once the danger has passed. */
  imFine: string
  /** The answer when no alert had gone out yet, and now none will. */
  fineCancelled: string
  /** The answer when contacts had been told, and now hear the person is fine. */
  fineTold: (names: string) => string
}

export const safetyWords: Record<ChatLanguage, SafetyWords> = {
  english: {
    askHurt: 'Are you hurt right now?',
    yes: 'Yes',
    no: 'No',
    notHurt: "I'm glad you're not hurt. I'm right here if anything changes; just tell me.",
    doseQuestion:
      "I can't safely advise on doses or on mixing medicines. Please ask your doctor or pharmacist before you take it.",
    askDoctor: (doctor) => `You can call ${doctor}.`,
    scamWarning:
      'This has the marks of a scam. Please do not pay, buy gift cards, send money or give any code. Hang up, then call your family member or your bank back on a number you already know. A family code word helps you check who is really calling.',
    imFine: "I'm fine",
    fineCancelled: "I'm so glad you're all right. I won't send the alert.",
    fineTold: (names) => `I'm so glad you're all right. I've told ${names} that you're fine now.`,
  },
  spanish: {
    askHurt: '¿Está herido o herida ahora mismo?',
    yes: 'Sí',
    no: 'No',
    notHurt: 'Me alegro de que no se haya hecho daño. Aquí estoy si algo cambia; dígamelo.',
    doseQuestion:
      'No puedo aconsejarle con seguridad sobre dosis ni sobre mezclar medicamentos. Pregunte a su médico o farmacéutico antes de tomarlo.',
    askDoctor: (doctor) => `Puede llamar a ${doctor}.`,
    scamWarning:
      'Esto tiene las señales de una estafa. No pague, no compre tarjetas regalo, no envíe dinero ni dé ningún código. Cuelgue y llame usted a su familiar o a su banco a un número que ya conozca. Una palabra clave familiar le ayuda a saber quién llama de verdad.',
    imFine: 'Estoy bien',
    fineCancelled: 'Me alegro mucho de que esté bien. No enviaré el aviso.',
    fineTold: (names) => `Me alegro mucho de que esté bien. Ya le he dicho a ${names} que está bien.`,
  },
  french: {
    askHurt: 'Êtes-vous blessé(e) en ce moment ?',
    yes: 'Oui',
    no: 'Non',
    notHurt: 'Je suis content que vous ne soyez pas blessé(e). Je suis là si quelque chose change ; dites-le-moi.',
    doseQuestion:
      'Je ne peux pas vous conseiller sans risque sur les doses ni sur le mélange de médicaments. Demandez à votre médecin ou à votre pharmacien avant de le prendre.',
    askDoctor: (doctor) => `Vous pouvez appeler ${doctor}.`,
    scamWarning:
      "Cela ressemble à une arnaque. Ne payez pas, n'achetez pas de cartes cadeaux, n'envoyez pas d'argent et ne donnez aucun code. Raccrochez, puis rappelez votre proche ou votre banque à un numéro que vous connaissez déjà. Un mot de passe familial aide à savoir qui appelle vraiment.",
    imFine: 'Je vais bien',
    fineCancelled: "Je suis vraiment content que vous alliez bien. Je n'enverrai pas l'alerte.",
    fineTold: (names) => `Je suis vraiment content que vous alliez bien. J'ai prévenu ${names} que vous allez bien.`,
  },
  german: {
    askHurt: 'Sind Sie gerade verletzt?',
    yes: 'Ja',
    no: 'Nein',
    notHurt: 'Wie gut, dass Sie nicht verletzt sind. Ich bin da, wenn sich etwas ändert; sagen Sie es mir einfach.',
    doseQuestion:
      'Zu Dosierungen oder zum Kombinieren von Medikamenten kann ich Sie nicht sicher beraten. Bitte fragen Sie Ihren Arzt oder Ihre Apotheke, bevor Sie es einnehmen.',
    askDoctor: (doctor) => `Sie können ${doctor} anrufen.`,
    scamWarning:
      'Das hat die Merkmale eines Betrugs. Bitte zahlen Sie nichts, kaufen Sie keine Gutscheinkarten, überweisen Sie kein Geld und nennen Sie keinen Code. Legen Sie auf und rufen Sie Ihren Angehörigen oder Ihre Bank unter einer Nummer zurück, die Sie schon kennen. Ein Familien-Codewort hilft zu prüfen, wer wirklich anruft.',
    imFine: 'Mir geht es gut',
    fineCancelled: 'Wie schön, dass es Ihnen gut geht. Ich schicke den Hinweis nicht.',
    fineTold: (names) => `Wie schön, dass es Ihnen gut geht. Ich habe ${names} gesagt, dass es Ihnen wieder gut geht.`,
  },
  italian: {
    askHurt: 'Si è fatto/a male in questo momento?',
    yes: 'Sì',
    no: 'No',
    notHurt: 'Sono contento che non si sia fatto/a male. Sono qui se qualcosa cambia; me lo dica.',
    doseQuestion:
      'Non posso consigliarla in modo sicuro su dosi o su come combinare i farmaci. Chieda al suo medico o al farmacista prima di prenderlo.',
    askDoctor: (doctor) => `Può chiamare ${doctor}.`,
    scamWarning:
      'Questo ha i segni di una truffa. Non paghi, non compri carte regalo, non mandi soldi e non dia nessun codice. Riattacchi e richiami lei il suo familiare o la sua banca a un numero che già conosce. Una parola d’ordine di famiglia aiuta a capire chi chiama davvero.',
    imFine: 'Sto bene',
    fineCancelled: "Sono tanto contento che stia bene. Non manderò l'avviso.",
    fineTold: (names) => `Sono tanto contento che stia bene. Ho detto a ${names} che ora sta bene.`,
  },
  portuguese: {
    askHurt: 'Você está machucado(a) agora?',
    yes: 'Sim',
    no: 'Não',
    notHurt: 'Que bom que você não se machucou. Estou aqui se algo mudar; é só me dizer.',
    doseQuestion:
      'Não posso orientar com segurança sobre doses ou sobre misturar remédios. Pergunte ao seu médico ou farmacêutico antes de tomar.',
    askDoctor: (doctor) => `Você pode ligar para ${doctor}.`,
    scamWarning:
      'Isso tem os sinais de um golpe. Não pague, não compre cartões-presente, não envie dinheiro e não passe nenhum código. Desligue e ligue você mesmo para o seu familiar ou para o seu banco num número que você já conhece. Uma palavra-código da família ajuda a saber quem está ligando de verdade.',
    imFine: 'Estou bem',
    fineCancelled: 'Que bom que você está bem. Não vou enviar o aviso.',
    fineTold: (names) => `Que bom que você está bem. Já avisei ${names} que você está bem.`,
  },
  chinese: {
    askHurt: '您现在受伤了吗？',
    yes: '是',
    no: '不是',
    notHurt: '您没有受伤，我就放心了。如果情况有变化，请随时告诉我。',
    doseQuestion: '关于用药剂量或几种药能不能一起吃，我无法给出安全的建议。服用前请先问您的医生或药剂师。',
    askDoctor: (doctor) => `您可以打电话给${doctor}。`,
    scamWarning:
      '这很像诈骗。请不要付款、不要买礼品卡、不要转账，也不要告诉对方任何验证码。请先挂断电话，再用您原本就知道的号码打给家人或银行核实。和家人约定一个暗号，可以帮您分辨来电的人是谁。',
    imFine: '我没事',
    fineCancelled: '您没事就好。我不会发送提醒了。',
    fineTold: (names) => `您没事就好。我已经告诉${names}您现在没事了。`,
  },
  japanese: {
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
  },
}

/** Every language's "Are you hurt right now?", to recognise Sage's own question in a chat. */
const askSentences = new Set(chatLanguages.map((language) => safetyWords[language].askHurt))

/** True when a message of Sage's is its own "Are you hurt right now?" question. */
export function isHurtQuestion(content: string | null | undefined): boolean {
  return Boolean(content && askSentences.has(content.trim()))
}

const yesWords = new Set(
  [
    'yes',
    'yeah',
    'yep',
    'y',
    'si',
    'sí',
    'oui',
    'ja',
    'sim',
    '是',
    '是的',
    '对',
    '對',
    '嗯',
    'はい',
    'うん',
    'ええ',
    'yes i am',
    'yes please',
    'i am',
    'im hurt',
    "i'm hurt",
    'help',
    'ayuda',
    'hilfe',
    'aiuto',
    'socorro',
    'au secours',
  ].map((word) => foldText(word)),
)
const noWords = new Set(
  [
    'no',
    'nope',
    'non',
    'nein',
    'nao',
    'não',
    '不是',
    '不',
    '没有',
    '沒有',
    'いいえ',
    'ううん',
    'no i am not',
    "i'm fine",
    'im fine',
    'i am fine',
    'i am ok',
    "i'm ok",
    'im ok',
    'estoy bien',
    'je vais bien',
    'mir geht es gut',
    'sto bene',
    'estou bem',
    '我没事',
    '大丈夫',
    '大丈夫です',
  ].map((word) => foldText(word)),
)

const finePhrases = [
  "i'm fine",
  'im fine',
  'i am fine',
  "i'm ok",
  'im ok',
  "i'm okay",
  'im okay',
  'i am ok',
  'i am okay',
  "i'm alright",
  "i'm all right",
  'im alright',
  'i am all right',
  'false alarm',
  'all good now',
  "i'm not hurt",
  'estoy bien',
  'ya estoy bien',
  'estoy mejor',
  'falsa alarma',
  'je vais bien',
  'ca va maintenant',
  'fausse alerte',
  'mir geht es gut',
  'mir gehts gut',
  'alles gut',
  'fehlalarm',
  'sto bene',
  'falso allarme',
  'estou bem',
  'alarme falso',
  '我没事',
  '没事了',
  '我很好',
  '大丈夫',
  'もう平気',
]

/** True when a message says the person is fine now ("I'm fine", "estoy bien", "我没事"), in any chat language. */
export function saysFine(text: string): boolean {
  const folded = foldText(text).replace(/[’‘`]/g, "'")
  if (folded.length > 80) return false
  return finePhrases.some((phrase) => folded.includes(foldText(phrase)))
}

/** Reads a short answer to "Are you hurt right now?" in any chat language: yes, no, or neither. */
export function readYesNo(text: string): 'yes' | 'no' | null {
  const answer = foldText(text)
    .replace(/[.!?,;:¡¿。！？、]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (yesWords.has(answer)) return 'yes'
  if (noWords.has(answer)) return 'no'
  return null
}
