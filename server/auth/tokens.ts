import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, like, ne } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { users, verifications } from '#server/db/schema/index.ts'

/** E-mail verification links work once and for 24 hours. */
export const VERIFY_EMAIL_SECONDS = 24 * 60 * 60

/**
 * How a single-use token is stored: its kind in clear (so a person's links of one kind can be ended
 * together), the token itself only as a SHA-256 hash, so a copy of the database opens nothing.
 * The auth library stores its own tokens (password reset) the same way.
 */
export function storedIdentifier(identifier: string): string {
  const at = identifier.indexOf(':')
  const [kind, token] = at < 0 ? ['token', identifier] : [identifier.slice(0, at), identifier.slice(at + 1)]
  return `${kind}:${createHash('sha256').update(token).digest('base64url')}`
}

const identifierFor = (token: string) => storedIdentifier(`sage-verify-email:${token}`)

/** Makes a single-use e-mail verification token for the user, stored with its expiry. */
export async function createEmailVerificationToken(db: Database, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(verifications).values({
    id: randomBytes(16).toString('hex'),
    identifier: identifierFor(token),
    value: userId,
    expiresAt: new Date(now.getTime() + VERIFY_EMAIL_SECONDS * 1000),
  })
  return token
}

/** Why a verification link did not work. */
export type VerifyFailure = 'invalid' | 'expired'

/** Uses a verification token: marks the e-mail verified and deletes the token, so it works once. */
export async function consumeEmailVerificationToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ ok: true; email: string } | { ok: false; reason: VerifyFailure }> {
  const [row] = await db
    .delete(verifications)
    .where(eq(verifications.identifier, identifierFor(token)))
    .returning({ userId: verifications.value, expiresAt: verifications.expiresAt })
  if (!row) return { ok: false, reason: 'invalid' }
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' }
  const [user] = await db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.id, row.userId))
    .returning({ email: users.email })
  return user ? { ok: true, email: user.email } : { ok: false, reason: 'invalid' }
}

/** True when a password-reset token exists and has not expired (it is deleted when used). */
export async function isResetTokenValid(db: Database, token: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(eq(verifications.identifier, storedIdentifier(`reset-password:${token}`)), gt(verifications.expiresAt, now)),
    )
  return Boolean(row)
}

/** The user a password-reset token belongs to, or null. */
export async function resetTokenOwner(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, storedIdentifier(`reset-password:${token}`)))
  return row?.userId ?? null
}

/** Ends a person's outstanding password-reset links, all of them or all but one token. */
export async function endResetLinks(db: Database, userId: string, keepToken?: string): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(
        like(verifications.identifier, 'reset-password:%'),
        eq(verifications.value, userId),
        keepToken ? ne(verifications.identifier, storedIdentifier(`reset-password:${keepToken}`)) : undefined,
      ),
    )
}
