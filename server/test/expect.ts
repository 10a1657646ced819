import { expect } from 'vitest'

/**
 * Matches the JSON body of a 400 that names a field: 'Invalid title: ...' for a wrong value, or
 * 'Invalid input: unknown field title.' for a field the API does not take.
 */
export function invalidInputNaming(field: string) {
  const escaped = field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const message: unknown = expect.stringMatching(
    new RegExp(`^Invalid (${escaped}: |input: unknown field ${escaped}\\.)`),
  )
  const problem: unknown = expect.any(String)
  return { error: { code: 'invalid_input', message, field, problem } }
}
