import { z } from './zod.ts'
import { timeZoneName } from './calendar.ts'
import { timeOfDay } from './medications.ts'

/** PUT /api/check-in: on or off, the time the person is usually up by, and who is told (null: all who agreed). */
export const checkInInput = z.strictObject({
  on: z.boolean(),
  by: timeOfDay,
  timeZone: timeZoneName,
  recipients: z.array(z.string().min(1).max(100)).max(50).nullish(),
})
export type CheckInInput = z.infer<typeof checkInInput>

/** POST /api/check-in/pause: away until the end of a day, or until they say they are back (null). */
export const checkInPauseInput = z.strictObject({ until: z.iso.date().nullable() })
