import { describe, expect, it } from 'vitest'
import { createLogger } from './logger.ts'

function captured() {
  const lines: Record<string, unknown>[] = []
  const logger = createLogger('info', {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  })
  return { logger, lines }
}

describe('the logger', () => {
  it('censors secrets and what a person wrote, at the top level and one level down', () => {
    const { logger, lines } = captured()
    logger.info(
      {
        password: 'quiet harbour 77',
        email: 'rose@example.org',
        body: { text: 'my chest hurts', token: 'abc' },
        status: 200,
      },
      'something',
    )
    const logged = JSON.stringify(lines)
    for (const secret of ['quiet harbour 77', 'rose@example.org', 'my chest hurts', 'abc'])
      expect(logged).not.toContain(secret)
    expect(lines[0]).toMatchObject({ password: '[redacted]', body: { text: '[redacted]' }, status: 200 })
  })
})
