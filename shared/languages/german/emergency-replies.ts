// German words of an emergency reply.

import type { EmergencyWords } from '#shared/chat/emergency-replies.ts'

export const germanEmergencyReplies: EmergencyWords = {
  services: 'Notruf',
  callNow: (number) => `Rufen Sie jetzt sofort den Notruf an: ${number}.`,
  callContacts: (list) => `Rufen Sie danach Ihre Notfallkontakte an: ${list}.`,
  advice: {
    fall: 'Wenn Sie verletzt sind, versuchen Sie nicht aufzustehen; bleiben Sie liegen und halten Sie sich warm.',
    chest:
      'Setzen Sie sich hin und ruhen Sie sich aus; kauen Sie eine Aspirin nur, wenn ein Arzt es Ihnen erlaubt hat.',
    breathing: 'Setzen Sie sich aufrecht hin und atmen Sie langsam.',
    stroke: 'Merken Sie sich die Uhrzeit, zu der die Anzeichen begonnen haben; das hilft den Ärzten.',
    'self-harm': 'Bleiben Sie bitte mit jemandem am Telefon, der Ihnen helfen kann.',
    bleeding: 'Drücken Sie mit einem sauberen Tuch fest auf die Wunde und lassen Sie nicht nach.',
    overdose: 'Heben Sie die Medikamentenpackungen für den Rettungsdienst auf und nehmen Sie nichts weiter ein.',
    unconscious: 'Wenn Ihnen schwindlig wird, setzen oder legen Sie sich hin und halten Sie das Telefon bereit.',
    other: 'Bleiben Sie, wo Sie sind, und halten Sie das Telefon in der Nähe.',
  },
  adviceOther: {
    fall: 'Wenn die Person verletzt ist, bleiben Sie bei ihr und heben Sie sie nicht hoch; halten Sie sie warm.',
    chest: 'Helfen Sie ihr, sich hinzusetzen und auszuruhen, und bleiben Sie bei ihr.',
    breathing: 'Helfen Sie ihr, aufrecht zu sitzen, lockern Sie enge Kleidung und bleiben Sie bei ihr.',
    stroke: 'Merken Sie sich die Uhrzeit, zu der die Anzeichen begonnen haben, und bleiben Sie bei ihr.',
    'self-harm': 'Bleiben Sie bei der Person und räumen Sie alles weg, womit sie sich verletzen könnte.',
    bleeding: 'Drücken Sie mit einem sauberen Tuch fest auf die Wunde und lassen Sie nicht nach.',
    overdose: 'Bleiben Sie bei ihr und heben Sie die Medikamentenpackungen für den Rettungsdienst auf.',
    unconscious: 'Prüfen Sie, ob die Person atmet, und bleiben Sie bei ihr.',
    other: 'Bleiben Sie bei ihr und halten Sie das Telefon in der Nähe.',
  },
  comfort: 'Es tut mir sehr leid, dass es Ihnen so geht. Sie sind nicht allein, und Sie sind wichtig.',
  crisisLine: (line) => `Sie können auch jederzeit, Tag und Nacht, die Telefonseelsorge anrufen: ${line}.`,
  crisisLabel: 'Krisentelefon',
  call: (name) => `${name} anrufen`,
}
