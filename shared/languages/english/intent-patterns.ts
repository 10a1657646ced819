// English phrasings of what a message asks the built-in Sage, on folded text.

import type { IntentPatterns } from '#shared/chat/builtin/intent-patterns.ts'

export const englishIntentPatterns: IntentPatterns = {
  lonely:
    /\b(lonely|loneliness|so alone|all alone|i feel alone|i'm alone|on my own|isolated|no ?one to talk|nobody to talk|i miss (my|having|people))\b/,
  medications: /\b(medications?|medicines?|meds|pills?|tablets?|prescriptions?|drugs)\b/,
  conditions: /\b(conditions?|diagnos[ie]s|illness(es)?|diseases?|health problems?|medical history|my health)\b/,
  doctor: /\b(doctors?|dr|physician|gp)\b/,
  'emergency-contacts': /\b(emergency|contacts?|who (can|should|do) i call)\b/,
  appointments: /\b(appointments?|appt|schedule|calendar|upcoming|agenda|events?|what's next|what is next)\b/,
  photos: /\b(photos?|pictures?|pics?|gallery|albums?|images?)\b/,
  capabilities:
    /\b(what (can|do) you (do|help)|what can i ask|how (can|do) you help|who are you|what are you|your (features|abilities)|help me|help)\b/,
  'something-nice':
    /\b((tell|say) me something|something (nice|good|happy|cheerful|lovely|positive|kind)|cheer me up|good news|make me smile|brighten my day)\b/,
  'how-are-you': /\b(how are you|how('s| is) it going|how are things|how do you do|how have you been|how you doing)\b/,
  thanks: /\b(thanks?|thank you|thx|ty|appreciate it|much obliged)\b/,
  greeting: /\b(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening|day)|greetings)\b/,
  goodbye:
    /\b(bye|goodbye|good ?night|see you|see ya|talk (to you )?later|farewell|take care|gotta go|got to go|ttyl)\b/,
  confused:
    /\b(i'?m (so |very |really |a bit |a little |all )?(confused|scared|frightened|afraid|lost|mixed up|muddled|disoriented)|i (feel|am feeling) (confused|scared|lost|muddled)|i don'?t know where i am|i can'?t remember (what|where|why|how)|i forgot what i was doing)\b/,
  clock:
    /\b(what (day|date|time|month|year) is it|what day|what time|the date|today'?s date|the time|day of the week|what is today|what'?s today|is it (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(monday|tuesday|wednesday|thursday|friday|saturday|sunday) today)\b/,
  joke: /\b(jokes?|something funny|make me laugh|a funny (story|one)|tell me something funny|a riddle)\b/,
  saying: /\b(sayings?|proverbs?|a quote|quotation|words of wisdom|an? (old )?(expression|adage))\b/,
  story:
    /\b((tell|read) me a (short |little |nice |bedtime )?story|a (short|little|nice) story|a story|a tale|a fable)\b/,
  memory:
    /\b(ask me ((something|a question|questions) )?about (my )?(past|life|childhood|youth|young days)|memories|reminisce|(the )?old days|when i was (young|little|a child|a girl|a boy)|memory (game|question))\b/,
}
