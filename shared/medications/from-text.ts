// The medicines a person wrote as free text (in the questionnaire or their profile, "Metoprolol
// 50 mg twice a day, vitamin D"), as a starting list to confirm one by one: each one's name, dose
// and a guess at its times. Nothing is added without the person: the guess only fills the form.
import { foldText } from '#shared/chat/chat-languages.ts'
import type { MedicationSchedule } from './schedule.ts'

/** One medicine read from the text, to prefill the form. */
export type SuggestedMedication = { name: string; dose: string | null; schedule: MedicationSchedule }

const DOSE =
  /(\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|g|ml|iu|ui|units?|unidades|gotas|drops|puffs?|tablets?|pills?|comprimidos?|pastillas?)\b)/i

/** Times of day by how often, in the chat languages' usual words (on folded text). */
const FREQUENCIES: [RegExp, string[] | 'asNeeded'][] = [
  [
    /\b(as needed|when needed|if needed|prn|si es necesario|cuando (lo )?necesite|si besoin|bei bedarf|al bisogno|se necessario|quando necessario)\b|按需|必要時/,
    'asNeeded',
  ],
  [
    /\b(three times|3 times|3x|tid|tres veces|trois fois|dreimal|tre volte|tres vezes)\b|一天三次|每日三次|1日3回/,
    ['08:00', '14:00', '20:00'],
  ],
  [
    /\b(twice|two times|2 times|2x|bid|dos veces|deux fois|zweimal|due volte|duas vezes|morning and (night|evening))\b|一天两次|每日两次|1日2回/,
    ['08:00', '20:00'],
  ],
  [
    /\b(at night|bedtime|before bed|evening|de noche|por la noche|al acostarse|le soir|au coucher|abends|zur nacht|la sera|a noite|de noite)\b|睡前|晚上|寝る前|夜/,
    ['21:00'],
  ],
  [
    /\b(once|daily|every (day|morning)|in the morning|una vez|por la manana|le matin|morgens|einmal|la mattina|de manha)\b|每天一次|早上|1日1回|朝/,
    ['08:00'],
  ],
]

/** Splits the text into one piece per medicine: commas, semicolons, new lines, "and" between names. */
function pieces(text: string): string[] {
  return text
    .split(/[,;\n、，；]+|\s+(?:and|y|et|und|e)\s+(?=[A-Za-zÀ-ÿ])/i)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 2)
}

/** The medicines in a free-text list, each with its dose and a guess at its times (08:00 when none is said). */
export function medicationsFromText(text: string | null | undefined): SuggestedMedication[] {
  if (!text?.trim()) return []
  const found: SuggestedMedication[] = []
  for (const piece of pieces(text).slice(0, 20)) {
    const folded = foldText(piece)
    const dose = DOSE.exec(piece)?.[1]?.replace(/\s+/g, ' ') ?? null
    const said = FREQUENCIES.find(([pattern]) => pattern.test(folded))
    const frequency = said?.[1] ?? ['08:00']
    const schedule: MedicationSchedule =
      frequency === 'asNeeded' ? { repeat: 'asNeeded' } : { repeat: 'daily', times: frequency }
    // "…, twice a day": how often the medicine before it is taken, not a medicine of its own.
    const rest = said ? folded.replace(said[0], '').replace(/\b(a|per|al|por|each|every) ?(day|dia)\b/g, '') : folded
    if (said && rest.replace(/[^\p{L}]/gu, '').length <= 2) {
      const previous = found.at(-1)
      if (previous) previous.schedule = schedule
      continue
    }
    // The name: what comes before the dose or the first word of how often, tidied.
    const cut = piece.search(
      /\d|\b(once|twice|three|daily|every|each|at night|in the|as needed|when|a day|per day|al dia|por la|le soir|taglich|al giorno|por dia)\b/i,
    )
    const name = (cut >= 0 ? piece.slice(0, cut) : piece).replace(/[\s(:-]+$/, '').trim()
    if (!name || found.some((each) => foldText(each.name) === foldText(name))) continue
    found.push({ name: name.slice(0, 120), dose, schedule })
  }
  return found
}
