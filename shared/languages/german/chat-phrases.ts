// German sentences of the built-in Sage, in the formal and the casual register.

import { joinList, latinContact, type Phrasebook } from '#shared/chat/builtin/phrasebook.ts'

/** German sentences; the formal register uses Sie, the casual one du. */
export function germanChatPhrases(formal: boolean): Phrasebook {
  const v = (formalText: string, casualText: string) => (formal ? formalText : casualText)
  const named = (name?: string) => (name ? `, ${name}` : '')
  return {
    gap: ' ',
    list: (items) => joinList(items, ', ', ' und '),
    greeting: (name) => `${v('Guten Tag', 'Hallo')}${named(name)}!`,
    greetingAsk: v('Wie kann ich Ihnen heute helfen?', 'Wie kann ich dir heute helfen?'),
    greetingWarm: v('Schön, von Ihnen zu hören.', 'Schön, von dir zu hören.'),
    capabilitiesIntro: 'Ich bin Sage, der Helfer, der in diese App eingebaut ist.',
    capabilities: (topics) =>
      v(
        `Ich kann Ihnen etwas über ${topics} sagen und Ihnen beim Plaudern Gesellschaft leisten.`,
        `Ich kann dir etwas über ${topics} sagen und dir beim Plaudern Gesellschaft leisten.`,
      ),
    languageSwitched: v('Gern, ab jetzt spreche ich Deutsch mit Ihnen.', 'Gern, ab jetzt spreche ich Deutsch mit dir.'),
    capabilitiesLanguages: v(
      'Wenn Sie lieber eine andere Sprache möchten, sagen Sie es einfach.',
      'Wenn du lieber eine andere Sprache möchtest, sag es einfach.',
    ),
    topics: v(
      'Ihre Medikamente, Erkrankungen, Ihren Arzt, Ihre Notfallkontakte, Ihre nächsten Termine und Ihre Fotos',
      'deine Medikamente, Erkrankungen, deinen Arzt, deine Notfallkontakte, deine nächsten Termine und deine Fotos',
    ),
    howAreYou: [
      'Mir geht es gut, danke der Nachfrage.',
      'Mir geht es sehr gut, und jetzt, wo wir plaudern, noch besser.',
      v('Gut, danke; ich unterhalte mich immer gern mit Ihnen.', 'Gut, danke; ich unterhalte mich immer gern mit dir.'),
    ],
    howAreYouAsk: v('Und wie geht es Ihnen heute?', 'Und wie geht es dir heute?'),
    somethingNice: [
      v(
        'Jeder Tag bringt eine neue Gelegenheit zum Lächeln, und Sie haben jede davon verdient.',
        'Jeder Tag bringt eine neue Gelegenheit zum Lächeln, und du hast jede davon verdient.',
      ),
      `Gerade jetzt denkt irgendwo jemand liebevoll an ${v('Sie', 'dich')}.`,
      v(
        'Alles, was Sie im Leben gelernt haben, ist ein Geschenk für die Menschen um Sie herum.',
        'Alles, was du im Leben gelernt hast, ist ein Geschenk für die Menschen um dich herum.',
      ),
      'Eine Tasse Tee, ein bisschen Sonne und ein freundliches Wort können einen ganzen Tag erhellen.',
    ],
    somethingNiceMore: v(
      'Ich hoffe, das zaubert Ihnen ein Lächeln ins Gesicht.',
      'Ich hoffe, das zaubert dir ein Lächeln ins Gesicht.',
    ),
    lonely: [
      v(
        'Es tut mir leid, dass Sie sich so fühlen; ich bin für Sie da.',
        'Es tut mir leid, dass du dich so fühlst; ich bin für dich da.',
      ),
      v(
        'Einsamkeit ist schwer, und es ist gut, dass Sie es mir sagen.',
        'Einsamkeit ist schwer, und es ist gut, dass du es mir sagst.',
      ),
      v(
        'Schön, dass Sie mir schreiben; gerade jetzt sind Sie nicht allein.',
        'Schön, dass du mir schreibst; gerade jetzt bist du nicht allein.',
      ),
    ],
    lonelyCall: (name) =>
      v(
        `Vielleicht könnten Sie ${name} anrufen; eine vertraute Stimme tut oft gut.`,
        `Vielleicht könntest du ${name} anrufen; eine vertraute Stimme tut oft gut.`,
      ),
    lonelyMore: v(
      'Ich plaudere gern mit Ihnen, so lange Sie möchten.',
      'Ich plaudere gern mit dir, so lange du möchtest.',
    ),
    thanks: (name) => `Sehr gern${named(name)}.`,
    thanksMore: v('Ich helfe Ihnen jederzeit gern.', 'Ich helfe dir jederzeit gern.'),
    goodbye: (name) => `${v('Auf Wiedersehen', 'Tschüss')}${named(name)}.`,
    goodbyeMore: v(
      'Passen Sie gut auf sich auf, und kommen Sie wieder, wann immer Sie möchten.',
      'Pass gut auf dich auf, und komm wieder, wann immer du möchtest.',
    ),
    medications: (list) => `${v('Ihre', 'Deine')} Medikamente sind: ${list}.`,
    conditions: (list) => `${v('Ihre', 'Deine')} gespeicherten Erkrankungen sind: ${list}.`,
    doctor: (name) => `${v('Ihr', 'Dein')} Arzt ist ${name}.`,
    doctorPhone: (phone) => `Die Telefonnummer ${v('Ihres', 'deines')} Arztes ist ${phone}.`,
    contacts: (list) => `${v('Ihre', 'Deine')} Notfallkontakte sind: ${list}.`,
    contact: latinContact,
    appointments: (list) => `${v('Ihre', 'Deine')} nächsten Termine: ${list}.`,
    appointment: (title, when) => `${title}, ${when}`,
    photos: (count) =>
      `${v('Sie haben', 'Du hast')} ${count} ${count === 1 ? 'Foto' : 'Fotos'} in ${v('Ihrer', 'deiner')} Galerie.`,
    missing: {
      medications: `Ich habe noch keine Medikamente für ${v('Sie', 'dich')} gespeichert.`,
      conditions: `Ich habe noch keine Erkrankungen für ${v('Sie', 'dich')} gespeichert.`,
      doctor: `Ich habe noch keine Angaben zu ${v('Ihrem', 'deinem')} Arzt.`,
      doctorPhone: `Ich habe die Telefonnummer ${v('Ihres', 'deines')} Arztes noch nicht.`,
      contacts: `${v('Sie haben', 'Du hast')} noch keine Notfallkontakte gespeichert.`,
      appointments: `Ich sehe keine anstehenden Termine in ${v('Ihrem', 'deinem')} Kalender.`,
      photos: `In ${v('Ihrer', 'deiner')} Galerie sind noch keine Fotos.`,
    },
    whereToAdd: {
      medications: `${v('Sie können', 'Du kannst')} sie unter Einstellungen > Profil hinzufügen.`,
      conditions: `${v('Sie können', 'Du kannst')} sie unter Einstellungen > Profil oder in der Krankengeschichte hinzufügen.`,
      doctor: `${v('Sie können', 'Du kannst')} sie unter Einstellungen > Profil hinzufügen.`,
      doctorPhone: `${v('Sie können', 'Du kannst')} sie unter Einstellungen > Profil hinzufügen.`,
      contacts: `${v('Sie können', 'Du kannst')} sie unter Einstellungen > Notfallkontakte hinzufügen.`,
      appointments: `${v('Sie können', 'Du kannst')} einen im Kalender eintragen oder es mir einfach sagen, zum Beispiel: Zahnarzt am Dienstag um 10.`,
      photos: `${v('Sie können', 'Du kannst')} welche in der Fotogalerie hinzufügen.`,
    },
    dataMore: v('Kann ich Ihnen sonst noch helfen?', 'Kann ich dir sonst noch helfen?'),
    unknown: (topics) =>
      `Ich bin der eingebaute Sage und kann ${v('Ihnen', 'dir')} nur bei wenigen Dingen helfen: ${topics}, und bei einem netten Gespräch.`,
    hosted: `Wenn ${v('Ihre', 'deine')} Familie ein KI-Modell im Internet einrichtet, kann es auch allgemeine Fragen beantworten.`,
    unknownMore: v(
      'Möchten Sie mich zu einem dieser Themen etwas fragen?',
      'Möchtest du mich zu einem dieser Themen etwas fragen?',
    ),
    clock: (day, time) => `Heute ist ${day}, und es ist ${time} Uhr.`,
    confused: [
      v('Sie sind in Sicherheit, und ich bin hier bei Ihnen.', 'Du bist in Sicherheit, und ich bin hier bei dir.'),
      'Alles ist gut. Atmen wir ganz ruhig zusammen; es eilt nicht.',
    ],
    pastimeMore: v('Möchten Sie noch einen hören?', 'Möchtest du noch einen hören?'),
    memoryMore: v(
      'Ich würde gern davon hören, wann immer Sie mögen.',
      'Ich würde gern davon hören, wann immer du magst.',
    ),
    callNumber: (name, phone) =>
      v(
        `Die Nummer von ${name} ist ${phone}. Tippen Sie unten auf den Knopf, um anzurufen.`,
        `Die Nummer von ${name} ist ${phone}. Tippe unten auf den Knopf, um anzurufen.`,
      ),
    callNoNumber: (name) =>
      v(
        `Ich habe noch keine Nummer von ${name}. Sie können sie unter Einstellungen > Notfallkontakte eintragen.`,
        `Ich habe noch keine Nummer von ${name}. Du kannst sie unter Einstellungen > Notfallkontakte eintragen.`,
      ),
    callWho: (names) =>
      v(
        `Wen möchten Sie anrufen? Ich habe die Nummern von ${names}.`,
        `Wen möchtest du anrufen? Ich habe die Nummern von ${names}.`,
      ),
    callNobody: v(
      'Ich habe noch keine Nummern. Sie können unter Einstellungen > Notfallkontakte jemanden eintragen.',
      'Ich habe noch keine Nummern. Du kannst unter Einstellungen > Notfallkontakte jemanden eintragen.',
    ),
    displayChanged: {
      bigger: `Erledigt: Die Schrift ist jetzt größer. Zum Rückgängigmachen ${v('sagen Sie', 'sag')} „Schrift kleiner“ oder ${v('gehen Sie', 'geh')} zu Einstellungen > Anzeige.`,
      smaller: `Erledigt: Die Schrift ist jetzt kleiner. Zum Rückgängigmachen ${v('sagen Sie', 'sag')} „Schrift größer“ oder ${v('gehen Sie', 'geh')} zu Einstellungen > Anzeige.`,
      contrastOn: `Erledigt: Der hohe Kontrast ist an. Zum Ausschalten ${v('sagen Sie', 'sag')} „Kontrast aus“ oder ${v('gehen Sie', 'geh')} zu Einstellungen > Anzeige.`,
      contrastOff: `Erledigt: Der hohe Kontrast ist aus. Zum Einschalten ${v('sagen Sie', 'sag')} „Kontrast an“.`,
      buttonsOn: `Erledigt: Die Knöpfe sind jetzt größer. Zum Rückgängigmachen ${v('gehen Sie', 'geh')} zu Einstellungen > Anzeige.`,
      buttonsOff: 'Erledigt: Die Knöpfe haben wieder ihre normale Größe.',
    },
    historyAsked: (day, quoted) =>
      `${day === 'yesterday' ? 'Gestern' : 'Heute'} ${v('haben Sie', 'hast du')} mich gefragt: ${quoted}.`,
    historyNone: (day) =>
      `${day === 'yesterday' ? 'Gestern haben wir nicht miteinander gesprochen' : 'Heute haben wir vorher noch nicht miteinander gesprochen'}. Worüber ${v('möchten Sie', 'möchtest du')} reden?`,
    photoShown: (caption) => `Hier ist es: „${caption}“. Wer ist da mit ${v('Ihnen', 'dir')} auf dem Foto?`,
    photoShownDated: (date) => `Hier ist ein Foto vom ${date}. Wer ist da mit ${v('Ihnen', 'dir')} auf dem Foto?`,
    photoNotFound: v(
      'Ich habe kein Foto dazu gefunden. Die Bildunterschriften helfen mir beim Suchen; alle Ihre Fotos sehen Sie in der Fotogalerie.',
      'Ich habe kein Foto dazu gefunden. Die Bildunterschriften helfen mir beim Suchen; alle deine Fotos siehst du in der Fotogalerie.',
    ),
    storyKept: (story) =>
      `Danke, dass ${v('Sie mir das erzählt haben', 'du mir das erzählt hast')}. Ich habe es beim Foto gespeichert: „${story}“.`,
    quote: (text) => `„${text}“`,
    cannot: ['Das tut mir leid, das kann ich hier nicht.', 'Dabei kann ich leider nicht helfen.'],
    canInstead: `Ich kann ${v('Ihnen', 'dir')} Datum und Uhrzeit sagen, einen ${v('Ihrer', 'deiner')} Lieben anrufen, einen Witz oder eine Geschichte erzählen oder die Schrift größer machen.`,
  }
}
