// French words the safety net says besides the emergency reply.

import type { SafetyWords } from '#shared/safety/replies.ts'

export const frenchSafetyReplies: SafetyWords = {
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
}
