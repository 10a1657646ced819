import type { DoctorTalk } from '#shared/summary/doctor-talk.ts'

// Words that follow "Doktor" without being a name ("zum Doktor morgen", "zum Doktor am Montag"), so
// that only a name is kept as the doctor.
const NOT_NAME =
  '(?:morgen|heute|übermorgen|uebermorgen|am|um|im|in|an|auf|zu|zum|zur|und|oder|aber|weil|wegen|für|fuer|mit|ohne|nach|vor|bei|der|die|das|den|dem|des|ein|eine|einen|einem|einer|mal|noch|schon|auch|wieder|gleich|bald|nächste[nrsm]?|naechste[nrsm]?|diese[nrsm]?|gehen|geht|gehe|war|ist|hat|hatte|sagt|sagte|fragen|nicht|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|woche|termin|früh|frueh|vormittag|nachmittag|abend)'

// A name after the title: one word ("Müller", "Schmidt-Weber"). The patterns ignore case;
// readDoctorTalk keeps it from the capital letters.
const NAME = `(?!${NOT_NAME}(?![\\p{L}]))[\\p{L}][\\p{L}'’-]*`

// A doctor without a name: "Arzt", "Hausärztin", "Zahnarzt", "Kardiologen", "Orthopäden".
const DOCTOR_WORD =
  '(?:\\p{L}*(?:arzt|ärztin|aerztin|ärzten|aerzten)|doktor|\\p{L}+(?:loge|logen|login)|orthop(?:ä|ae)d(?:e|en|in)|internist(?:en|in)?|chirurg(?:en|in)?|physiotherapeut(?:en|in)?|krankenschwester|pfleger(?:in)?)'

// A doctor as said: "Dr. Müller", "Frau Dr. Schmidt", "Doktor Weber" (the name, with its title, kept
// as the doctor), or a doctor without a name.
const DOCTOR = `(?:(?:frau|herrn?)\\s+)?(?:(?<doctor>(?:dr\\.\\s*|(?:dr|doktor)\\s+)${NAME})|${DOCTOR_WORD})`

// Words that may stand between the doctor and the verb: "den Arzt morgen mal fragen".
const ADVERB =
  '(?:(?:mal|noch|unbedingt|auch|morgen|übermorgen|dann|gleich|bitte|nochmal|direkt|am\\s+\\p{L}+|beim\\s+nächsten\\s+termin|nächste\\s+woche)\\s+)*'

// An article or possessive left out at the head of a question: "nach meinem Knie" gives "Knie".
const ARTICLE = '(?:(?:dem|der|den|das|die|des|meinem|meiner|meinen|mein|meine|meines)\\s+)?'

// The word at the head of a question, which stays: "warum ich so müde bin", "ob ich … kann".
const WH = '(?:warum|wieso|weshalb|wie|was|wann|wo|welche[rsnm]?|wieviel|ob|wegen)(?![\\p{L}])'

// What may stand between "ich gehe" and "zum Arzt": a few words, but not a negation or the past.
const GAP =
  '(?:(?!(?:nicht|nie|niemals|kein\\p{L}*|gestern|vorgestern|letzte[nrsm]?|vorhin|damals|früher|frueher|neulich)(?![\\p{L}]))[\\p{L}\\d.:,]+\\s+){0,4}?'

// A visit that was missed, called off or is over.
const NOT_COMING = '(?![^.!?]*(?:verpasst|vergessen|abgesagt|gehabt|ausgefallen|storniert|gewesen|hinter\\s+mir))'

// "Ich habe", "hab ich", "habe" at the head of a sentence.
const HAVE =
  '(?:(?<![\\p{L}])ich\\s+(?:habe|hab|hätte|haette|bekomme|kriege|krieg)|(?<![\\p{L}])(?:habe|hab)\\s+ich|(?<=^|[,.!?]\\s*)(?:habe|hab))'

// A visit as the thing to get ready for: "Arztbesuch", "Termin bei Dr. Müller", "Sprechstunde".
const VISIT = `(?:\\p{L}*arzt(?:besuch|termin|gespräch|gespraech)|\\p{L}*ärzt\\p{L}*termin|(?:termin|besuch)\\s+(?:beim|bei)\\s+(?:(?:dem|der|meinem|meiner)\\s+)?(?:${DOCTOR_WORD}|dr\\.?|doktor)|sprechstunde|untersuchung)`

// Saying when, after "ist": "ist am Dienstag", "ist morgen".
const WHEN =
  '(?:am|morgen|übermorgen|uebermorgen|heute|nächste[nrsm]?|naechste[nrsm]?|diese[nrsm]?|in|um|erst|schon|bald|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)(?![\\p{L}])'

