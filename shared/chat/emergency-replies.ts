import type { ChatLanguage } from './chat-languages.ts'
import type { EmergencyKind } from './emergency-patterns.ts'

/** The words of an emergency reply in one language. */
export type EmergencyWords = {
  /** Label of the emergency-services call button. */
  services: string
  callNow: (number: string) => string
  callContacts: (list: string) => string
  advice: Record<EmergencyKind, string>
  /** The US crisis line, said only where the chat language is common in the US. */
  crisisLine?: string
}

export const emergencyWords: Record<ChatLanguage, EmergencyWords> = {
  english: {
    services: 'Emergency services',
    callNow: (number) => `Please call emergency services now: ${number}.`,
    callContacts: (list) => `Then call your emergency contacts: ${list}.`,
    advice: {
      fall: "If you are hurt, don't try to get up; stay where you are and keep warm.",
      'chest-pain': 'Sit down and rest; chew an aspirin only if a doctor has said you may.',
      breathing: 'Sit upright and try to breathe slowly.',
      stroke: 'Note the time the signs started; it will help the doctors.',
      'self-harm': 'You are not alone. Please stay on the line with someone who can help.',
      bleeding: 'Press firmly on the wound with a clean cloth and keep pressing.',
      unconscious: 'Check whether they are breathing, and stay with them.',
      'other-urgent': 'Stay where you are and keep the phone close.',
    },
    crisisLine: 'You can also call or text the crisis line, 988 in the US.',
  },
  spanish: {
    services: 'Servicios de emergencia',
    callNow: (number) => `Llame ahora mismo a los servicios de emergencia: ${number}.`,
    callContacts: (list) => `Después llame a sus contactos de emergencia: ${list}.`,
    advice: {
      fall: 'Si se ha hecho daño, no intente levantarse; no se mueva y abríguese.',
      'chest-pain': 'Siéntese y descanse; mastique una aspirina solo si su médico le ha dicho que puede.',
      breathing: 'Siéntese con la espalda recta e intente respirar despacio.',
      stroke: 'Anote la hora en que empezaron los síntomas; ayudará a los médicos.',
      'self-harm': 'No tiene que pasar por esto a solas. Quédese al teléfono con alguien que pueda ayudarle.',
      bleeding: 'Presione con firmeza sobre la herida con un paño limpio y no deje de presionar.',
      unconscious: 'Compruebe si respira y quédese a su lado.',
      'other-urgent': 'Quédese donde está y tenga el teléfono cerca.',
    },
    crisisLine: 'También puede llamar o escribir a la línea de crisis, el 988 en EE. UU.',
  },
  french: {
    services: 'Secours',
    callNow: (number) => `Appelez les secours tout de suite : ${number}.`,
    callContacts: (list) => `Ensuite, appelez vos contacts d'urgence : ${list}.`,
    advice: {
      fall: "Si vous avez mal, n'essayez pas de vous relever ; ne bougez pas et restez au chaud.",
      'chest-pain': "Asseyez-vous et reposez-vous ; ne croquez une aspirine que si un médecin vous l'a permis.",
      breathing: 'Asseyez-vous bien droit et respirez lentement.',
      stroke: "Notez l'heure à laquelle les signes ont commencé ; cela aidera les médecins.",
      'self-harm': "Vous n'êtes pas seul(e). Restez en ligne avec quelqu'un qui peut vous aider.",
      bleeding: 'Appuyez fermement sur la plaie avec un linge propre, sans relâcher.',
      unconscious: "Vérifiez si la personne respire et restez auprès d'elle.",
      'other-urgent': 'Restez où vous êtes et gardez le téléphone près de vous.',
    },
  },
  german: {
    services: 'Notruf',
    callNow: (number) => `Rufen Sie jetzt sofort den Notruf an: ${number}.`,
    callContacts: (list) => `Rufen Sie danach Ihre Notfallkontakte an: ${list}.`,
    advice: {
      fall: 'Wenn Sie verletzt sind, versuchen Sie nicht aufzustehen; bleiben Sie liegen und halten Sie sich warm.',
      'chest-pain':
        'Setzen Sie sich hin und ruhen Sie sich aus; kauen Sie eine Aspirin nur, wenn ein Arzt es Ihnen erlaubt hat.',
      breathing: 'Setzen Sie sich aufrecht hin und atmen Sie langsam.',
      stroke: 'Merken Sie sich die Uhrzeit, zu der die Anzeichen begonnen haben; das hilft den Ärzten.',
      'self-harm': 'Sie sind nicht allein. Bleiben Sie bitte mit jemandem am Telefon, der Ihnen helfen kann.',
      bleeding: 'Drücken Sie mit einem sauberen Tuch fest auf die Wunde und lassen Sie nicht nach.',
      unconscious: 'Prüfen Sie, ob die Person atmet, und bleiben Sie bei ihr.',
      'other-urgent': 'Bleiben Sie, wo Sie sind, und halten Sie das Telefon in der Nähe.',
    },
  },
  italian: {
    services: 'Soccorsi',
    callNow: (number) => `Chiami subito i soccorsi: ${number}.`,
    callContacts: (list) => `Poi chiami i suoi contatti di emergenza: ${list}.`,
    advice: {
      fall: "Se sente dolore, non provi ad alzarsi; resti dov'è e si tenga al caldo.",
      'chest-pain': "Si sieda e riposi; mastichi un'aspirina solo se un medico le ha detto che può farlo.",
      breathing: 'Si sieda con la schiena dritta e respiri lentamente.',
      stroke: "Annoti l'ora in cui sono iniziati i sintomi; aiuterà i medici.",
      'self-harm': 'Non è solo/a. Resti al telefono con qualcuno che può aiutarla.',
      bleeding: 'Prema con forza sulla ferita con un panno pulito e non smetta di premere.',
      unconscious: 'Controlli se la persona respira e resti accanto a lei.',
      'other-urgent': "Resti dov'è e tenga il telefono vicino.",
    },
  },
  portuguese: {
    services: 'Serviços de emergência',
    callNow: (number) => `Ligue agora mesmo para os serviços de emergência: ${number}.`,
    callContacts: (list) => `Depois ligue para os seus contatos de emergência: ${list}.`,
    advice: {
      fall: 'Se sentir dor, não tente se levantar; fique onde está e cubra-se com algo quente.',
      'chest-pain': 'Sente-se e descanse; mastigue uma aspirina só se um médico disse que pode.',
      breathing: 'Sente-se com as costas retas e respire devagar.',
      stroke: 'Anote a hora em que os sinais começaram; isso ajuda os médicos.',
      'self-harm': 'Você não está sozinho(a). Fique na linha com alguém que possa ajudar.',
      bleeding: 'Pressione a ferida com firmeza usando um pano limpo e não pare de pressionar.',
      unconscious: 'Verifique se a pessoa está respirando e fique ao lado dela.',
      'other-urgent': 'Fique onde está e mantenha o telefone por perto.',
    },
  },
  chinese: {
    services: '急救电话',
    callNow: (number) => `请立即拨打急救电话：${number}。`,
    callContacts: (list) => `然后联系您的紧急联系人：${list}。`,
    advice: {
      fall: '如果受了伤，请不要勉强起身；待在原地，注意保暖。',
      'chest-pain': '请坐下休息；只有医生说过可以时，才嚼服一片阿司匹林。',
      breathing: '请坐直，慢慢呼吸。',
      stroke: '请记下症状开始的时间，这对医生很重要。',
      'self-harm': '您并不孤单。请和能帮助您的人保持通话。',
      bleeding: '请用干净的布用力按住伤口，不要松开。',
      unconscious: '请检查对方是否还有呼吸，并守在旁边。',
      'other-urgent': '请待在原地，把电话放在身边。',
    },
  },
  japanese: {
    services: '救急',
    callNow: (number) => `今すぐ救急に電話してください：${number}。`,
    callContacts: (list) => `そのあと、緊急連絡先に電話してください：${list}。`,
    advice: {
      fall: 'けがをしている場合は、無理に起き上がらず、その場で体を温かくしていてください。',
      'chest-pain': '座って安静にしてください。アスピリンは、医師に許可されている場合に限りかんで飲んでください。',
      breathing: '背筋を伸ばして座り、ゆっくり呼吸してください。',
      stroke: '症状が始まった時刻をメモしてください。医師の役に立ちます。',
      'self-harm': 'あなたはひとりではありません。支えてくれる人と電話をつないだままにしてください。',
      bleeding: '清潔な布で傷口を強く押さえ続けてください。',
      unconscious: 'その人が息をしているか確かめて、そばにいてください。',
      'other-urgent': 'その場を動かず、電話を手元に置いておいてください。',
    },
  },
}
