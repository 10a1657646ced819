import { z } from './zod.ts'

/** The `:id` path parameter of a single row: a uuid, as every row id is. */
export const idParam = z.strictObject({ id: z.uuid() })

/** A client-generated row id, so a retried create (a sync cut off mid-way) never makes a second row. */
export const clientId = z.uuid().optional()
