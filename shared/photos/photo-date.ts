/** Today as a photo date: short month, day and year, like 'Dec 15, 2024'. */
export function formatPhotoDate(date: Date): string {
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
}
