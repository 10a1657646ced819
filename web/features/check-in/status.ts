import { localDate } from '#web/lib/local-date.ts'
import type { CheckIn } from './api.ts'

/**
 * Where today's check-in stands for the person: off, paused, waiting for today's sign of life,
 * asked ("Are you OK?"), the people they chose told, done for today, not until tomorrow (set up
 * after today's time), or not yet (the night before: a sign of life counts from the morning).
 */
export type CheckInStatus = 'off' | 'paused' | 'waiting' | 'asked' | 'alerted' | 'done' | 'later' | 'soon'

/** Where the check-in stands; `soon` is before the morning of the next one, when nothing counts yet. */
export function checkInStatus(checkIn: CheckIn, today = localDate(), now = Date.now()): CheckInStatus {
  if (!checkIn.on) return 'off'
  if (checkIn.paused) return 'paused'
  const isToday = checkIn.day === today
  if (checkIn.state === 'asked' && isToday) return 'asked'
  if (checkIn.state === 'alerted' && isToday) return 'alerted'
  if (checkIn.state === 'ok' && isToday) return 'done'
  if (checkIn.state === 'waiting' && checkIn.day && checkIn.day > today) return 'later'
  if (checkIn.opensAt && Date.parse(checkIn.opensAt) > now) return 'soon'
  return 'waiting'
}
