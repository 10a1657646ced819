// Being away, in the conversation: "I'm away until Friday" pauses the daily check-in through that
// day, "I'm in hospital" until the person says they are back, and "I'm back" starts it again.
import { type ChatLanguage, chatLanguageCodes } from '#shared/chat/chat-languages.ts'
import { readAwayTalk } from '#shared/check-in/away-talk.ts'
import { checkInWords } from '#shared/check-in/check-in-words.ts'
import { ownScope } from '#server/data/scope.ts'
import type { Database } from '#server/db/client.ts'
import { getCheckIn, pauseCheckIn, resumeCheckIn } from './check-in.ts'

const dayWords = (day: string, language: ChatLanguage) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat(chatLanguageCodes[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)))
}

const timeWords = (time: string, language: ChatLanguage) => {
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  return new Intl.DateTimeFormat(chatLanguageCodes[language], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, hour, minute)))
}

/**
 * Sage's reply when a message says the person is away or back and their check-in is on (it is
 * paused or started again); null otherwise, for the rest of the conversation to answer.
 */
export async function awayReply(
  db: Database,
  userId: string,
  input: { text: string; language: ChatLanguage; now: Date; timeZone: string },
): Promise<{ text: string; language: ChatLanguage } | null> {
  const row = await getCheckIn(db, userId)
  if (!row?.on) return null
  const talk = readAwayTalk(input.text, input.language, input.now, row.timeZone)
  if (!talk) return null
  const words = checkInWords[talk.language]
  if (talk.kind === 'back') {
    if (!row.paused) return null
    await resumeCheckIn(db, ownScope(userId), input.now)
    return { text: words.resumedChat(timeWords(row.by, talk.language)), language: talk.language }
  }
  await pauseCheckIn(db, ownScope(userId), talk.until, input.now)
  return {
    text: talk.until ? words.pausedChat(dayWords(talk.until, talk.language)) : words.pausedOpenChat,
    language: talk.language,
  }
}
