// English patterns of questions about the world as it is now (news, weather, opening hours).

import type { CurrentInfoPatterns } from '#shared/chat/current-info-patterns.ts'

export const englishCurrentInfoPatterns: CurrentInfoPatterns = {
  asks: [
    /[?¿？]/u,
    /^(?:(?:so|and|hey|sage|ok|okay|please),? )?(?:what|what's|whats|who|who's|whos|when|where|which|how|is|are|was|were|will|would|did|does|do|can|could|any|anything|has|have)\b/u,
    /\b(?:tell me|let me know|look up|search|find out|check|show me|give me|read me|i want to know|i'd like to know|i would like to know|do you know|i wonder)\b/u,
  ],
  weather: [
    /\b(?:weather|forecast)\b/u,
    /\bwill it (?:rain|snow|be (?:hot|cold|warm|sunny|windy|nice))\b/u,
    /\bis it (?:going to )?(?:rain|snow)(?:ing)?\b/u,
    /\b(?:temperature|degrees) (?:outside|out there|today|tomorrow|tonight|now|right now)\b/u,
    /\bhow (?:hot|cold|warm) is it\b/u,
    /\b(?:need|take|bring) (?:an|my) umbrella\b/u,
  ],
  world: [
    /\b(?:news|headlines?|current events|traffic|road closures?|elections?)\b/u,
    /\b(?:scores?|standings|who won|who's winning|whos winning|who is winning|who is playing|who's playing)\b/u,
    /\b(?:game|match|race) (?:today|tonight|yesterday|last night|this week(?:end)?)\b/u,
    /\b(?:prices?|exchange rate|stock market|stocks|interest rates?|cost of)\b/u,
    /\bhow much (?:is|are|does|do)\b.*\bcosts?\b/u,
    /\b(?:opening|closing) (?:hours|times)\b/u,
    /\b(?:open|opens|closed|close|closes) (?:today|now|right now|tonight|tomorrow|until|till|on (?:sundays?|saturdays?|holidays?))\b/u,
    /\bwhat time (?:does|do|is|are)\b.*\b(?:open|close|opening|closing)\b/u,
    /^(?:is|are) (?:the |it )?\S+(?: \S+)? open\b/u,
    /\b(?:what's|whats|what is|anything|something) (?:happening|going on|new|on)\b.*\b(?:today|tonight|tomorrow|this (?:week|weekend|month)|right now|in town|in the world|in the city|nearby|near me|around here|locally)\b/u,
    /\b(?:latest|most recent|up to date|up-to-date)\b/u,
    /\b(?:concerts?|festivals?|exhibitions?|farmers market)\b/u,
    /\bevents? (?:in|near|around|this|today|tonight|tomorrow)\b/u,
  ],
  now: [
    /\b(?:today|tonight|tomorrow|right now|at the moment|currently|these days|nowadays|yesterday|last night)\b/u,
    /\bthis (?:week|weekend|month|morning|afternoon|evening)\b/u,
  ],
  own: [
    /\bmy (?!(?:town|city|area|neighbou?rhood|village|country|region|street|state|team|local|home ?town|home|house|place|way)\b)[a-z]/u,
    /\b(?:medications?|medicines?|meds|pills?|tablets?|prescriptions?|appointments?|reminders?|calendar)\b/u,
    /\b(?:do|did|should|shall|must|have|am) i (?:have|take|need|see|got|seeing|taking|meet|meeting|go|going)\b/u,
  ],
  personal: [
    /\b(?:i|i'm|im|i've|ive|i'll|me|my|myself|we|we're|us|our|you|you're|your|yourself)\b/u,
    /\bhow's it going\b/u,
  ],
}
