import pino, { type Logger } from 'pino'

/** Creates the server's logger: JSON lines on stdout. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined })
}
