import type { ValidationTargets } from 'hono'
import { validator } from 'hono/validator'
import type { z } from 'zod'
import { PERSON_PARAM } from '#server/data/scope.ts'
import { AppError, type FieldProblem } from '#server/errors.ts'

/**
 * A Hono validator that parses one part of the request with a zod schema from shared/ and answers
 * 400 naming the first wrong field. Typed, so the RPC client knows the input shape.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (given) => {
    // The person a family member acts for is the scope's to read (requireScope), not the route's.
    const value = target === 'query' ? withoutPerson(given) : given
    const nul = pathToNul(value)
    if (nul !== null) {
      const field = nul || 'input'
      throw new AppError('invalid_input', `Invalid ${field}: ${NUL_MESSAGE}`, { field, problem: 'invalid' })
    }
    const result = schema.safeParse(value)
    if (result.success) return result.data
    const issue = result.error.issues[0]
    const path = issue?.path.join('.') || 'input'
    // An unknown field is named itself, so a form can show it; the message names where it was sent.
    const field = issue?.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]].join('.') : path
    throw new AppError('invalid_input', `Invalid ${path}: ${describeIssue(issue)}`, {
      field,
      problem: problemOf(issue),
    })
  })
}

function withoutPerson(query: unknown): unknown {
  if (!query || typeof query !== 'object' || !(PERSON_PARAM in query)) return query
  const { [PERSON_PARAM]: _person, ...rest } = query as Record<string, unknown>
  return rest
}

/** What a person is told when text holds U+0000, which no field means and Postgres cannot store. */
export const NUL_MESSAGE = 'contains a character that cannot be stored (U+0000). Please remove it.'

/** The path of the first string holding U+0000 in a parsed value ('' for the value itself), or null. */
export function pathToNul(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null
  if (!value || typeof value !== 'object' || depth > 20 || value instanceof Blob) return null
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.')
    const found = pathToNul(item, [...path, key], depth + 1)
    if (found !== null) return found
  }
  return null
}

/** What is wrong with a field, for the screen to say in the person's language. */
function problemOf(issue: z.core.$ZodIssue | undefined): FieldProblem {
  if (issue?.code === 'unrecognized_keys') return 'unknown'
  if (issue?.code === 'too_small') return 'required'
  if (issue?.code === 'too_big') return 'too_long'
  if (issue?.code === 'invalid_value') return 'choose'
  return 'invalid'
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