// A visit asked about rather than said ("ich muss zum Arzt?"): a question mark in the same clause.
const NOT_ASKING = '(?![^.!?,;]*\\?)'

export const germanDoctorTalk: DoctorTalk = {
  question: [
    // "Frage an den Arzt: Ist das normal?", "Fragen für den Arztbesuch: …".
    new RegExp(
      `(?:fragen?|notiz)\\s+(?:an|für|fuer)\\s+(?:(?:den|die|meinen|meine|das)\\s+)?${DOCTOR}(?:besuch|termin)?\\s*[:\\-–]\\s*(?<question>.+)`,
      'iu',
    ),
    // "Ich will den Arzt fragen, warum ich so müde bin", "… fragen, ob ich die Tablette absetzen kann".
    new RegExp(
      `${DOCTOR}[\\s,]+${ADVERB}(?:fragen|zu\\s+fragen)(?:\\s+(?:will|muss|möchte|moechte|soll|werde|sollte|wollte))?[\\s,:]+(?<question>${WH}.+)`,
      'iu',
    ),
    // "Ich frage die Ärztin, ob …", "Frag Dr. Müller, warum …".
    new RegExp(
      `(?<![\\p{L}])(?:frag|frage|fragen)\\s+(?:ich\\s+)?(?:(?:den|die|meinen|meine|unseren|unsere)\\s+)?${DOCTOR}[\\s,]+${ADVERB}(?<question>${WH}.+)`,
      'iu',
    ),
    // "Erinnere mich, Dr. Müller nach meinen Tabletten zu fragen", "den Arzt zum Blutdruck fragen".
    new RegExp(
      `${DOCTOR}\\s+${ADVERB}(?:(?:nach|zu|über|ueber)\\s+${ARTICLE}|(?:zum|zur)\\s+)(?<question>.+?)\\s+(?:zu\\s+)?(?:fragen|befragen)(?![\\p{L}])`,
      'iu',
    ),
    // "den Arzt wegen meines Knies fragen".
    new RegExp(`${DOCTOR}\\s+${ADVERB}(?<question>wegen\\s+.+?)\\s+(?:zu\\s+)?fragen(?![\\p{L}])`, 'iu'),
    // "Ich möchte mit der Ärztin über meine Schlafprobleme sprechen".
    new RegExp(
      `mit\\s+(?:(?:dem|der|meinem|meiner)\\s+)?${DOCTOR}\\s+${ADVERB}(?:über|ueber)\\s+${ARTICLE}(?<question>.+?)\\s+(?:zu\\s+)?(?:sprechen|reden)(?![\\p{L}])`,
      'iu',
    ),
    // "Ich will über mein Knie mit dem Arzt sprechen".
    new RegExp(
      `(?:über|ueber)\\s+${ARTICLE}(?<question>.+?)\\s+mit\\s+(?:(?:dem|der|meinem|meiner)\\s+)?${DOCTOR}\\s+(?:zu\\s+)?(?:sprechen|reden)(?![\\p{L}])`,
      'iu',
    ),
    // "Ich spreche morgen mit dem Arzt über meinen Schwindel".
    new RegExp(
      `(?<![\\p{L}])(?:spreche|rede)\\s+(?:\\S+\\s+){0,2}?mit\\s+(?:(?:dem|der|meinem|meiner)\\s+)?${DOCTOR}\\s+(?:über|ueber)\\s+${ARTICLE}(?<question>.+)`,
      'iu',
    ),
    // "Ich muss dem Arzt sagen, dass mir oft schwindelig ist".
    new RegExp(
      `${DOCTOR}\\s+${ADVERB}(?:sagen|erzählen|erzaehlen|mitteilen|berichten|ansprechen)(?:\\s+(?:will|muss|möchte|moechte|soll|werde|sollte))?[\\s,:]+(?<question>dass\\s.+)`,
      'iu',
    ),
  ],
  visit: [
    // "Ich gehe morgen zum Arzt", "Am Donnerstag muss ich zu Dr. Müller", "Ich muss zur Hausärztin".
    new RegExp(
      `(?:(?<![\\p{L}])ich\\s+(?:gehe|geh|muss|werde|will|möchte|moechte|fahre)|(?<=[\\p{L}\\d.]\\s+)(?:gehe|geh|muss|werde|fahre)\\s+ich)\\s+${GAP}(?:zum|zur|zu)\\s+(?:(?:meinem|meiner|dem|der|unserem|unserer)\\s+)?${DOCTOR}${NOT_ASKING}`,
      'iu',
    ),
    // "Ich bin am Donnerstag bei Dr. Müller", "Morgen bin ich beim Arzt".
    new RegExp(
      `(?<![\\p{L}])(?:ich\\s+bin|bin\\s+ich)\\s+${GAP}(?:beim|bei)\\s+(?:(?:meinem|meiner|dem|der)\\s+)?${DOCTOR}(?![^.!?]*(?:gewesen|behandlung|patient|zufrieden|aufgehoben))`,
      'iu',
    ),
    // "Ich habe morgen einen Arzttermin", "Hab am Montag nen Zahnarzttermin".
    new RegExp(
      `${HAVE}\\s+${GAP}(?:(?:einen|nen|'nen|den|meinen)\\s+)?(?:\\p{L}*arzt|\\p{L}*ärzt\\p{L}*|vorsorge|kontroll|nachsorge|untersuchungs|\\p{L}+ologen)termin${NOT_COMING}`,
      'iu',
    ),
    // "Ich habe einen Termin bei Dr. Müller", "Ich habe am Montag einen Termin beim Kardiologen".
    new RegExp(
      `${HAVE}\\s+${GAP}(?:(?:einen|nen|'nen|den|meinen)\\s+)?termin\\s+(?:\\S+\\s+){0,2}?(?:bei|beim|mit|in\\s+der\\s+praxis(?:\\s+von)?)\\s+(?:(?:dem|der|meinem|meiner)\\s+)?${DOCTOR}${NOT_COMING}`,
      'iu',
    ),
    // "Mein Arzttermin ist am Dienstag", "Der Termin bei der Ärztin ist morgen".
    new RegExp(
      `(?:mein|der|unser)\\s+(?:\\p{L}*arzttermin|\\p{L}*ärzt\\p{L}*termin|termin\\s+(?:bei|beim)\\s+(?:(?:dem|der|meinem|meiner)\\s+)?${DOCTOR})\\s+(?:ist|wäre|waere|steht)\\s+${WHEN}`,
      'iu',
    ),
    // "Hilf mir bei der Vorbereitung auf den Arztbesuch", "Bereite mich auf den Termin bei Dr. Müller vor".
    new RegExp(
      `(?<![\\p{L}])(?:bereite\\s+(?:mich|uns)(?:\\s+bitte)?|vorbereitung)\\s+(?:(?:auf|für|fuer|zum|zur)\\s+)?(?:(?:den|meinen|die|meine|das|mein|einen|dem|meinem)\\s+)?${VISIT}`,
      'iu',
    ),
    // "Ich möchte mich auf meinen Arzttermin vorbereiten".
    new RegExp(
      `(?:auf|für|fuer)\\s+(?:(?:den|meinen|die|meine|das|mein|einen)\\s+)?${VISIT}\\s+(?:\\S+\\s+){0,2}?(?:vorbereiten|vorzubereiten)(?![\\p{L}])`,
      'iu',
    ),
    // "Ich brauche eine Zusammenfassung für den Arzt", "eine Übersicht zum Mitnehmen zur Ärztin".
    new RegExp(
      `(?:zusammenfassung|übersicht|uebersicht)\\s+(?:\\S+\\s+){0,3}?(?:für|fuer|zum|zur)\\s+(?:(?:den|die|meinen|meine|meinem|das)\\s+)?(?:${DOCTOR_WORD}|dr\\.?|doktor|termin|sprechstunde)`,
      'iu',
    ),
  ],
  summaryReady: (doctor, day) =>
    `Ich habe eine Zusammenfassung für ${
      doctor && day
        ? `Ihren Termin bei ${doctor} am ${day}`
        : doctor
          ? `Ihren Termin bei ${doctor}`
          : day
            ? `Ihren Arzttermin am ${day}`
            : 'Ihren Arztbesuch'
    } vorbereitet. Sie können sie ausdrucken oder als PDF speichern. Wenn Sie Ihren Arzt etwas fragen möchten, sagen Sie es mir, zum Beispiel: „den Arzt nach meinem Knie fragen“.`,
  questionKept: (question) =>
    `Ich habe „${question}“ zu Ihren Fragen an den Arzt hinzugefügt. Sie stehen dann in Ihrer Zusammenfassung für den Termin.`,
  questionsFull: (limit) =>
    `Ihre Liste mit Fragen an den Arzt ist voll (${limit} Fragen), deshalb konnte ich diese nicht hinzufügen. Öffnen Sie die Zusammenfassung, entfernen Sie die Fragen, die Sie nicht mehr brauchen, und sagen Sie es mir dann noch einmal.`,
  openSummary: 'Zusammenfassung öffnen',
}
