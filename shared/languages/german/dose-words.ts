// German ways of talking about doses, on folded text (no umlauts), and Sage's replies about them.

import type { DoseWords } from '#shared/medications/dose-talk.ts'

export const germanDoseWords: DoseWords = {
  // "Ich habe (sie schon) genommen" is matched whole; with anything else between ("ich habe den Bus
  // genommen") only the participle is, so what was taken is left for `general` to judge.
  took: /\b((ja,? )?(ich )?(habe|hab)( ich)?( (sie|es|die|das|alle|beide|alles|schon|grad|gerade|eben|vorhin|auch|jetzt|bereits|doch|heute|heut))* (genommen|eingenommen|geschluckt)|(schon|bereits|grad|gerade|eben|vorhin) (genommen|eingenommen)|(?<=\b(habe|hab|ist|sind)\b.{0,40})(genommen|eingenommen|geschluckt)|^(die |meine )?(tabletten?|pillen?|medikamente?|medizin|kapseln?|tropfen) (schon |grad |gerade |eben )?(genommen|eingenommen|geschluckt))\b/,
  // Also yesterday's, one taken by mistake, someone else's, "zu Herzen genommen".
  notTaken:
    /\b(nicht (genommen|eingenommen)|noch nicht|nicht mehr (sicher|weiss|weiß)|nicht sicher|vergessen|weiss nicht|weiß nicht|kann mich nicht erinnern|keine ahnung|muss ich .{0,30}nehmen|soll ich .{0,30}nehmen|wann (muss|soll) ich|nie genommen|keine? (tablette|medikament)|gestern|vorgestern|aus versehen|versehentlich|zu viele?|doppelt|zweimal|falschen?|(zu herzen|ernst|in kauf|in anspruch) genommen)/,
  asked:
    /(\b(habe|hab) ich\b[^.!?]{0,60}\b(genommen|eingenommen|geschluckt)\b[^.!?]*\?|^(habe|hab) ich (heute |heut |schon |eigentlich |denn |auch )*(meine?n?|die|den|das|alle|alles)\b[^.!?]{0,50}\b(genommen|eingenommen)|\bwelche (tabletten|medikamente|pillen|arzneien)\b[^.!?]{0,30}\b(habe|hab) ich\b|\b(genommen|eingenommen)\s*\?|\b(weisst du|weißt du|wissen sie|kannst du|konnen sie|können sie)\b[^.!?]{0,30}\bob ich\b)/,
  all: /^(?!.*\bnicht (alle|beide)\b).*\b(alle|beide|alle beide|alle zwei|jede|jedes)\b/,
  yes: /^(ja|jawohl|genau|richtig|stimmt|klar|ja,? (habe|hab) ich)\b/,
  // No word boundary before: compounds ("Herztablette", "Blutdruckmedikamente").
  general: /(tabletten?|pillen?|medikamente?n?|medizin|arznei(en)?|dosis|kapseln?|tropfen|vitamine?|insulin)\b/,
  object: /\b((habe|hab) (ich )?(sie|es|ihn|alle|beide)(?! mir)|(die|sie|das|es|alle|beide) (habe|hab) ich)\b/,
  replies: {
    marked: (doses) => `Sehr gut. Ich habe ${doses} als genommen eingetragen.`,
    which: (doses) => `Welches haben Sie genommen: ${doses}? Sie können auch „alle“ sagen.`,
    early: (dose) =>
      `Im Moment ist kein Medikament fällig. Als Nächstes kommt ${dose}. Haben Sie es schon etwas früher genommen?`,
    nothingWaiting: 'Im Moment ist kein Medikament fällig, und für heute steht keines mehr an.',
    noMedications:
      'Ich kenne Ihre Medikamente noch nicht. Sie können sie unter Einstellungen, Medikamente eintragen, dann erinnere ich Sie zur richtigen Zeit.',
    status: ({ taken, waiting, missed }) =>
      [
        taken ? `Heute haben Sie ${taken} genommen.` : 'Heute haben Sie noch kein Medikament als genommen eingetragen.',
        waiting ? `Noch zu nehmen: ${waiting}.` : '',
        missed ? `Nicht rechtzeitig eingetragen: ${missed}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    noneToday: 'Heute müssen Sie keine Medikamente nehmen.',
  },
}
