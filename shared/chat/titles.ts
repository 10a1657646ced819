/** The title of a new chat before its first message (product.md 3, 4). */
export const DEFAULT_CHAT_TITLE = 'New Conversation'
/** A chat's title holds this many characters of its first message (product.md 9). */
export const TITLE_LENGTH = 40
/** Chats from up to this many days ago read "N days ago"; older ones show their date (product.md 9). */
export const DAYS_AGO_LIMIT = 7

/** Titles a chat from its first user message: the first 40 characters, plus '...' when longer (product.md 4). */
export function chatTitle(firstUserMessage: string): string {
  // Whole characters (code points), so an emoji is never cut in half.
  const characters = Array.from(firstUserMessage.trim().replace(/\s+/g, ' '))
  if (characters.length === 0) return DEFAULT_CHAT_TITLE
  const title = characters.slice(0, TITLE_LENGTH).join('')
  return characters.length > TITLE_LENGTH ? `${title}...` : title
}

/** How long ago a chat was, in calendar days; the screen turns it into words. */
export type RelativeDay = { kind: 'today' | 'yesterday' | 'daysAgo'; days: number } | { kind: 'date' }

/** Places a date against now: today, yesterday, 2 to 7 days ago, or else its date (product.md 9). */
export function relativeDay(date: Date, now: Date): RelativeDay {
  const days = calendarDaysBetween(date, now)
  if (days === 0) return { kind: 'today', days }
  if (days === 1) return { kind: 'yesterday', days }
  if (days > 1 && days <= DAYS_AGO_LIMIT) return { kind: 'daysAgo', days }
  return { kind: 'date' }
}

/** Whole local calendar days from one date to a later one, unaffected by clock changes. */
function calendarDaysBetween(from: Date, to: Date): number {
  const day = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())
  return Math.round((day(to) - day(from)) / 86_400_000)
}
