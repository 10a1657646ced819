// Italian words of the mails and pages a contact sees about alerts.

import type { AlertWords } from '#shared/safety/alert-words.ts'

export const italianAlertWords: AlertWords = {
  consentSubject: (p) => `${p} vorrebbe che lei sapesse se ha bisogno di aiuto`,
  consentBody: (p) =>
    `${p} usa Sage, un'app di compagnia. Vorrebbe che Sage le scrivesse se un messaggio fa pensare che abbia bisogno di aiuto, per esempio una caduta o un dolore al petto. Sage le scriverà anche se non prende un farmaco importante o non risponde al saluto quotidiano. Per accettare, apra questo link:`,
  consentAfter:
    'Può interrompere queste e-mail quando vuole dal link in ciascuna. Se non accetta, ignori questa e-mail: non ne riceverà nessuna.',
  alertSubject: (p) => `${p} potrebbe avere bisogno di aiuto`,
  alertBody: (p, when, message) =>
    `${p} ha scritto a Sage alle ${when}:\n\n«${message}»\n\nSage ha detto di chiamare i soccorsi.`,
  missedDoseSubject: (p, medication) => `${p} non ha preso ${medication}`,
  missedDoseBody: (p, medication, when) =>
    `${p} non ha segnato in Sage come presa la dose di ${medication} delle ${when}, e non ha risposto a due promemoria. Forse non è niente, ma conviene controllare.`,
  checkInSubject: (p) => `${p} oggi non si è fatto sentire con Sage`,
  checkInBody: (p, lastHeard) =>
    `${p} ha chiesto a Sage di avvisarla se non si fa sentire entro l'ora solita. Oggi Sage non ha avuto notizie, e un promemoria è rimasto senza risposta.${lastHeard ? ` Ultime notizie: ${lastHeard}.` : ''}`,
  okLine: (p) => `Se riesce a sentire ${p} e va tutto bene, lo dica a Sage con questo link:`,
  callThem: (p, phone) =>
    `Chiami subito ${p}${phone ? ` al ${phone}` : ''}. Se non risponde, chiami i soccorsi del luogo in cui vive.`,
  notAnApp: "Sage è un'app: non può mandare aiuto da sola.",
  stopLine: 'Per non ricevere più questi avvisi, apra questo link:',
  familyLine: (p) =>
    `Riceve questo messaggio perché ${p} condivide i suoi avvisi con Lei su Sage. Per non riceverli più, apra Sage: Impostazioni > Famiglia.`,
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
}
