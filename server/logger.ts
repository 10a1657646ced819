import pino, { type Logger } from 'pino'
import { loggable } from './errors.ts'

/**
 * Creates the server's logger: JSON lines on stdout. Every `err` goes through `loggable`, so a
 * failed database query is logged without the values it carried, wherever it is logged.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    serializers: {
      err: (err: unknown) => {
        const safe = err instanceof Error ? loggable(err) : err
        return safe instanceof Error ? pino.stdSerializers.err(safe) : safe
      },
    },
  }
  return destination ? pino(options, destination) : pino(options)
}
