// French words of the mails and pages a contact sees about alerts.

import type { AlertWords } from '#shared/safety/alert-words.ts'

export const frenchAlertWords: AlertWords = {
  consentSubject: (p) => `${p} souhaite que vous sachiez s'il ou elle a besoin d'aide`,
  consentBody: (p) =>
    `${p} utilise Sage, une application de compagnie. Sage pourrait vous écrire si un message laisse penser qu'une aide est nécessaire, par exemple une chute ou une douleur dans la poitrine. Sage vous écrira aussi si un médicament important n'est pas pris ou si le bonjour quotidien reste sans réponse. Pour accepter, ouvrez ce lien :`,
  consentAfter:
    "Vous pouvez arrêter ces e-mails à tout moment grâce au lien de chacun. Si vous n'acceptez pas, ignorez cet e-mail : vous n'en recevrez aucun.",
  alertSubject: (p) => `${p} a peut-être besoin d'aide`,
  alertBody: (p, when, message) =>
    `${p} a écrit à Sage à ${when} :\n\n« ${message} »\n\nSage lui a dit d'appeler les secours.`,
  missedDoseSubject: (p, medication) => `${p} n'a pas pris ${medication}`,
  missedDoseBody: (p, medication, when) =>
    `${p} n'a pas indiqué dans Sage avoir pris la dose de ${medication} de ${when}, et n'a pas répondu à deux rappels. Ce n'est peut-être rien, mais mieux vaut vérifier.`,
  checkInSubject: (p) => `${p} n'a pas donné de nouvelles à Sage aujourd'hui`,
  checkInBody: (p, lastHeard) =>
    `${p} a demandé à Sage de vous prévenir sans nouvelles à l'heure habituelle. Sage n'a pas eu de nouvelles aujourd'hui, et le rappel est resté sans réponse.${lastHeard ? ` Dernières nouvelles : ${lastHeard}.` : ''}`,
  okLine: (p) => `Si vous joignez ${p} et que tout va bien, dites-le à Sage avec ce lien :`,
  callThem: (p, phone) =>
    `Appelez ${p} maintenant${phone ? ` au ${phone}` : ''}. Si vous ne pouvez pas le ou la joindre, appelez les secours de son lieu de vie.`,
  notAnApp: "Sage est une application : elle ne peut pas envoyer d'aide elle-même.",
  stopLine: 'Pour arrêter ces alertes, ouvrez ce lien :',
  familyLine: (p) =>
    `Vous recevez ceci parce que ${p} partage ses alertes avec vous dans Sage. Pour ne plus les recevoir, ouvrez Sage : Paramètres > Famille.`,
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
}
