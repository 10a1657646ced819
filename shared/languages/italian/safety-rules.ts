// Italian hand-written emergency patterns: signs per kind, and the calm talk that defuses them.

import { type EmergencyPatterns, oneOf, only } from '#shared/safety/rules/patterns.ts'

export const italianSafetyRules: EmergencyPatterns = {
  signs: {
    fall: oneOf(
      '\\b(?:sono|mio \\w+ e|mia \\w+ e) (?:\\w+ )?(?:cadut[oa]|cascat[oa])\\b(?! (?:dalle nuvole|in (?:amore|depressione|trappola)))',
      '\\bnon riesco (?:a|ad) (?:alzarmi|rialzarmi)',
      '\\bsono (?:a|per) terra',
      '\\bho fatto una caduta',
    ),
    chest: oneOf(
      '\\bdolore (?:al petto|toracico)',
      '\\bmi fa male il petto',
      '\\binfarto\\b',
      '\\battacco (?:di cuore|cardiaco)',
      '\\b(?:oppressione|peso) (?:al|sul) petto',
    ),
    breathing: oneOf(
      '\\bnon riesco a respirare',
      '\\bnon respiro\\b',
      "\\bmi manca (?:l'aria|il respiro|il fiato)",
      '\\bsto soffocando',
      '\\b(?:faccio fatica|fatico) a respirare',
    ),
    stroke: oneOf(
      '\\bictus\\b',
      '\\bcolpo apoplettico',
      '\\b(?:faccia|bocca|viso) (?:storta|storto|cadente|paralizzat)',
      '\\bnon riesco (?:a|ad) (?:alzare|sollevare|muovere) il braccio',
      '\\b(?:parlo|parla) (?:male|strano|in modo strano)',
      '\\bparol[ae] impastat',
      '\\bbiascic',
      "\\bconfus[oa] (?:all'improvviso|improvvisamente|di colpo)",
      "\\b(?:all'improvviso|improvvisamente|di colpo) (?:sono |e )?(?:molto )?confus[oa]",
    ),
    'self-harm': oneOf(
      '\\bvoglio morire',
      '\\bnon voglio (?:piu )?vivere',
      '\\bfarla finita',
      '\\b(?:uccidermi|ammazzarmi)\\b',
      // The pronoun may come before the verb that governs the infinitive: "mi voglio ammazzare".
      '\\bmi (?:voglio|vorrei|devo|sto per|vado a) (?:ammazzare|uccidere|buttare giu)',
      '\\bsuicid',
      '\\btogliermi la vita',
      '\\bfarmi del male',
    ),
    bleeding: oneOf(
      '\\bsanguino (?:molto|tanto|forte)',
      '\\bperdo (?:molto|tanto) sangue',
      '\\b(?:tanto|molto) sangue',
      '\\bnon smette di sanguinare',
      '\\bemorragia',
      '\\bsangue (?:dappertutto|ovunque)',
    ),
    unconscious: oneOf(
      '\\bsvenut[oa]',
      '\\bpriv[oa] di sensi',
      '\\bincosciente',
      '\\bperso (?:i sensi|conoscenza)',
      '\\b(?:lui|lei|mio \\w+|mia \\w+) non (?:risponde|respira|reagisce|si sveglia)',
    ),
    other: oneOf(
      only('(?:aiuto|aiutami|aiutatemi|mi aiuti)(?: per favore| presto| subito)*'),
      "\\bchiam(?:a|i|ate) (?:un'|l')ambulanza",
      '\\bchiam(?:a|i|ate) (?:il )?(?:118|112)\\b',
      "\\b(?:serve|bisogno di) (?:un')?ambulanza",
      "\\be un'emergenza",
      '\\bemergenza medica',
    ),
  },
  calm: oneOf(
    '\\bse (?:cado|cadessi|dovessi|mi|io|qualcuno|avessi|ho|mio|mia)\\b',
    '\\b(?:nel caso|in caso di)\\b',
    "\\bl'anno scorso",
    '\\b(?:anni|mesi|settimane) fa\\b',
    '\\bquando ero\\b',
    '\\b(?:film|serie|documentario|libro|romanzo|articolo|telegiornale|notizie|programma)\\b',
    "\\b(?:sintomi|segni) (?:di|del|della|dell')",
    '\\b(?:sognato|sogno)\\b',
  ),
}
