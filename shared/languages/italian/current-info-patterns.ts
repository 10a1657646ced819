// Italian patterns of questions about the world as it is now (news, weather, opening hours).

import type { CurrentInfoPatterns } from '#shared/chat/current-info-patterns.ts'

export const italianCurrentInfoPatterns: CurrentInfoPatterns = {
  asks: [
    /[?]/u,
    /^(?:(?:e|allora|senti|sage),? )?(?:a che ora|che|cosa|chi|quando|dove|quale|quali|come|quanto|quanta|quanti|quante|c'e|ci sono|sai|puoi|hai)\b/u,
    /\b(?:dimmi|mi dica|mi dici|raccontami|mi racconti|cerca|cerchi|voglio sapere|vorrei sapere|sai dirmi|sa dirmi)\b/u,
  ],
  weather: [
    /\b(?:meteo|previsioni|temperatura|ombrello)\b|\bche tempo\b|\btempo fa\b/u,
    /\b(?:piovera|nevichera|sta piovendo|sta nevicando)\b/u,
  ],
  world: [
    /\b(?:notizie|novita|titoli|telegiornale|tg|attualita|traffico|elezioni)\b/u,
    /\b(?:punteggio|risultat[oi]|chi ha vinto|chi vince|chi gioca|classifica|la partita)\b/u,
    /\b(?:prezz[oi]|quanto costa|quanto costano|tasso di cambio|la borsa)\b/u,
    /\borari[oi]?\b|\ba che ora (?:apre|chiude|aprono|chiudono)\b|\b(?:apert|chius)[oaie]\b/u,
    /\b(?:succede|c'e di nuovo|c'e)\b.*\b(?:oggi|stasera|domani|questa settimana|questo fine settimana|questo weekend|adesso|ora|nel mondo|in citta|in paese|qui vicino)\b/u,
    /\b(?:ultime notizie|ultim'ora|ultima ora|le ultime|piu recent[ei])\b/u,
    /\b(?:concert[oi]|festival|event[oi]|mostre|la mostra|spettacol[oi]|sagr[ae])\b/u,
  ],
  now: [
    /\b(?:oggi|stasera|domani|adesso|ora|in questo momento|attualmente|questa settimana|questo fine settimana|questo weekend|ieri)\b/u,
  ],
  own: [
    /\b(?:mio|mia|miei|mie) (?!(?:citta|paese|quartiere|zona|regione|via|squadra|casa)\b)[a-z]/u,
    /\b(?:medicin[ae]|farmac[io]|pastigli[ae]|pillol[ae]|appuntament[oi]|ricett[ae]|promemoria|calendario|agenda)\b/u,
    /\b(?:devo|ho|prendo)\b/u,
  ],
  personal: [/\b(?:io|me|mi|mio|mia|miei|mie|noi|tu|te|ti|lei|voi|ho|devo)\b/u, /\bcome (?:sta|stai|va)\b/u],
}
