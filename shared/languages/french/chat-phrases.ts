// French sentences of the built-in Sage, in the formal and the casual register.

import { joinList, latinContact, type Phrasebook } from '#shared/chat/builtin/phrasebook.ts'

/** French sentences; the formal register uses vous, the casual one tu. */
export function frenchChatPhrases(formal: boolean): Phrasebook {
  const v = (formalText: string, casualText: string) => (formal ? formalText : casualText)
  const named = (name?: string) => (name ? ` ${name}` : '')
  const your = v('votre', 'ton')
  const yourF = v('votre', 'ta')
  const yours = v('vos', 'tes')
  /** "de Paul", "d’Anna": de drops its e before a vowel. */
  const of = (name: string) => (/^[aeiouàâéèêîôû]/iu.test(name) ? `d’${name}` : `de ${name}`)
  return {
    gap: ' ',
    list: (items) => joinList(items, ', ', ' et '),
    greeting: (name) => `${v('Bonjour', 'Coucou')}${named(name)} !`,
    greetingAsk: v('Comment puis-je vous aider aujourd’hui ?', 'Comment puis-je t’aider aujourd’hui ?'),
    greetingWarm: v('Je suis content de vous lire.', 'Je suis content de te lire.'),
    capabilitiesIntro: 'Je suis Sage, l’assistant intégré à cette application.',
    capabilities: (topics) =>
      v(
        `Je peux vous parler de ${topics}, et vous tenir compagnie pour bavarder.`,
        `Je peux te parler de ${topics}, et te tenir compagnie pour bavarder.`,
      ),
    languageSwitched: v(
      'Bien sûr, je vous parlerai en français désormais.',
      'Bien sûr, je te parlerai en français désormais.',
    ),
    capabilitiesLanguages: v(
      'Si vous préférez une autre langue, il suffit de me le demander.',
      'Si tu préfères une autre langue, il suffit de me le demander.',
    ),
    topics: `${yours} médicaments, ${yours} problèmes de santé, ${your} médecin, ${yours} contacts d’urgence, ${yours} prochains rendez-vous et ${yours} photos`,
    howAreYou: [
      'Je vais très bien, merci de demander.',
      'Je vais bien, et encore mieux maintenant que nous parlons.',
      v(
        'Très bien, merci ; c’est toujours un plaisir de discuter avec vous.',
        'Très bien, merci ; c’est toujours un plaisir de discuter avec toi.',
      ),
    ],
    howAreYouAsk: v('Et vous, comment vous sentez-vous aujourd’hui ?', 'Et toi, comment te sens-tu aujourd’hui ?'),
    somethingNice: [
      v(
        'Chaque jour apporte une nouvelle occasion de sourire, et vous les méritez toutes.',
        'Chaque jour apporte une nouvelle occasion de sourire, et tu les mérites toutes.',
      ),
      `En ce moment même, quelqu’un pense à ${v('vous', 'toi')} avec tendresse.`,
      v(
        'Tout ce que vous avez appris au fil des années est un cadeau pour ceux qui vous entourent.',
        'Tout ce que tu as appris au fil des années est un cadeau pour ceux qui t’entourent.',
      ),
      'Une tasse de thé, un rayon de soleil et un mot gentil peuvent illuminer toute une journée.',
    ],
    somethingNiceMore: v('J’espère que cela vous fait sourire.', 'J’espère que cela te fait sourire.'),
    lonely: [
      v(
        'Je suis désolé que vous vous sentiez ainsi ; je suis là avec vous.',
        'Je suis désolé que tu te sentes ainsi ; je suis là avec toi.',
      ),
      v(
        'La solitude est difficile, et merci de me l’avoir dit.',
        'La solitude est difficile, et merci de me l’avoir dit.',
      ),
      v(
        'Je suis heureux que vous m’ayez écrit ; en ce moment, vous n’êtes pas sans compagnie.',
        'Je suis heureux que tu m’aies écrit ; en ce moment, tu n’es pas sans compagnie.',
      ),
    ],
    lonelyCall: (name) =>
      v(
        `Vous pourriez peut-être appeler ${name} ; une voix familière fait souvent du bien.`,
        `Tu pourrais peut-être appeler ${name} ; une voix familière fait souvent du bien.`,
      ),
    lonelyMore: v(
      'Je peux continuer à discuter avec vous aussi longtemps que vous le souhaitez.',
      'Je peux continuer à discuter avec toi aussi longtemps que tu le souhaites.',
    ),
    thanks: (name) => `Avec plaisir${named(name)}.`,
    thanksMore: v('Je suis toujours heureux de vous aider.', 'Je suis toujours heureux de t’aider.'),
    goodbye: (name) => `${v('Au revoir', 'À bientôt')}${named(name)}.`,
    goodbyeMore: v(
      'Prenez bien soin de vous, et revenez quand vous voulez.',
      'Prends bien soin de toi, et reviens quand tu veux.',
    ),
    medications: (list) => `${v('Vos', 'Tes')} médicaments sont : ${list}.`,
    conditions: (list) => `${v('Vos', 'Tes')} problèmes de santé enregistrés sont : ${list}.`,
    doctor: (name) => `${v('Votre', 'Ton')} médecin est ${name}.`,
    doctorPhone: (phone) => `Le numéro de ${your} médecin est le ${phone}.`,
    contacts: (list) => `${v('Vos', 'Tes')} contacts d’urgence sont : ${list}.`,
    contact: latinContact,
    appointments: (list) => `${v('Vos', 'Tes')} prochains rendez-vous : ${list}.`,
    appointment: (title, when) => `${title}, ${when}`,
    photos: (count) => `${v('Vous avez', 'Tu as')} ${count} photo${count === 1 ? '' : 's'} dans ${yourF} galerie.`,
    missing: {
      medications: `Je n’ai encore aucun médicament enregistré pour ${v('vous', 'toi')}.`,
      conditions: `Je n’ai encore aucun problème de santé enregistré pour ${v('vous', 'toi')}.`,
      doctor: `Je n’ai pas encore les coordonnées de ${your} médecin.`,
      doctorPhone: `Je n’ai pas encore le numéro de ${your} médecin.`,
      contacts: `${v('Vous n’avez', 'Tu n’as')} encore aucun contact d’urgence enregistré.`,
      appointments: `Je ne vois aucun rendez-vous à venir dans ${your} calendrier.`,
      photos: `Il n’y a encore aucune photo dans ${yourF} galerie.`,
    },
    whereToAdd: {
      medications: `${v('Vous pouvez', 'Tu peux')} les ajouter dans Paramètres > Profil.`,
      conditions: `${v('Vous pouvez', 'Tu peux')} les ajouter dans Paramètres > Profil ou dans Antécédents médicaux.`,
      doctor: `${v('Vous pouvez', 'Tu peux')} les ajouter dans Paramètres > Profil.`,
      doctorPhone: `${v('Vous pouvez', 'Tu peux')} l’ajouter dans Paramètres > Profil.`,
      contacts: `${v('Vous pouvez', 'Tu peux')} les ajouter dans Paramètres > Contacts d’urgence.`,
      appointments: `${v('Vous pouvez', 'Tu peux')} en ajouter un dans le calendrier, ou me le dire, par exemple : dentiste mardi à 10 h.`,
      photos: `${v('Vous pouvez', 'Tu peux')} en ajouter dans la Galerie photos.`,
    },
    dataMore: v('Puis-je vous aider pour autre chose ?', 'Je peux t’aider pour autre chose ?'),
    unknown: (topics) =>
      `Je suis le Sage intégré, je ne peux donc ${v('vous', 't’')}${formal ? ' ' : ''}aider que pour quelques choses : ${topics}, et une conversation amicale.`,
    hosted: `Quand ${yourF} famille aura configuré un modèle d’IA en ligne, il pourra répondre aux questions générales.`,
    unknownMore: v(
      'Voulez-vous me poser une question sur l’un de ces sujets ?',
      'Tu veux me poser une question sur l’un de ces sujets ?',
    ),
    clock: (day, time) => `Nous sommes ${day}, et il est ${time}.`,
    confused: [
      v('Vous êtes en sécurité, et je suis là avec vous.', 'Tu es en sécurité, et je suis là avec toi.'),
      'Tout va bien. Respirons doucement ensemble ; rien ne presse.',
    ],
    pastimeMore: v('En voulez-vous une autre ?', 'Tu en veux une autre ?'),
    memoryMore: v('J’aimerais beaucoup que vous me le racontiez.', 'J’aimerais beaucoup que tu me le racontes.'),
    callNumber: (name, phone) =>
      v(
        `Le numéro ${of(name)} est le ${phone}. Appuyez sur le bouton ci-dessous pour appeler.`,
        `Le numéro ${of(name)} est le ${phone}. Appuie sur le bouton ci-dessous pour appeler.`,
      ),
    callNoNumber: (name) =>
      v(
        `Je n’ai pas encore le numéro ${of(name)}. Vous pouvez l’ajouter dans Paramètres > Contacts d’urgence.`,
        `Je n’ai pas encore le numéro ${of(name)}. Tu peux l’ajouter dans Paramètres > Contacts d’urgence.`,
      ),
    callWho: (names) =>
      v(
        `Qui voulez-vous appeler ? J’ai les numéros ${of(names)}.`,
        `Qui veux-tu appeler ? J’ai les numéros ${of(names)}.`,
      ),
    callNobody: v(
      'Je n’ai encore aucun numéro. Vous pouvez ajouter des personnes dans Paramètres > Contacts d’urgence.',
      'Je n’ai encore aucun numéro. Tu peux ajouter des personnes dans Paramètres > Contacts d’urgence.',
    ),
    displayChanged: {
      bigger: `C’est fait : le texte est plus grand. Pour revenir en arrière, ${v('dites', 'dis')} « texte plus petit » ou ${v('allez', 'va')} dans Paramètres > Affichage.`,
      smaller: `C’est fait : le texte est plus petit. Pour revenir en arrière, ${v('dites', 'dis')} « texte plus grand » ou ${v('allez', 'va')} dans Paramètres > Affichage.`,
      contrastOn: `C’est fait : le contraste élevé est activé. Pour l’enlever, ${v('dites', 'dis')} « désactive le contraste » ou ${v('allez', 'va')} dans Paramètres > Affichage.`,
      contrastOff: `C’est fait : le contraste élevé est désactivé. Pour le remettre, ${v('dites', 'dis')} « active le contraste ».`,
      buttonsOn: `C’est fait : les boutons sont plus grands. Pour revenir en arrière, ${v('allez', 'va')} dans Paramètres > Affichage.`,
      buttonsOff: 'C’est fait : les boutons ont repris leur taille habituelle.',
    },
    historyAsked: (day, quoted) =>
      `${day === 'yesterday' ? 'Hier' : 'Plus tôt aujourd’hui'}, ${v('vous m’avez', 'tu m’as')} demandé : ${quoted}.`,
    historyNone: (day) =>
      `Nous n’avons pas parlé ${day === 'yesterday' ? 'hier' : 'plus tôt aujourd’hui'}. De quoi ${v('aimeriez-vous', 'aimerais-tu')} parler ?`,
    photoShown: (caption) => `La voici : « ${caption} ». Qui est avec ${v('vous', 'toi')} sur cette photo ?`,
    photoShownDated: (date) => `Voici une photo du ${date}. Qui est avec ${v('vous', 'toi')} sur cette photo ?`,
    photoNotFound: v(
      'Je n’ai trouvé aucune photo qui corresponde. Les légendes m’aident à les retrouver ; vous pouvez voir toutes vos photos dans la Galerie photos.',
      'Je n’ai trouvé aucune photo qui corresponde. Les légendes m’aident à les retrouver ; tu peux voir toutes tes photos dans la Galerie photos.',
    ),
    storyKept: (story) => `Merci de me l’avoir raconté. Je l’ai gardé avec la photo : « ${story} ».`,
    quote: (text) => `« ${text} »`,
    cannot: [
      'Je suis désolé, je ne peux pas faire cela ici.',
      v('Je crains de ne pas pouvoir vous aider pour cela.', 'Je crains de ne pas pouvoir t’aider pour ça.'),
    ],
    canInstead: `Je peux ${v('vous', 't’')}${formal ? ' ' : ''}indiquer la date et l’heure, appeler un de ${v('vos', 'tes')} proches, raconter une blague ou une histoire, ou agrandir le texte.`,
  }
}
