// Italian words the safety net says besides the emergency reply.

import type { SafetyWords } from '#shared/safety/replies.ts'

export const italianSafetyReplies: SafetyWords = {
  askHurt: 'Si è fatto/a male in questo momento?',
  yes: 'Sì',
  no: 'No',
  notHurt: 'Sono contento che non si sia fatto/a male. Sono qui se qualcosa cambia; me lo dica.',
  doseQuestion:
    'Non posso consigliarla in modo sicuro su dosi o su come combinare i farmaci. Chieda al suo medico o al farmacista prima di prenderlo.',
  askDoctor: (doctor) => `Può chiamare ${doctor}.`,
  scamWarning:
    'Questo ha i segni di una truffa. Non paghi, non compri carte regalo, non mandi soldi e non dia nessun codice. Riattacchi e richiami lei il suo familiare o la sua banca a un numero che già conosce. Una parola d’ordine di famiglia aiuta a capire chi chiama davvero.',
  imFine: 'Sto bene',
  fineCancelled: "Sono tanto contento che stia bene. Non manderò l'avviso.",
  fineTold: (names) => `Sono tanto contento che stia bene. Ho detto a ${names} che ora sta bene.`,
}
