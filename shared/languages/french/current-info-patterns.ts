// French patterns of questions about the world as it is now (news, weather, opening hours).

import type { CurrentInfoPatterns } from '#shared/chat/current-info-patterns.ts'

export const frenchCurrentInfoPatterns: CurrentInfoPatterns = {
  asks: [
    /[?]/u,
    /^(?:(?:et|alors|dis|sage),? )?(?:qu'|(?:a quelle heure|que|quel|quelle|quels|quelles|qui|quand|ou|comment|combien|est-ce|y a-t-il|va-t-il|fait-il|est-il|sont-ils|peux-tu|pouvez-vous)\b)/u,
    /\b(?:dis-moi|dites-moi|raconte-moi|racontez-moi|cherche|cherchez|je veux savoir|j'aimerais savoir|je voudrais savoir|savez-vous|sais-tu)\b/u,
  ],
  weather: [
    /\b(?:meteo|previsions?|temperature|parapluie)\b|\bquel temps\b/u,
    /\b(?:va-t-il|il va|va) (?:pleuvoir|neiger)\b|\b(?:pleut-il|est-ce qu'il pleut|pleuvra|neigera)\b/u,
  ],
  world: [
    /\b(?:actualites?|nouvelles|infos?|informations|journal|titres|circulation|bouchons|embouteillages?|elections?)\b/u,
    /\b(?:score|resultats?|qui a gagne|qui gagne|qui mene|classement|le match)\b/u,
    /\b(?:prix|combien coute|combien coutent|la bourse|taux de change)\b/u,
    /\bhoraires?\b|\ba quelle heure (?:ouvre|ferme|ouvrent|ferment)\b/u,
    /\b(?:est|sont) (?:ouvert|ferme)(?:e|s|es)?\b|\bouvert(?:e|s|es)? (?:aujourd'hui|maintenant|ce soir|demain|le dimanche)\b/u,
    /\b(?:se passe|quoi de neuf)\b.*\b(?:aujourd'hui|ce soir|demain|cette semaine|ce week-end|en ce moment|dans le monde|en ville|pres d'ici)\b/u,
    /\b(?:dernieres nouvelles|derniere minute|dernieres infos|le plus recent)\b/u,
    /\b(?:concerts?|festivals?|evenements?|expositions?|spectacles?)\b/u,
  ],
  now: [
    /\b(?:aujourd'hui|ce soir|demain|maintenant|en ce moment|actuellement|cette semaine|ce week-end|ce mois-ci|hier|ces jours-ci)\b/u,
  ],
  own: [
    /\b(?:mon|ma|mes) (?!(?:ville|village|quartier|region|pays|rue|equipe|coin|maison)\b)[a-z]/u,
    /\b(?:medicaments?|pilules?|comprimes?|rendez-vous|ordonnances?|rappels?|agenda|calendrier)\b/u,
    /\b(?:ai-je|dois-je|j'ai|je dois|je prends)\b/u,
  ],
  personal: [/\b(?:je|j'|moi|me|m'|nous|tu|toi|vous|te|t'|mon|ma|mes)\b/u, /\bca va\b|\bcomment (?:allez|vas)\b/u],
}
