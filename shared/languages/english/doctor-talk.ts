import type { DoctorTalk } from '#shared/summary/doctor-talk.ts'

// A doctor as said: "Dr. Lee", "Doctor Lee" (kept as the doctor's name), or "my doctor", "the
// cardiologist", "my GP" (no name).
const DOCTOR =
  "(?:(?<doctor>(?:dr\\.?|doctor)\\s+[\\p{Lu}][\\p{L}'’-]+(?:\\s+[\\p{Lu}][\\p{L}'’-]+)?)|(?:my|the) (?:doctor|gp|physician|cardiologist|dentist|nurse|specialist|surgeon|eye doctor|optician|[a-z]+ologist))"

export const englishDoctorTalk: DoctorTalk = {
  question: [
    // "about my knee" keeps what follows; "why I'm tired", "whether I can stop…" keep their question word.
    /\b(?:ask|tell)\s+(?:the|my)\s+(?:doctor|dr\.?|gp|nurse|physician|[a-z]+ologist)\s+(?:about|regarding)\s+(?<question>.+)/iu,
    /\b(?:ask|tell)\s+(?:the|my)\s+(?:doctor|dr\.?|gp|nurse|physician|[a-z]+ologist)\s+(?<question>(?:if|whether|why|how|what|when|which|should|can|could|is|are|do|does)\s.+)/iu,
    /\b(?:ask|tell)\s+(?:dr\.?|doctor)\s+[\p{Lu}][\p{L}'’-]+\s+(?:about|regarding)\s+(?<question>.+)/iu,
    /\b(?:ask|tell)\s+(?:dr\.?|doctor)\s+[\p{Lu}][\p{L}'’-]+\s+(?<question>(?:if|whether|why|how|what|when|which|should|can|could|is|are|do|does)\s.+)/iu,
    /\bquestion (?:for|to ask) (?:the|my) (?:doctor|gp|nurse)\s*[:,-]?\s*(?<question>.+)/iu,
  ],
  visit: [
    new RegExp(`\\b(?:i'?m|i am|i'll be)\\s+(?:seeing|visiting|going to see|off to see|going to)\\s+${DOCTOR}`, 'iu'),
    new RegExp(
      `\\bi(?: have|'ve got| got| have got) (?:an? )?(?:appointment|visit|check-?up) (?:with|at) ${DOCTOR}`,
      'iu',
    ),
    /\bi(?: have|'ve got| got| have got) (?:an? |my )?(?:doctor'?s?|medical|hospital|clinic) (?:appointment|visit|check-?up)\b/iu,
    /\b(?:prepare|get (?:me )?ready|getting ready)\b.*\b(?:doctor'?s?|medical) (?:visit|appointment)\b/iu,
    /\b(?:summary|something to (?:show|bring|take)) (?:for|to) (?:the|my) doctor\b/iu,
  ],
  summaryReady: (doctor, day) =>
    `I've put together a summary for ${doctor ? `your visit with ${doctor}` : 'the doctor'}${day ? ` on ${day}` : ''}. You can print it or save it as a PDF. If there's something you want to ask the doctor, tell me, like "ask the doctor about my knee".`,
  questionKept: (question) =>
    `I've added "${question}" to your questions for the doctor. They'll be on your summary for the visit.`,
  questionsFull: (limit) =>
    `Your list of questions for the doctor is full (${limit} questions), so I couldn't add this one. Open the summary to remove the ones you no longer need, then tell me again.`,
  openSummary: 'Open the summary',
}
