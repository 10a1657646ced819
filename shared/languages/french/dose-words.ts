// French ways of talking about doses, on folded text (no accents), and Sage's replies about them.

import type { DoseWords } from '#shared/medications/dose-talk.ts'

export const frenchDoseWords: DoseWords = {
  took: /\b(((c'est (bon|fait)|voila|ok),? )?(j'?ai (deja |bien |juste )?(pris|avale)|je (l'|les )?ai (deja |bien |tous |toutes )*(pris|prise|prises|avalee?s?)|je viens de (la |le |les )?prendre|(deja|bien) pris|c'est pris|pris (mon|ma|mes|le|la|les) ?(medicaments?|medocs?|cachets?|comprimes?|pilules?)?))\b/,
  // Also what only sounds like a dose ("j'ai pris ma tension"), yesterday's, one taken by mistake.
  notTaken:
    /\b(pas (encore )?(pris|prise|prises|avale)|je n'ai pas|je ne l'ai pas|je ne les ai pas|pas encore|oublie|j'?ai oublie|je ne sais (plus|pas si)|je sais plus|(souviens|rappelle) (pas|plus)|je ne suis pas sur|suis pas sure?|dois-je prendre|je dois prendre|quand (dois-je|est-ce que je dois) prendre|faut-il prendre|hier|avant-hier|par erreur|en trop|deux fois|me suis trompee?|pris (ma|la|mon) (tension|temperature|glycemie|pouls))\b/,
  asked:
    /(\b(est-ce que|est ce que) (j'?ai|je l'ai|je les ai) (deja |bien )?(pris|prise|prises)\b|\bai-je (deja |bien )?pris\b|\bl(es)? ai-je (deja |bien )?pris|\b(j'?ai|je l'ai|je les ai) (deja |bien )?(pris|prise|prises|avale)\b[^.!?]*\?|\bquels? (medicaments?|medocs?|cachets?|comprimes?|pilules?) (ai-je|j'?ai) pris|\b(dire|verifier|verifiez|savez-vous|vous savez|regarder|regardez) si (j'?ai|je l'ai|je les ai) (deja |bien )?(pris|prise|prises))/,
  all: /^(?!.*\bpas (tous|toutes|les deux)\b).*\b(tous|toutes|les deux|tous les deux|toutes les deux|l'ensemble)\b/,
  yes: /^(oui|ouais|bien sur|exact|c'est ca|tout a fait|oui,? je l'ai prise?)\b/,
  general:
    /\b(medicaments?|medocs?|cachets?|comprimes?|pilules?|gelules?|capsules?|dose|traitement|vitamines?|insuline|gouttes)\b/,
  object: /\b(je l'ai|je les ai|l'ai (deja )?pris|les ai (deja )?pris|pris (les deux|tous|toutes))\b/,
  replies: {
    marked: (doses) => `Très bien. J'ai noté ${doses} comme pris.`,
    which: (doses) => `Lequel avez-vous pris : ${doses} ? Vous pouvez aussi dire « tous ».`,
    early: (dose) =>
      `Aucun médicament n'est prévu pour le moment. Le prochain est ${dose}. L'avez-vous pris en avance ?`,
    nothingWaiting: "Aucun médicament n'est prévu pour le moment, et il ne vous en reste plus pour aujourd'hui.",
    noMedications:
      "Je n'ai pas encore vos médicaments. Vous pouvez les ajouter dans Paramètres, Médicaments, et je vous les rappellerai à l'heure prévue.",
    status: ({ taken, waiting, missed }) =>
      [
        taken
          ? `Aujourd'hui, vous avez pris ${taken}.`
          : "Aujourd'hui, vous n'avez encore noté aucun médicament comme pris.",
        waiting ? `Encore à prendre : ${waiting}.` : '',
        missed ? `Pas noté à l'heure prévue : ${missed}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    noneToday: "Vous n'avez aucun médicament à prendre aujourd'hui.",
  },
}
