// The check-in in the person's words.

/** A YYYY-MM-DD day as the person's language writes it: "Friday, 4 July". */
export function dayWords(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  )
}
