// Who is signed in, asked of the server. A screen that needs the answer can ask while the app is
// still starting (startSessionCheck), so the answer is there by the time the screen's code is.

/** Who is signed in, as the server's session check answers (the parts screens use). */
export type SignedIn = {
  user: { id: string; name: string; email: string; emailVerified: boolean }
  session: { id: string; expiresAt: string }
}

let early: Promise<SignedIn | null> | undefined

async function ask(): Promise<SignedIn | null> {
  const response = await fetch('/api/auth/get-session', { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`Could not check who is signed in (${response.status}).`)
  return (await response.json()) as SignedIn | null
}

/** Starts the check now; the next checkSession takes its answer. Settles when it is answered. */
export function startSessionCheck(): Promise<unknown> {
  early ??= ask()
  // A failure is reported to whoever takes the answer, not as an unhandled rejection here.
  return early.catch(() => undefined)
}

/** Who is signed in, or null when no one is; throws when the server could not say. */
export function checkSession(): Promise<SignedIn | null> {
  const pending = early ?? ask()
  early = undefined
  return pending
}
