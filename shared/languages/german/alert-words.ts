// German words of the mails and pages a contact sees about alerts.

import type { AlertWords } from '#shared/safety/alert-words.ts'

export const germanAlertWords: AlertWords = {
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
  familyLine: (p) =>
    `Sie erhalten dies, weil ${p} Hinweise in Sage mit Ihnen teilt. Zum Abbestellen öffnen Sie Sage: Einstellungen > Familie.`,
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
}
