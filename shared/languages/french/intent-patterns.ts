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
  confused:
    /\b(je suis (tout |toute |un peu |tres |completement )?(perdue?|confuse?|desorientee?|paumee?)|je me sens (perdue?|confuse?)|j'ai (tres |un peu )?peur|je ne sais (plus |pas )?ou je suis|je ne me souviens (plus|pas) (de )?(ce que|ou|pourquoi|comment))\b/,
  clock:
    /\b(quel(le)? (jour|date|heure|mois|annee)|la date|l'heure|jour de la semaine|on est (le )?combien|nous sommes (le )?combien|c'est quel jour|on est quel jour|(on est|nous sommes|c'est) (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche))\b/,
  joke: /\b(blagues?|histoire drole|quelque chose de drole|fais-moi rire|faites-moi rire|plaisanteries?|une devinette)\b/,
  saying: /\b(proverbes?|dictons?|citations?|maximes?|une expression)\b/,
  story:
    /\b(une (petite |belle |courte )?histoire|un conte|une fable|raconte(z)?[- ]moi (une histoire|quelque chose))\b/,
  memory:
    /\b(souvenirs?|bon vieux temps|quand j'etais (jeune|petite?|enfant)|(pose|posez)[- ]moi (une question|des questions) sur (ma vie|mon passe|mon enfance|ma jeunesse))\b/,
}
