// German words of the mails and pages a contact sees about alerts.

import type { AlertWords } from '#shared/safety/alert-words.ts'

export const germanAlertWords: AlertWords = {
  consentSubject: (p) => `${p} möchte, dass Sie erfahren, wenn Hilfe nötig sein könnte`,
  consentBody: (p) =>
    `${p} nutzt Sage, eine Begleit-App. Sage soll Ihnen schreiben, wenn eine Nachricht darauf hindeutet, dass Hilfe nötig sein könnte, etwa nach einem Sturz oder bei Brustschmerzen. Sage schreibt Ihnen auch, wenn ein wichtiges Medikament nicht genommen wird oder die tägliche Rückmeldung ausbleibt. Um zuzustimmen, öffnen Sie diesen Link:`,
  consentAfter:
    'Sie können diese E-Mails jederzeit über den Link in jeder E-Mail abbestellen. Wenn Sie nicht zustimmen, ignorieren Sie diese E-Mail: Sie erhalten dann keine.',
  alertSubject: (p) => `${p} braucht vielleicht Hilfe`,
  alertBody: (p, when, message) =>
    `${p} hat Sage um ${when} geschrieben:\n\n„${message}“\n\nSage hat geraten, den Notruf zu wählen.`,
  missedDoseSubject: (p, medication) => `${p} hat ${medication} nicht genommen`,
  missedDoseBody: (p, medication, when) =>
    `${p} hat die Dosis ${medication} von ${when} in Sage nicht als genommen markiert und auf zwei Erinnerungen nicht geantwortet. Vielleicht ist nichts, aber es lohnt sich nachzufragen.`,
  checkInSubject: (p) => `${p} hat sich heute nicht bei Sage gemeldet`,
  checkInBody: (p, lastHeard) =>
    `${p} hat Sage gebeten, Ihnen Bescheid zu geben, wenn bis zur gewohnten Zeit keine Rückmeldung kommt. Sage hat heute nichts gehört, und auf eine Erinnerung kam keine Antwort.${lastHeard ? ` Zuletzt gemeldet: ${lastHeard}.` : ''}`,
  okLine: (p) => `Wenn Sie ${p} erreichen und alles in Ordnung ist, sagen Sie es Sage mit diesem Link:`,
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
