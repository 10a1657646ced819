// English words of the mails and pages a contact sees about alerts.

import type { AlertWords } from '#shared/safety/alert-words.ts'

export const englishAlertWords: AlertWords = {
  consentSubject: (p) => `${p} would like you to know if they may need help`,
  consentBody: (p) =>
    `${p} uses Sage, a companion app. They would like Sage to e-mail you if something they write suggests they may need help, such as a fall or chest pain. Sage will also write if they do not take an important medication or do not answer their daily check-in. To agree, open this link:`,
  consentAfter:
    'You can stop these e-mails at any time from the link in each one. If you do not agree, ignore this e-mail: you will get none.',
  alertSubject: (p) => `${p} may need help`,
  alertBody: (p, when, message) =>
    `${p} wrote to Sage at ${when}:\n\n"${message}"\n\nSage told them to call emergency services.`,
  missedDoseSubject: (p, medication) => `${p} has not taken ${medication}`,
  missedDoseBody: (p, medication, when) =>
    `${p} has not marked the ${when} dose of ${medication} as taken in Sage, and did not answer two reminders. It may be nothing, but it is worth checking.`,
  checkInSubject: (p) => `${p} has not checked in with Sage today`,
  checkInBody: (p, lastHeard) =>
    `${p} asked Sage to tell you if they do not check in by their usual time. Sage has not heard from them today, and they did not answer a reminder.${lastHeard ? ` Sage last heard from them at ${lastHeard}.` : ''}`,
  okLine: (p) => `If you reach ${p} and all is well, let Sage know with this link:`,
  callThem: (p, phone) =>
    `Please call ${p} now${phone ? ` on ${phone}` : ''}. If you cannot reach them, call emergency services where they live.`,
  notAnApp: 'Sage is an app: it cannot send help itself.',
  stopLine: 'To stop these alerts, open this link:',
  familyLine: (p) =>
    `You receive this because ${p} shares alerts with you in Sage. To stop, open Sage: Settings > Family.`,
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
}
