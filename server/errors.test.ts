import { DrizzleQueryError } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { loggable } from './errors.ts'

describe('loggable', () => {
  it('keeps a failed query and its database error, never the values it carried', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'Key (title)=(Warfarin 5 mg) already exists.',
    })
    const error = new DrizzleQueryError('insert into "medical_records" ("title") values ($1)', ['Warfarin 5 mg'], cause)
    const logged = JSON.stringify(loggable(error))
    expect(logged).not.toContain('Warfarin')
    expect(logged).toContain('insert into \\"medical_records\\"')
    expect(logged).toContain('22021')
    expect(logged).toContain('1 values not logged')
  })

  it('passes other errors through', () => {
    const error = new TypeError('x is not a function')
    expect(loggable(error)).toBe(error)
  })
})

describe('the server logger', () => {
  it('logs a failed query without its values', async () => {
    const { createLogger } = await import('./logger.ts')
    const lines: string[] = []
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => Boolean(lines.push(String(chunk))))
    try {
      const error = new DrizzleQueryError('update "contacts" set "phone" = $1', ['+1 555 0100'], new Error('boom'))
      createLogger('info').error({ err: error }, 'unhandled error')
    } finally {
      spy.mockRestore()
    }
    expect(lines.join('')).toContain('update \\"contacts\\"')
    expect(lines.join('')).not.toContain('555 0100')
  })
})
