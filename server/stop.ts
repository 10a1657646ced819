// How start-up stops when it cannot go on.

/** Stops start-up with one plain line (no stack trace): what went wrong and which setting to look at. */
export function stop(message: string): never {
  console.error(message)
  process.exit(1)
}

/** The first line of what went wrong (of its cause, when it has one). */
export function reason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  return cause instanceof Error ? cause.message.split('\n')[0]! : String(cause)
}
