import { validator } from 'hono/validator'
import { idParam } from '#shared/schemas/ids.ts'
import { AppError } from '#server/errors.ts'

/**
 * A Hono validator for the `:id` path parameter: anything but a uuid names no row, so it answers
 * the same 404 as a row that is missing or someone else's.
 */
export function validateIdParam(notFoundMessage: string) {
  return validator('param', (value) => {
    const result = idParam.safeParse(value)
    if (!result.success) throw new AppError('not_found', notFoundMessage)
    return result.data
  })
}
