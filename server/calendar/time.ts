import {
  formatZoned,
  offsetMinutesAt,
  utcMsToWall,
  wallTimeAt,
  wallToUtcMs,
  zonedInstant,
} from '#shared/calendar/zoned-time.ts'

/**
 * A moment's wall-clock time in a zone, as a Date whose UTC fields hold it ("floating" time), so
 * recurrence rules repeat at the same local hour across daylight-saving changes.
 */
export function toWallClock(date: Date, timeZone: string): Date {
  return new Date(wallToUtcMs(wallTimeAt(date, timeZone)) + date.getUTCMilliseconds())
}

/** Minutes the zone is ahead of UTC at a moment. */
export const offsetMinutes = offsetMinutesAt

/** The real moment of a floating wall-clock time in a zone (see toWallClock). */
export function fromWallClock(wall: Date, timeZone: string): Date {
  return zonedInstant(utcMsToWall(wall.getTime()), timeZone)
}

/** A moment written in a zone's local time with its offset, as Google Calendar writes it: 2026-11-19T15:00:00-05:00. */
export const formatInZone = formatZoned
