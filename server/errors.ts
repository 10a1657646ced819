import { DrizzleQueryError } from 'drizzle-orm'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Logger } from 'pino'
import type { AppEnv } from './app-env.ts'
import { redact } from './http/request-log.ts'

/** What a create is told when its client-made id belongs to something of someone else's. */
export const ID_TAKEN_MESSAGE = 'This id is already in use. Please try again.'

/**
 * A retried create answers with what the person's first try made; when the id is taken by
 * someone else's thing, the lookup's 404 becomes 409, so nothing is acknowledged that was not stored.
 */
export async function ownOrIdTaken<T>(lookup: Promise<T>): Promise<T> {
  try {
    return await lookup
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') throw new AppError('conflict', ID_TAKEN_MESSAGE)
    throw error
  }
}

/** Stable machine-readable codes for every error the API returns. */
export type ErrorCode =
  | 'bad_request'
  | 'invalid_input'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'payload_too_large'
  | 'rate_limited'
  | 'bad_gateway'
  | 'service_unavailable'
  | 'internal_error'

const statusOf: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A link that worked once and no longer does (an invitation past its time). */
  gone: 410,
  payload_too_large: 413,
  rate_limited: 429,
  /** A service Sage relies on (text-to-speech, speech-to-text) refused the request. */
  bad_gateway: 502,
  service_unavailable: 503,
  internal_error: 500,
}

/**
 * What is wrong with one field, for the screen to say at that field in the person's language:
 * missing, too long, not one of the choices, or not valid (a date that does not exist, say).
 */
export type FieldProblem = 'required' | 'too_long' | 'choose' | 'invalid' | 'unknown'

/** The field a 400 is about (its path, e.g. "date" or "start.dateTime") and what is wrong with it. */
export type FieldError = { field: string; problem: FieldProblem }

/** The one error class routes throw; the error handler turns it into the JSON error body. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldError?: FieldError,
  ) {
    super(message)
    this.status = statusOf[code]
  }
}

/** The JSON body of every error response; a wrong field is named so the screen can say so there. */
export type ErrorBody = { error: { code: ErrorCode; message: string } & Partial<FieldError> }

/** Builds the JSON error response for a code and message. */
export function errorResponse(c: Context, code: ErrorCode, message: string, fieldError?: FieldError) {
  return c.json<ErrorBody>({ error: { code, message, ...fieldError } }, statusOf[code])
}

/** Hono error handler: known errors keep their status, anything else is logged and hidden. */
export function handleError(logger: Logger) {
  return (err: Error, c: Context<AppEnv>) => {
    if (err instanceof AppError) return errorResponse(c, err.code, err.message, err.fieldError)
    // The request's own logger, when it has one, so the line carries the request's id.
    const log = c.get('logger') ?? logger
    if (err instanceof HTTPException) {
      const code = codeForStatus(err.status)
      if (code === 'internal_error') log.error({ err }, 'http exception')
      return errorResponse(c, code, err.message || 'Request failed.')
    }
    log.error({ err, path: redact(c.req.path) }, 'unhandled error')
    return errorResponse(c, 'internal_error', 'Something went wrong on our side. Please try again.')
  }
}

/**
 * An error as the log may hold it. A failed database query carries its statement's values (a
 * person's medications, notes, contacts): the log keeps the statement and the database's own
 * code and message, never the values, nor the detail where Postgres repeats them.
 */
export function loggable(err: Error): Error | Record<string, unknown> {
  if (!(err instanceof DrizzleQueryError)) return err
  const cause = err.cause as { code?: unknown; message?: unknown; name?: unknown } | undefined
  return {
    type: 'DrizzleQueryError',
    message: `Failed query: ${err.query}`,
    params: `[${err.params.length} values not logged]`,
    stack: err.stack?.replace(/^[\s\S]*?\n(?=\s+at )/, ''),
    cause: cause && { name: cause.name, code: cause.code, message: cause.message },
  }
}

function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(statusOf) as [ErrorCode, number][]).find(
    ([code, value]) => value === status && code !== 'invalid_input',
  )
  return match?.[0] ?? 'internal_error'
}
