// The summary for the doctor in the chat: "I'm seeing Dr. Lee on Thursday" gets the summary made
// for that visit (a button opens it), and "ask the doctor about my knee" keeps the question on it.
import { randomUUID } from 'node:crypto'
import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import { speechLanguageTags } from '#shared/chat/chat-languages.ts'
import { requestLanguages } from '#shared/calendar/request-language.ts'
import { findWhenIn } from '#shared/calendar/when.ts'
import { dateOf } from '#shared/medications/schedule.ts'
import { type DoctorMessage, doctorTalk, readDoctorTalk } from '#shared/summary/doctor-talk.ts'
import { dayWords } from '#shared/summary/document.ts'
import type { Database } from '#server/db/client.ts'
import type { Scope } from '#server/data/scope.ts'
import { DOCTOR_QUESTIONS_LIMIT, doctorQuestionsData } from './questions.ts'

/** A button under Sage's answer that opens a screen of the app. */
export type ReplyLink = { to: string; label: string }

/** Sage's answer about the doctor, and the button to the summary. */
export type DoctorTurn = { text: string; link: ReplyLink; kind: 'visit' | 'question' }

type Said = { text: string; language: ChatLanguage; now: Date; timeZone: string }

/** The day the message names (YYYY-MM-DD in the person's zone), if it names one: read as the calendar reads days. */
function dayNamed(text: string, now: Date, timeZone: string): string | null {
  const { day } = findWhenIn(text, requestLanguages(text), now, timeZone).when
  return day ? dateOf({ ...day, hour: 0, minute: 0, second: 0 }) : null
}

/** The summary's address for a visit: the doctor and day go along, for its heading. */
function summaryLink(doctor: string | null, day: string | null, language: ChatLanguage): ReplyLink {
  const query = new URLSearchParams({ language })
  if (doctor) query.set('doctor', doctor)
  if (day) query.set('date', day)
  return { to: `/doctor-summary?${query}`, label: doctorTalk[language].openSummary }
}

/** Keeps a question for the doctor; false when the list is full. */
async function keepQuestion(db: Database, scope: Scope, question: string): Promise<boolean> {
  if ((await doctorQuestionsData.list(db, scope)).length >= DOCTOR_QUESTIONS_LIMIT) return false
  await doctorQuestionsData.createOnce(db, scope, randomUUID(), { text: question.slice(0, 300) })
  return true
}

/**
 * Answers a message about the doctor, when it is one: a question is kept (and said back), a visit
 * gets its summary. `message` is the message read already, when the caller has read it.
 */
export async function doctorStep(
  db: Database,
  scope: Scope,
  said: Said,
  message: DoctorMessage = readDoctorTalk(said.text, said.language),
): Promise<DoctorTurn | null> {
  if (!message) return null
  const talk = doctorTalk[said.language]
  if (message.kind === 'question') {
    const kept = await keepQuestion(db, scope, message.question)
    return {
      kind: 'question',
      text: kept ? talk.questionKept(message.question) : talk.questionsFull(DOCTOR_QUESTIONS_LIMIT),
      link: summaryLink(null, null, said.language),
    }
  }
  const day = dayNamed(said.text, said.now, said.timeZone)
  const dayText = day ? dayWords(day, speechLanguageTags[said.language], true) : null
  return {
    kind: 'visit',
    text: talk.summaryReady(message.doctor, dayText),
    link: summaryLink(message.doctor, day, said.language),
  }
}
