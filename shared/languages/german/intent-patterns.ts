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
  confused:
    /\b(ich bin (ganz |so |etwas |sehr |total )?(verwirrt|durcheinander|verloren|orientierungslos)|ich habe (so |solche )?angst|ich hab (so )?angst|ich (weiss|weiß) nicht,? wo ich bin|ich kann mich nicht (mehr )?erinnern)\b/,
  clock:
    /\b(wie (spat|spaet) ist es|wie (spat|spaet) es ist|wie ?viel uhr|uhrzeit|welcher tag|welchen tag|datum|der wievielte|den wievielten|wochentag|welches jahr|welcher monat|was fu?e?r ein tag|(ist|haben wir) heute (montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag))\b/,
  joke: /\b(witz(e)?|etwas lustiges|was lustiges|bring(en sie)? mich zum lachen|lustige geschichte|ein ratsel)\b/,
  saying: /\b(sprichwort|sprichworter|spruch|spruche|redensart(en)?|zitat|lebensweisheit(en)?|weisheit)\b/,
  story:
    /\b((eine|kleine|kurze|schone) geschichte|ein marchen|eine fabel|erzahl(en sie)? mir (was|etwas|eine geschichte))\b/,
  memory:
    /\b(erinnerungen|von fruher|alte(n)? zeiten|aus meinem leben|meine(r)? (kindheit|jugend)|als ich (jung|klein|ein kind) war)\b/,
}
