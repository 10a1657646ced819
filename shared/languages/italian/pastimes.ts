// Jokes, sayings, short stories and memory prompts the built-in Sage offers in Italian, written for
// older readers: gentle, clean, no jokes about age, illness, death or memory loss.

import type { Pastimes } from '#shared/chat/builtin/pastimes.ts'

export const italianPastimes: Pastimes = {
  jokes: [
    'Qual è il colmo per un idraulico? Non capire un tubo.',
    'Qual è il colmo per un giardiniere? Piantare in asso la fidanzata.',
    'Qual è il colmo per un elettricista? Non essere al corrente.',
    'Qual è il colmo per un pollo? Avere la pelle d’oca.',
    'Qual è il colmo per un panettiere? Avere una fidanzata che si chiama Rosetta.',
    'Perché i pesci non parlano? Perché hanno l’acqua in bocca.',
    'Qual è la città preferita dai ragni? Mosca.',
    'Che cos’è una zebra? Un cavallo evaso di prigione.',
    'Perché l’elefante non usa il computer? Perché ha paura del mouse.',
    'Una mucca dice all’altra: «Muuu!» E l’altra risponde: «Mi hai tolto le parole di bocca.»',
    'La maestra chiede: «Pierino, dimmi un animale che vive in Africa.» «Il leone.» «Bravo, e un altro?» «Un altro leone.»',
    '«Cameriere, c’è una mosca nel mio brodo!» «Non si preoccupi, signore, non ne berrà molto.»',
  ],
  sayings: [
    'Chi dorme non piglia pesci.',
    'Chi va piano va sano e va lontano.',
    'Meglio tardi che mai.',
    'Tra il dire e il fare c’è di mezzo il mare.',
    'L’abito non fa il monaco.',
    'Chi trova un amico trova un tesoro.',
    'Rosso di sera, bel tempo si spera.',
    'Chi ben comincia è a metà dell’opera.',
    'L’appetito vien mangiando.',
    'Non tutte le ciambelle riescono col buco.',
    'Paese che vai, usanza che trovi.',
    'Roma non fu fatta in un giorno.',
  ],
  stories: [
    'Un topo di città andò a trovare il cugino che viveva in campagna e gli disse che in città si viveva molto meglio. Il topo di campagna lo seguì e trovò una dispensa piena di formaggi e dolci, ma ogni volta che cominciavano a mangiare entrava qualcuno e dovevano scappare. Alla fine salutò il cugino con affetto e tornò nella sua tana tranquilla, tra le spighe e il silenzio dei campi. «Meglio una noce in pace», disse contento, «che una torta con lo spavento.»',
    'Ogni domenica mattina nonna Rosa metteva il ragù sul fuoco presto, e il profumo saliva per tutte le scale del palazzo. Un giorno la bambina del terzo piano bussò alla sua porta per chiedere che cosa cucinasse di così buono. Nonna Rosa la fece entrare, le diede un cucchiaio di legno e le insegnò a mescolare piano piano. Da allora, ogni domenica, la bambina arriva puntuale alle dieci con il suo grembiule.',
    'Giulio aveva una Vespa azzurra che teneva in garage come un tesoro. Una mattina di giugno la lucidò per bene e portò la moglie a vedere il mare, come facevano da fidanzati. Si fermarono in una piccola trattoria sulla spiaggia e mangiarono spaghetti alle vongole guardando le barche. Tornarono a casa al tramonto, stanchi e felici, e decisero di rifarlo ogni estate.',
    'Un gatto rosso cominciò a presentarsi ogni mattina sul davanzale di Lucia, che gli lasciava una ciotola di latte. Un giorno Lucia scoprì che il gatto faceva lo stesso giro da tutte le signore del vicolo, e che ognuna lo chiamava con un nome diverso. Ne risero tanto insieme che adesso si trovano ogni pomeriggio a prendere il caffè. Il gatto, naturalmente, siede sempre al centro della compagnia.',
    'Il signor Franco aveva nel cortile un albero di fichi che ogni estate si riempiva di frutti dolcissimi. Un anno ne raccolse così tanti che decise di preparare la marmellata insieme ai bambini del quartiere. Passarono un pomeriggio intero tra pentoloni, barattoli ed etichette scritte a mano. A Natale ogni famiglia del palazzo trovò sulla porta un vasetto di marmellata con il disegno di un bambino.',
    'Nella piazza del paese, la banda musicale provava ogni giovedì sera. Il piccolo Matteo ascoltava dalla finestra e batteva il tempo con due mestoli sul tavolo della cucina. Il maestro della banda lo notò e gli regalò un tamburo, insegnandogli a suonarlo con pazienza. Alla festa del patrono, Matteo sfilò per la prima volta con la banda, e tutto il paese applaudì.',
  ],
  memoryPrompts: [
    'Qual è la prima canzone che ricorda di aver ballato?',
    'Mi racconti della strada in cui ha passato l’infanzia.',
    'Qual era il suo piatto preferito nell’infanzia, e chi glielo preparava?',
    'Chi era il suo migliore amico o la sua migliore amica a scuola, e che cosa facevate insieme?',
    'Qual è stato il suo primo lavoro, e com’era una giornata tipo?',
    'Mi racconti un viaggio o una vacanza che la fa ancora sorridere.',
    'A che cosa giocava in cortile o per strada durante l’infanzia?',
    'Quale programma alla radio o quale film le piaceva di più in gioventù?',
    'Mi parli di una maestra o di un maestro che ha contato molto per lei.',
    'Come si festeggiava il Natale a casa sua?',
    'Qual è stata la prima cosa che ha comprato con i suoi soldi?',
    'Com’era una domenica tipica nella sua famiglia, quando era giovane?',
  ],
}
