import { useQuery } from '@tanstack/react-query'
import { checkInQuery } from './api.ts'
import { checkInStatus } from './status.ts'

/** Morning hours (local) in which Sage greets with "How did you sleep?". */
const MORNING = { from: 4, to: 12 }

/**
 * Whether Sage opens the conversation asking how the person slept: their check-in is on and still
 * waits for today's sign of life, in the morning, or any time once Sage has asked them.
 */
export function useMorningQuestion(signedIn: boolean): boolean {
  const query = useQuery({ ...checkInQuery, enabled: signedIn })
  if (!query.data) return false
  const status = checkInStatus(query.data)
  const hour = new Date().getHours()
  return (
    status === 'asked' || status === 'alerted' || (status === 'waiting' && hour >= MORNING.from && hour < MORNING.to)
  )
}
