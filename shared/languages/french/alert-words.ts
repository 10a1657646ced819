// French words of the mails and pages a contact sees about alerts.

import type { AlertWords } from '#shared/safety/alert-words.ts'

export const frenchAlertWords: AlertWords = {
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
