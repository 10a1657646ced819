// German words the safety net says besides the emergency reply.

import type { SafetyWords } from '#shared/safety/replies.ts'

export const germanSafetyReplies: SafetyWords = {
  askHurt: 'Sind Sie gerade verletzt?',
  yes: 'Ja',
  no: 'Nein',
  notHurt: 'Wie gut, dass Sie nicht verletzt sind. Ich bin da, wenn sich etwas ändert; sagen Sie es mir einfach.',
  doseQuestion:
    'Zu Dosierungen oder zum Kombinieren von Medikamenten kann ich Sie nicht sicher beraten. Bitte fragen Sie Ihren Arzt oder Ihre Apotheke, bevor Sie es einnehmen.',
  askDoctor: (doctor) => `Sie können ${doctor} anrufen.`,
  scamWarning:
    'Das hat die Merkmale eines Betrugs. Bitte zahlen Sie nichts, kaufen Sie keine Gutscheinkarten, überweisen Sie kein Geld und nennen Sie keinen Code. Legen Sie auf und rufen Sie Ihren Angehörigen oder Ihre Bank unter einer Nummer zurück, die Sie schon kennen. Ein Familien-Codewort hilft zu prüfen, wer wirklich anruft.',
  imFine: 'Mir geht es gut',
  fineCancelled: 'Wie schön, dass es Ihnen gut geht. Ich schicke den Hinweis nicht.',
  fineTold: (names) => `Wie schön, dass es Ihnen gut geht. Ich habe ${names} gesagt, dass es Ihnen wieder gut geht.`,
}
