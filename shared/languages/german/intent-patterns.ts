// German phrasings of what a message asks the built-in Sage, on folded text.

import type { IntentPatterns } from '#shared/chat/builtin/intent-patterns.ts'

export const germanIntentPatterns: IntentPatterns = {
  lonely: /(einsam|allein|niemand zum reden|ich vermisse|ich bin (so )?traurig)/,
  medications: /(medikament|tablette|pille|arznei|medizin|rezept)/,
  conditions: /(erkrankung|krankheit|diagnose|krankengeschichte|gesundheitsproblem|beschwerden|meine gesundheit)/,
  doctor: /(arzt|arztin|doktor|\bdr\b)/,
  'emergency-contacts': /(notfall|kontakt|notruf|wen (kann|soll) ich anrufen)/,
  appointments: /(termin|kalender|verabredung|was steht an)/,
  photos: /(foto|\bbilder?\b|galerie|album)/,
  capabilities:
    /(was kannst du|was konnen sie|wer bist du|wer sind sie|wie (kannst du|konnen sie) (mir )?helfen|\bhilfe\b)/,
  'something-nice':
    /((sag|sagen sie|erzahl|erzahlen sie) mir (etwas|was) (schones|nettes|positives)|etwas (schones|nettes)|munter mich auf|aufmuntern|gute nachrichten|bring mich zum lacheln)/,
  'how-are-you': /(wie geht'?s|wie geht es (dir|ihnen)|wie gehts|alles gut bei dir)/,
  thanks: /(danke|vielen dank|dankeschon)/,
  greeting: /\b(hallo|guten (morgen|tag|abend)|servus|moin|gru(ss|ß) gott|hi)\b/,
  goodbye: /(tschuss|tschus|auf wiedersehen|bis (bald|spater|morgen)|gute nacht|\bciao\b)/,
}
