// Dates and times as date and time fields hold them, in this browser's own time zone.

const two = (value: number) => String(value).padStart(2, '0')

/** A day as YYYY-MM-DD in this browser's time zone (today when not given). */
export const localDate = (date: Date = new Date()): string =>
  `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`

/** A time of day as HH:MM (24-hour) in this browser's time zone. */
export const localTime = (date: Date): string => `${two(date.getHours())}:${two(date.getMinutes())}`
