// English ways of talking about doses, on folded text, and Sage's replies about them.

import type { DoseWords } from '#shared/medications/dose-talk.ts'

export const englishDoseWords: DoseWords = {
  took: /\b(i (just |already |have |'ve )?(took|taken|had|swallowed)|i did take|i'?ve (just |already )?(taken|had)|(took|had|swallowed) (my|the|it|them|'?em|both|all|this|that)|taken (my|it|them)|done with (my )?(pills?|meds?|medicines?))\b/,
  // Also what only sounds like a dose ("I took my blood pressure", "I've had it with..."), someone
  // else's, yesterday's, or one taken by mistake.
  notTaken:
    /\b((didn'?t|did not)(?! forget)|haven'?t|have not|hasn'?t|not (yet )?taken|(?<!(didn'?t|did not|never|not) )(forgot|forget)|can'?t remember|cannot remember|don'?t (remember|recall|think)|do not (remember|recall|think)|not sure|wonder(ing)? (if|whether)|(may|might) have|maybe|never took|won'?t|will not|yesterday|not today|not this (morning|evening)|should i take|do i take|when do i take|took it easy|take it easy|(took|had) (it|them) (back|off|out|apart|over|home|personally)|had it (with|up)|had enough|(he|she|they|we|wife|husband|daughter|son|nurse|carer|caregiver)( just| already)? (took|had|has)|took (it|them|my [a-z]+|the [a-z]+) away|wrong|by mistake|too many|twice|double|an extra|extra (one|pill|dose)|(took|taken) (my |the )?(blood pressure|bp|blood sugar|sugar|temperature|temp|pulse|weight)(?! (pills?|meds?|medicines?|medications?|tablets?)))\b/,
  asked:
    /\b(did i (already )?take|have i (already )?taken|(did i|have i)( already)? (have|had) (my |the |any |all |both )?([a-z]+ ){0,2}(pills?|meds?|medicines?|medications?|tablets?|capsules?|dose|it|them)|what (pills?|meds?|medicines?|medications?) (did|have) i (take|taken|had)|(pills?|meds?|medicines?|medications?) (did|have) i (take|taken|had)|(didn'?t|did not|haven'?t|have not) i\b|(check|tell me|see|know|look) (if|whether) i('ve| have)? (took|taken|had))\b/,
  all: /^(?!.*\bnot (all|both|every|the two)\b).*\b(all|both|every ?one|all of them|the two|them all)\b/,
  yes: /^(yes|yeah|yep|yup|sure|i did|i have|correct|that'?s right|right)\b/,
  general: /\b(pills?|meds?|medicines?|medications?|tablets?|capsules?|dose|vitamins?|insulin|inhaler)\b/,
  object: /\b(took|taken|had|swallowed|did take) (it|them|'?em|both|all|all of them|one|mine)\b/,
  replies: {
    marked: (doses) => `Well done. I've marked ${doses} as taken.`,
    which: (doses) => `Which one did you take: ${doses}? You can also say "all of them".`,
    early: (dose) => `Nothing is due right now. Your next one is ${dose}. Did you take that one early?`,
    nothingWaiting: 'Nothing is due right now, and there are no more doses for today.',
    noMedications:
      "I don't have your medicines yet. You can add them in Settings, Medications, and I'll remind you at their times.",
    status: ({ taken, waiting, missed }) =>
      [
        taken ? `Today you've taken ${taken}.` : "You haven't marked any medicine as taken today yet.",
        waiting ? `Still to take: ${waiting}.` : '',
        missed ? `Not marked in time: ${missed}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    noneToday: 'You have no medicines to take today.',
  },
}
