// Italian phrasings of what a message asks the built-in Sage, on folded text.

import type { IntentPatterns } from '#shared/chat/builtin/intent-patterns.ts'

export const italianIntentPatterns: IntentPatterns = {
  lonely:
    /\b(mi sento (molto |cosi )?sol[oa]|sono (molto |cosi )?sol[oa]|solitudine|nessuno con cui parlare|isolat[oa]|mi manca|mi mancano)\b/,
  medications: /\b(medicin\w*|farmac\w*|pillol\w*|compress\w*|ricett\w*)/,
  conditions: /\b(malatti\w*|condizion\w*|diagnosi|patologi\w*|storia clinica|problemi di salute|la mia salute)/,
  doctor: /\b(medico|dottore|dottoressa|dott)\b/,
  'emergency-contacts': /\b(emergenz\w*|contatt\w*|chi (posso )?chiamare)/,
  appointments: /\b(appuntament\w*|calendario|agenda|impegni|visit[ae])\b/,
  photos: /\b(foto\w*|immagin\w*|galleria|album)/,
  capabilities:
    /\b((cosa|che cosa) (sai|puoi|puo|sa) fare|chi sei|chi e lei|come (mi )?(puoi|puo) aiutar\w*|aiutami|aiuto)\b/,
  'something-nice':
    /\b(qualcosa di (bello|carino|positivo|gentile)|tirami su|mi tiri su|buone notizie|fammi sorridere)\b/,
  'how-are-you': /\b(come stai|come sta|come va|tutto bene)\b/,
  thanks: /\b(grazie|ti ringrazio|la ringrazio)\b/,
  greeting: /\b(ciao|buongiorno|buonasera|salve)\b/,
  goodbye: /\b(arrivederci|a presto|ci vediamo|buonanotte|a domani|addio)\b/,
  confused:
    /\b(sono (un po' |molto |tutta |tutto |cosi )?(confus[ao]|spaventat[ao]|disorientat[ao]|pers[ao])|mi sento (confus[ao]|pers[ao]|disorientat[ao])|ho (tanta |molta )?paura|non so dove sono|non mi ricordo (cosa|dove|perche|come))\b/,
  clock:
    /\b(che (giorno|ora|ore|data)|quanti ne abbiamo|in che (giorno|mese|anno) siamo|la data|l'ora|giorno della settimana|(oggi e|e oggi) (lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)|(lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica) oggi)\b/,
  joke: /\b(barzellett[ae]|battut[ae]|qualcosa di divertente|fammi ridere|mi faccia ridere|una cosa buffa|un indovinello)\b/,
  saying: /\b(proverbi?o?|un detto|dei detti|detti popolari|modi? di dire|citazion[ei]|massim[ae])\b/,
  story: /\b(una (storia|storiella|favola|fiaba)|un racconto|raccont(a|i)mi (una storia|qualcosa))\b/,
  memory:
    /\b(ricordi|vecchi tempi|quando ero (giovane|piccol[ao]|bambin[ao]|ragazz[ao])|della mia (vita|infanzia|giovinezza))\b/,
}
