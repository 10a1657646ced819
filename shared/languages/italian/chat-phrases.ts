// Italian sentences of the built-in Sage, in the formal and the casual register.

import { joinList, latinContact, type Phrasebook } from '#shared/chat/builtin/phrasebook.ts'

/** Italian sentences; the formal register uses Lei, the casual one tu. */
export function italianChatPhrases(formal: boolean): Phrasebook {
  const v = (formalText: string, casualText: string) => (formal ? formalText : casualText)
  const named = (name?: string) => (name ? `, ${name}` : '')
  return {
    gap: ' ',
    list: (items) => joinList(items, ', ', ' e '),
    greeting: (name) => `${v('Buongiorno', 'Ciao')}${named(name)}!`,
    greetingAsk: v('Come posso aiutarLa oggi?', 'Come posso aiutarti oggi?'),
    greetingWarm: v('Mi fa piacere sentirLa.', 'Mi fa piacere sentirti.'),
    capabilitiesIntro: 'Sono Sage, l’assistente integrato in questa app.',
    capabilities: (topics) =>
      v(
        `Posso aiutarLa con ${topics}, e farLe compagnia per due chiacchiere.`,
        `Posso aiutarti con ${topics}, e farti compagnia per due chiacchiere.`,
      ),
    languageSwitched: v('Certo, da adesso Le parlerò in italiano.', 'Certo, da adesso ti parlerò in italiano.'),
    capabilitiesLanguages: v(
      'Se preferisce un’altra lingua, basta chiedermelo.',
      'Se preferisci un’altra lingua, basta chiedermelo.',
    ),
    topics: v(
      'i Suoi farmaci, le Sue condizioni di salute, il Suo medico, i Suoi contatti di emergenza, i prossimi appuntamenti e le Sue foto',
      'i tuoi farmaci, le tue condizioni di salute, il tuo medico, i tuoi contatti di emergenza, i prossimi appuntamenti e le tue foto',
    ),
    howAreYou: [
      'Sto molto bene, grazie per avermelo chiesto.',
      'Sto bene, e ancora meglio ora che parliamo.',
      v(
        'Benissimo, grazie; è sempre bello chiacchierare con Lei.',
        'Benissimo, grazie; è sempre bello chiacchierare con te.',
      ),
    ],
    howAreYouAsk: v('E Lei come si sente oggi?', 'E tu come ti senti oggi?'),
    somethingNice: [
      v(
        'Ogni giorno porta una nuova occasione per sorridere, e Lei le merita tutte.',
        'Ogni giorno porta una nuova occasione per sorridere, e tu le meriti tutte.',
      ),
      `Proprio adesso, qualcuno sta pensando a ${v('Lei', 'te')} con affetto.`,
      v(
        'Tutto ciò che ha imparato negli anni è un dono per chi Le sta intorno.',
        'Tutto ciò che hai imparato negli anni è un dono per chi ti sta intorno.',
      ),
      'Una tazza di tè, un po’ di sole e una parola gentile possono illuminare un’intera giornata.',
    ],
    somethingNiceMore: v('Spero che Le strappi un sorriso.', 'Spero che ti strappi un sorriso.'),
    lonely: [
      v('Mi dispiace che si senta così; sono qui con Lei.', 'Mi dispiace che ti senta così; sono qui con te.'),
      v(
        'La solitudine è difficile, e La ringrazio di avermelo detto.',
        'La solitudine è difficile, e ti ringrazio di avermelo detto.',
      ),
      v(
        'Sono contento che mi abbia scritto; in questo momento non è senza compagnia.',
        'Sono contento che mi hai scritto; in questo momento non sei senza compagnia.',
      ),
    ],
    lonelyCall: (name) =>
      v(
        `Forse potrebbe chiamare ${name}; una voce familiare fa sempre bene.`,
        `Forse potresti chiamare ${name}; una voce familiare fa sempre bene.`,
      ),
    lonelyMore: v('Posso continuare a parlare con Lei quanto vuole.', 'Posso continuare a parlare con te quanto vuoi.'),
    thanks: (name) => `Di niente${named(name)}.`,
    thanksMore: v('Sono sempre felice di aiutarLa.', 'Sono sempre felice di aiutarti.'),
    goodbye: (name) => `${v('Arrivederci', 'A presto')}${named(name)}.`,
    goodbyeMore: v('Si prenda cura di sé, e torni quando vuole.', 'Prenditi cura di te, e torna quando vuoi.'),
    medications: (list) => `${v('I Suoi', 'I tuoi')} farmaci sono: ${list}.`,
    conditions: (list) => `${v('Le Sue', 'Le tue')} condizioni di salute registrate sono: ${list}.`,
    doctor: (name) => `${v('Il Suo', 'Il tuo')} medico è ${name}.`,
    doctorPhone: (phone) => `Il numero del ${v('Suo', 'tuo')} medico è ${phone}.`,
    contacts: (list) => `${v('I Suoi', 'I tuoi')} contatti di emergenza sono: ${list}.`,
    contact: latinContact,
    appointments: (list) => `${v('I Suoi', 'I tuoi')} prossimi appuntamenti: ${list}.`,
    appointment: (title, when) => `${title}, ${when}`,
    photos: (count) => `${v('Ha', 'Hai')} ${count} foto nella ${v('Sua', 'tua')} galleria.`,
    missing: {
      medications: `Non ho ancora farmaci salvati per ${v('Lei', 'te')}.`,
      conditions: `Non ho ancora condizioni di salute salvate per ${v('Lei', 'te')}.`,
      doctor: `Non ho ancora i dati del ${v('Suo', 'tuo')} medico.`,
      doctorPhone: `Non ho ancora il numero del ${v('Suo', 'tuo')} medico.`,
      contacts: `Non ${v('ha', 'hai')} ancora contatti di emergenza salvati.`,
      appointments: `Non vedo appuntamenti in arrivo nel ${v('Suo', 'tuo')} calendario.`,
      photos: `Non ci sono ancora foto nella ${v('Sua', 'tua')} galleria.`,
    },
    whereToAdd: {
      medications: `${v('Può', 'Puoi')} aggiungerli in Impostazioni > Profilo.`,
      conditions: `${v('Può', 'Puoi')} aggiungerle in Impostazioni > Profilo o in Storia clinica.`,
      doctor: `${v('Può', 'Puoi')} aggiungerli in Impostazioni > Profilo.`,
      doctorPhone: `${v('Può', 'Puoi')} aggiungerlo in Impostazioni > Profilo.`,
      contacts: `${v('Può', 'Puoi')} aggiungerli in Impostazioni > Contatti di emergenza.`,
      appointments: `${v('Può', 'Puoi')} aggiungerne uno nel calendario, o semplicemente dirmelo, per esempio: dentista martedì alle 10.`,
      photos: `${v('Può', 'Puoi')} aggiungerne nella Galleria foto.`,
    },
    dataMore: v('Posso aiutarLa in qualcos’altro?', 'Posso aiutarti in qualcos’altro?'),
    unknown: (topics) =>
      `Sono il Sage integrato, quindi posso ${v('aiutarLa', 'aiutarti')} solo con poche cose: ${topics}, e una chiacchierata amichevole.`,
    hosted: `Quando la ${v('Sua', 'tua')} famiglia configurerà un modello di IA online, potrà rispondere anche a domande generali.`,
    unknownMore: v('Vuole chiedermi qualcosa su uno di questi temi?', 'Vuoi chiedermi qualcosa su uno di questi temi?'),
    clock: (day, time) => `Oggi è ${day}, e ${/^1\D/.test(time) ? 'è l’' : 'sono le '}${time}.`,
    confused: [
      v('È al sicuro, e io sono qui con Lei.', 'Sei al sicuro, e io sono qui con te.'),
      'Va tutto bene. Respiriamo piano insieme; non c’è fretta.',
    ],
    pastimeMore: v('Ne vuole un’altra?', 'Ne vuoi un’altra?'),
    memoryMore: v('Mi piacerebbe molto sentirlo, quando vuole.', 'Mi piacerebbe molto sentirlo, quando vuoi.'),
    callNumber: (name, phone) =>
      v(
        `Il numero di ${name} è ${phone}. Tocchi il pulsante qui sotto per chiamare.`,
        `Il numero di ${name} è ${phone}. Tocca il pulsante qui sotto per chiamare.`,
      ),
    callNoNumber: (name) =>
      v(
        `Non ho ancora il numero di ${name}. Può aggiungerlo in Impostazioni > Contatti di emergenza.`,
        `Non ho ancora il numero di ${name}. Puoi aggiungerlo in Impostazioni > Contatti di emergenza.`,
      ),
    callWho: (names) =>
      v(`Chi vuole chiamare? Ho i numeri di ${names}.`, `Chi vuoi chiamare? Ho i numeri di ${names}.`),
    callNobody: v(
      'Non ho ancora nessun numero. Può aggiungere persone in Impostazioni > Contatti di emergenza.',
      'Non ho ancora nessun numero. Puoi aggiungere persone in Impostazioni > Contatti di emergenza.',
    ),
    displayChanged: {
      bigger: `Fatto: il testo ora è più grande. Per annullare, ${v('dica', 'di’')} «testo più piccolo» o ${v('vada', 'vai')} in Impostazioni > Schermo.`,
      smaller: `Fatto: il testo ora è più piccolo. Per annullare, ${v('dica', 'di’')} «testo più grande» o ${v('vada', 'vai')} in Impostazioni > Schermo.`,
      contrastOn: `Fatto: il contrasto elevato è attivo. Per toglierlo, ${v('dica', 'di’')} «togli il contrasto» o ${v('vada', 'vai')} in Impostazioni > Schermo.`,
      contrastOff: `Fatto: il contrasto elevato è disattivato. Per rimetterlo, ${v('dica', 'di’')} «attiva il contrasto».`,
      buttonsOn: `Fatto: i pulsanti ora sono più grandi. Per annullare, ${v('vada', 'vai')} in Impostazioni > Schermo.`,
      buttonsOff: 'Fatto: i pulsanti sono tornati alla loro grandezza normale.',
    },
    historyAsked: (day, quoted) => `${day === 'yesterday' ? 'Ieri' : 'Oggi'} mi ${v('ha', 'hai')} chiesto: ${quoted}.`,
    historyNone: (day) =>
      `${day === 'yesterday' ? 'Ieri non abbiamo parlato' : 'Oggi non avevamo ancora parlato'}. Di che cosa ${v('vorrebbe', 'vorresti')} parlare?`,
    photoShown: (caption) => `Eccola: «${caption}». Chi c’è con ${v('Lei', 'te')} in questa foto?`,
    photoShownDated: (date) => `Ecco una foto del ${date}. Chi c’è con ${v('Lei', 'te')} in questa foto?`,
    photoNotFound: v(
      'Non ho trovato nessuna foto che corrisponda. Le didascalie mi aiutano a trovarle; può vedere tutte le Sue foto nella Galleria foto.',
      'Non ho trovato nessuna foto che corrisponda. Le didascalie mi aiutano a trovarle; puoi vedere tutte le tue foto nella Galleria foto.',
    ),
    storyKept: (story) => `Grazie per avermelo raccontato. L’ho salvato con la foto: «${story}».`,
    quote: (text) => `«${text}»`,
    cannot: [
      'Mi dispiace, questo non posso farlo qui.',
      v('Temo di non poterLa aiutare in questo.', 'Temo di non poterti aiutare in questo.'),
    ],
    canInstead: `Posso ${v('dirLe', 'dirti')} la data e l’ora, chiamare una persona ${v('a Lei', 'a te')} cara, raccontare una barzelletta o una storia, o ingrandire il testo.`,
  }
}
