import pino, { type Logger } from 'pino'
import { loggable } from './errors.ts'

/**
 * Fields that may hold a secret or what a person wrote or is: whatever logs them (by mistake, in
 * a library's object), the log holds "[redacted]" instead, at the top level and one level down.
 */
const REDACTED = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'secret',
  'apiKey',
  'authorization',
  'cookie',
  'email',
  'phone',
  'content',
  'text',
  'notes',
  'medications',
]

/**
 * Creates the server's logger: JSON lines on stdout. Every `err` goes through `loggable`, so a
 * failed database query is logged without the values it carried, wherever it is logged; fields
 * named in REDACTED are censored.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: { paths: REDACTED.flatMap((field) => [field, `*.${field}`]), censor: '[redacted]' },
    serializers: {
      err: (err: unknown) => {
        const safe = err instanceof Error ? loggable(err) : err
        return safe instanceof Error ? pino.stdSerializers.err(safe) : safe
      },
    },
  }
  return destination ? pino(options, destination) : pino(options)
}
