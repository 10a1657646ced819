import { localDate } from '#web/lib/local-date.ts'
import type { CheckIn } from './api.ts'

/**
 * Where today's check-in stands for the person: off, paused, waiting for today's sign of life,
 * asked ("Are you OK?"), the people they chose told, done for today, or not until tomorrow (set
 * up after today's time).
 */
export type CheckInStatus = 'off' | 'paused' | 'waiting' | 'asked' | 'alerted' | 'done' | 'later'

export function checkInStatus(checkIn: CheckIn, today = localDate()): CheckInStatus {
  if (!checkIn.on) return 'off'
  if (checkIn.paused) return 'paused'
  const isToday = checkIn.day === today
  if (checkIn.state === 'asked' && isToday) return 'asked'
  if (checkIn.state === 'alerted' && isToday) return 'alerted'
  if (checkIn.state === 'ok' && isToday) return 'done'
  if (checkIn.state === 'waiting' && checkIn.day && checkIn.day > today) return 'later'
  return 'waiting'
}
