// Italian marks in a message: common words, common phrases and telling characters.

import type { LanguageProfile } from '#shared/chat/language-profiles.ts'
import { alone, countAll, ending, phraseList, wordSet } from '#shared/chat/language-profile-helpers.ts'

export const italianLanguageProfile: LanguageProfile = {
  words: wordSet(`
    il lo la le gli un una uno di da del della dei delle al alla nel nella con per su tra che chi cosa come
    dove quando perche ma non si mi ti ci ne sono sei siamo siete ho hai ha abbiamo avete hanno sto stai sta
    essere avere fare voglio vorrei posso puoi puo devo deve ancora sempre tutto tutti niente domani ieri
    oggi adesso ora dopo prima mio mia miei tuo tua suo sua nostro nostra grazie prego ciao buongiorno
    buonasera buonanotte bene molto poco po piu gia anche medico nipote nipoti figlia figlio marito moglie
    stanca stanco sento dormire testa dolore questo questa quello quella stamattina stasera no tu piace
    dispiace capito fatto preso andato mangiato dimenticato sorella fratello chiamare vedere domenica lunedi
    sabato occhiali giardino qualcosa scusa martedi mercoledi giovedi venerdi ogni dopodomani domattina
    stamani mattina pomeriggio mezzogiorno mezzanotte settimana prossimo prossima appuntamento giorno mese
    stato stata degli dello dalla dallo dalle nella nelle negli sulla sul agli allo tutte cancella annulla
    elimina sposta segna segnami ricordami mettimi aggiungi togli rimanda`),
  phrases: phraseList(`
    per favore | buona notte | buona sera | come stai | come sta | grazie mille | a domani | sto bene
    mi sento | un po | non lo so | ho bisogno | c e | mi fa male | mia figlia | mio figlio | che cosa`),
  marks: (text) =>
    countAll(text, [
      alone('è'),
      /[ìòù]/gu,
      ending('ato|ati|ito|iti|uto|zione|zioni|gli'),
      /(?<!\p{L})(?:dell|nell|all|dall|sull|quest|quell|un|c)['’](?=\p{L})/gu,
    ]),
}
