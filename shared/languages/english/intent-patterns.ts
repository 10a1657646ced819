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
}
