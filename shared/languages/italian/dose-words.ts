// Italian ways of talking about doses, on folded text (no accents), and Sage's replies about them.

import type { DoseWords } from '#shared/medications/dose-talk.ts'

export const italianDoseWords: DoseWords = {
  took: /\b((ho|l'ho|le ho|li ho) (gia |appena |proprio )?(preso|presa|prese|presi)|(gia|appena) pres[aeio]|^pres[aeio] (la|le|il|i|mia|mie|mio|miei)|fatto,? (l'ho )?pres[aeio])\b/,
  // Also yesterday's, one taken by mistake, "ho preso la pressione" (measured).
  notTaken:
    /\b(non (l'|le |li )?(ho )?(ancora )?(preso|presa|prese|presi)|non ancora|ancora no|dimenticat[aoie]|mi sono dimenticat|non ricordo|non mi ricordo|non so se|non sono sicur[ao]|devo prendere|quando (devo )?prendo|quando devo prendere|ieri|per sbaglio|sbagliat[aoie]|due volte|di troppo|in piu|pres[ao] (la|il) (pressione|temperatura|febbre))\b/,
  asked:
    /(\b(ho|l'ho|le ho|li ho) (gia )?(preso|presa|prese|presi)\b[^.!?]*\?|\bquali? (medicine|pillole|pastiglie|farmaci|compresse) ho preso|\bho (gia )?preso (le |la |il |i )?(mie |mia |mio |miei )?(medicine|pillole|pastiglie|farmaci|compresse) oggi|\b(dirmi|dire|controllare|vedere|sai|sa) se (l'|le |li )?ho (gia )?(preso|presa|prese|presi))/,
  all: /^(?!.*\bnon (tutt[aeio]|entramb[aeio])\b).*\b(tutt[aeio]|entramb[aeio]|tutte e due|tutti e due|tutte quante)\b/,
  yes: /^(si|certo|esatto|gia|proprio cosi|giusto|si,? l'ho pres[ao])\b/,
  general:
    /\b(medicin[ae]|pillol(a|e|ina|ine)|pastigli(a|e|etta|ette)|farmac[oi]|compress[ae]|capsul[ae]|dose|terapia|vitamin[ae]|insulina|gocce)\b/,
  object: /\b(l'ho|le ho|li ho|pres[aeio] (tutt[aeio]|entramb[aeio]))\b/,
  replies: {
    marked: (doses) => `Molto bene. Ho segnato ${doses} come preso.`,
    which: (doses) => `Quale ha preso: ${doses}? Può anche dire «tutte».`,
    early: (dose) => `Per ora non c’è nessun farmaco da prendere. Il prossimo è ${dose}. L’ha già preso in anticipo?`,
    nothingWaiting: 'Per ora non c’è nessun farmaco da prendere, e per oggi non ne restano altri.',
    noMedications:
      'Non ho ancora i suoi farmaci. Può aggiungerli in Impostazioni, Farmaci, e glieli ricorderò all’ora giusta.',
    status: ({ taken, waiting, missed }) =>
      [
        taken ? `Oggi ha preso ${taken}.` : 'Oggi non ha ancora segnato nessun farmaco come preso.',
        waiting ? `Ancora da prendere: ${waiting}.` : '',
        missed ? `Non segnati in tempo: ${missed}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    noneToday: 'Oggi non ha farmaci da prendere.',
  },
}
