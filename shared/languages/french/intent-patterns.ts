// French phrasings of what a message asks the built-in Sage, on folded text.

import type { IntentPatterns } from '#shared/chat/builtin/intent-patterns.ts'

export const frenchIntentPatterns: IntentPatterns = {
  lonely:
    /\b(je (me sens|suis) (tres |si |bien )?seule?|solitude|isolee?|personne (a qui|avec qui) parler|tu me manques)\b/,
  medications: /\b(medicaments?|traitements?|pilules?|comprimes?|ordonnances?|cachets?)\b/,
  conditions: /\b(maladies?|conditions?|diagnostics?|antecedents|pathologies?|problemes de sante|ma sante)\b/,
  doctor: /\b(medecins?|docteure?|dr)\b/,
  'emergency-contacts': /\b(urgences?|contacts?|qui (puis-je |dois-je )?appeler)\b/,
  appointments: /\b(rendez-vous|rdv|agenda|calendrier|prochaine?s? (visites?|evenements?))\b/,
  photos: /\b(photos?|images?|galerie|albums?)\b/,
  capabilities:
    /\b((peux|pouvez)[- ](tu|vous) faire|(tu peux|vous pouvez|tu sais|vous savez) faire|qui es[- ]tu|qui etes[- ]vous|m'aider|aidez-moi|aide-moi|aide)\b/,
  'something-nice':
    /\b(quelque chose de (gentil|beau|joli|positif|agreable|sympa)|remonte[- ]moi le moral|remontez[- ]moi le moral|bonnes? nouvelles?|fais[- ]moi sourire|faites[- ]moi sourire)\b/,
  'how-are-you': /\b(comment (vas[- ]tu|allez[- ]vous|ca va)|ca va|tu vas bien|vous allez bien)\b/,
  thanks: /\b(merci|je vous remercie|je te remercie)\b/,
  greeting: /\b(bonjour|salut|bonsoir|coucou)\b/,
  goodbye: /\b(au revoir|a bientot|a plus|bonne nuit|a demain|adieu)\b/,
}
