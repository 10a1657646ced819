import type { ValidationTargets } from 'hono'
import { validator } from 'hono/validator'
import type { z } from 'zod'
import { AppError } from '#server/errors.ts'

/**
 * A Hono validator that parses one part of the request with a zod schema from shared/ and answers
 * 400 naming the first wrong field. Typed, so the RPC client knows the input shape.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value) => {
    const result = schema.safeParse(value)
    if (result.success) return result.data
    const issue = result.error.issues[0]
    const field = issue?.path.join('.') || 'input'
    throw new AppError('invalid_input', `Invalid ${field}: ${describeIssue(issue)}`)
  })
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'not valid.'
  if (issue.code === 'unrecognized_keys') return `unknown field ${issue.keys.join(', ')}.`
  if (issue.code === 'too_small') return 'this field is required.'
  if (issue.code === 'too_big') return `too long (at most ${String(issue.maximum)}).`
  if (issue.code === 'invalid_type') return `expected ${issue.expected}.`
  if (issue.code === 'invalid_format' && issue.format !== 'regex') return `not a valid ${issue.format}.`
  return issue.message
}
