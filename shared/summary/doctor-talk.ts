// How a person tells Sage about a doctor's visit ("I'm seeing Dr. Lee on Thursday") or a question
// to keep for it ("ask the doctor about my knee"), in each chat language, and what Sage answers.
import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import { chineseDoctorTalk } from '#shared/languages/chinese/doctor-talk.ts'
import { englishDoctorTalk } from '#shared/languages/english/doctor-talk.ts'
import { frenchDoctorTalk } from '#shared/languages/french/doctor-talk.ts'
import { germanDoctorTalk } from '#shared/languages/german/doctor-talk.ts'
import { italianDoctorTalk } from '#shared/languages/italian/doctor-talk.ts'
import { japaneseDoctorTalk } from '#shared/languages/japanese/doctor-talk.ts'
import { portugueseDoctorTalk } from '#shared/languages/portuguese/doctor-talk.ts'
import { spanishDoctorTalk } from '#shared/languages/spanish/doctor-talk.ts'

export type DoctorTalk = {
  /**
   * A question to keep for the doctor, on the message as written (flags `iu`): the group
   * `question` is the question itself ("my knee", "why I feel tired").
   */
  question: RegExp[]
  /**
   * A visit coming up, or a wish to get ready for one (flags `iu`). The group `doctor`, when the
   * pattern has it, is the doctor as said ("Dr. Lee", "my cardiologist").
   */
  visit: RegExp[]
  /**
   * Sage's answer to a visit: the summary is ready, for the visit with `doctor` (as said) on `day`
   * (a weekday and date, written out), either or both of which may be unknown.
   */
  summaryReady: (doctor: string | null, day: string | null) => string
  /** Sage's answer to a question kept: it is on the summary's list. */
  questionKept: (question: string) => string
  /** Sage's answer when the list of questions holds `limit` already and this one was not kept. */
  questionsFull: (limit: number) => string
  /** The button under the answer that opens the summary. */
  openSummary: string
}

/** Each chat language's doctor talk (shared/languages/<language>/doctor-talk.ts). */
export const doctorTalk: Record<ChatLanguage, DoctorTalk> = {
  english: englishDoctorTalk,
  spanish: spanishDoctorTalk,
  french: frenchDoctorTalk,
  german: germanDoctorTalk,
  italian: italianDoctorTalk,
  portuguese: portugueseDoctorTalk,
  chinese: chineseDoctorTalk,
  japanese: japaneseDoctorTalk,
}

/** What a message says about the doctor, if anything: a question to keep, or a visit. */
export type DoctorMessage = { kind: 'question'; question: string } | { kind: 'visit'; doctor: string | null } | null

// Words left over at the ends of a question ("about my knee, please." → "my knee").
const TRIM = /^[\s,:;"'“”‘’«»「」『』、，：]+|[\s,.;!?"'“”‘’«»「」『』。、，！？]+$/gu

/**
 * The doctor as named: the title and the capitalised words after it ("Dr. Lee" of "Dr. Lee on
 * Thursday"; the patterns ignore case, so they may run on). Scripts without capitals keep it all.
 */
function nameOf(said: string | undefined): string | null {
  if (!said) return null
  const [title, ...rest] = said.split(/\s+/)
  const kept = [title!]
  for (const word of rest) {
    const first = word.charAt(0)
    if (first !== first.toUpperCase() && kept.length > 1) break
    kept.push(word)
    if (first !== first.toUpperCase()) break
  }
  return kept.join(' ')
}

/** Reads a message for a question to keep for the doctor, or a visit coming up; null for neither. */
export function readDoctorTalk(text: string, language: ChatLanguage): DoctorMessage {
  const talk = doctorTalk[language]
  for (const pattern of talk.question) {
    const question = pattern.exec(text)?.groups?.question?.replace(TRIM, '')
    if (question) return { kind: 'question', question: question.charAt(0).toUpperCase() + question.slice(1) }
  }
  for (const pattern of talk.visit) {
    const match = pattern.exec(text)
    if (match) return { kind: 'visit', doctor: nameOf(match.groups?.doctor?.replace(TRIM, '')) }
  }
  return null
}
