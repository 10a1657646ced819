// The family circle's links: a family member (caretaker) linked to the older person they look
// after. A link starts as an invitation by e-mail from either side and is made when the invited
// person accepts it, signed in with the invited address. The older person alone chooses what is
// shared, one area at a time, all off at first; either side may end the link at any time.
import { createHash, randomBytes } from 'node:crypto'
import { and, arrayContains, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { CareArea } from '#shared/family/areas.ts'
import { type AccessLogEntry, type FamilyLink, sameEmail } from '#shared/family/link.ts'
import type { Database } from '#server/db/client.ts'
import { afterRow } from '#server/data/cursor.ts'
import { careAccessLog, careLinks, userSettings, users } from '#server/db/schema/index.ts'
import { AppError } from '#server/errors.ts'
import { chosenLanguage } from '#server/settings/settings.ts'

/** How long an invitation can be accepted. */
export const INVITATION_DAYS = 14

/** Who the invited person is: a family member to look after the inviter, or the person the inviter looks after. */
export type Invitee = 'family' | 'person'

const LINK_NOT_FOUND = 'Family link not found.'
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url')
/** Rows whose address in `column` is `address`, whatever the case. */
const sameAddress = (column: typeof users.email | typeof careLinks.invitedEmail, address: string) =>
  sql`lower(${column}) = lower(${address})`
const open = and(isNull(careLinks.acceptedAt), isNull(careLinks.endedAt))
const active = and(isNotNull(careLinks.acceptedAt), isNull(careLinks.endedAt))

/**
 * Links through which `personId` shares `area` now: accepted, not ended, the area on; with
 * `caretakerId`, only that family member's. The one condition behind every family member's reach
 * (the scope check) and every alert mailed to one.
 */
export const sharing = (personId: string, area: CareArea, caretakerId?: string) =>
  and(
    eq(careLinks.personId, personId),
    active,
    arrayContains(careLinks.areas, [area]),
    caretakerId ? eq(careLinks.caretakerId, caretakerId) : undefined,
  )

type Actor = { id: string; email: string }
type LinkRow = typeof careLinks.$inferSelect

/** Whether this person is already looked after by this family member, in a link not ended. */
async function linkedAlready(db: Database, personId: string, caretakerId: string) {
  const [row] = await db
    .select({ id: careLinks.id })
    .from(careLinks)
    .where(and(active, eq(careLinks.personId, personId), eq(careLinks.caretakerId, caretakerId)))
    .limit(1)
  return Boolean(row)
}

/**
 * Invites someone by e-mail: a family member to look after the inviter, or the person the inviter
 * looks after. Returns the link and the token to e-mail (only its hash is kept). Inviting the same
 * address the same way again while the first invitation is open sends a new one in its place.
 */
export async function invite(
  db: Database,
  inviter: Actor,
  { email, invitee }: { email: string; invitee: Invitee },
): Promise<{ link: LinkRow; token: string }> {
  const address = email.trim()
  if (sameEmail(address, inviter.email)) throw new AppError('invalid_input', 'You cannot invite yourself.')
  const [known] = await db.select({ id: users.id }).from(users).where(sameAddress(users.email, address))
  if (known) {
    const [personId, caretakerId] = invitee === 'person' ? [known.id, inviter.id] : [inviter.id, known.id]
    if (await linkedAlready(db, personId, caretakerId)) {
      throw new AppError('conflict', 'You are already linked with this person.')
    }
  }
  const token = randomBytes(24).toString('base64url')
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000)
  const side = invitee === 'person' ? careLinks.caretakerId : careLinks.personId
  const [earlier] = await db
    .select({ id: careLinks.id })
    .from(careLinks)
    .where(
      and(
        open,
        eq(careLinks.invitedBy, inviter.id),
        eq(side, inviter.id),
        sameAddress(careLinks.invitedEmail, address),
      ),
    )
    .limit(1)
  const [link] = earlier
    ? await db
        .update(careLinks)
        .set({ tokenHash: hashOf(token), expiresAt, invitedEmail: address })
        .where(eq(careLinks.id, earlier.id))
        .returning()
    : await db
        .insert(careLinks)
        .values({
          personId: invitee === 'family' ? inviter.id : null,
          caretakerId: invitee === 'person' ? inviter.id : null,
          invitedBy: inviter.id,
          invitedEmail: address,
          tokenHash: hashOf(token),
          expiresAt,
        })
        .returning()
  return { link: link!, token }
}

/**
 * The open invitation a token or id names, if it is for this person: only the account signed in
 * with the invited address, not its sender. An expired one answers 410; a used, ended or someone
 * else's one reads as missing.
 */
async function openInvitation(db: Database, actor: Actor, by: { token: string } | { id: string }): Promise<LinkRow> {
  const [row] = await db
    .select()
    .from(careLinks)
    .where(and(open, 'token' in by ? eq(careLinks.tokenHash, hashOf(by.token)) : eq(careLinks.id, by.id)))
  if (!row || row.invitedBy === actor.id || !sameEmail(row.invitedEmail, actor.email)) {
    throw new AppError(
      'not_found',
      'This invitation is not for this account, or it was already used. Sign in with the address it was sent to.',
    )
  }
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new AppError('gone', 'This invitation has expired. Please ask for a new one.')
  }
  return row
}

/** An invitation for this person, as they see it, before they accept it: who sent it, and what it asks. */
export async function invitationFor(db: Database, actor: Actor, token: string): Promise<FamilyLink> {
  return linkView(db, actor, (await openInvitation(db, actor, { token })).id)
}

/**
 * Accepts an invitation, by the token from its e-mail or, from the banner, by its id: only the
 * person signed in with the invited address can. An expired invitation answers 410 and changes
 * nothing; a used or ended one reads as missing.
 */
export async function accept(db: Database, actor: Actor, by: { token: string } | { id: string }): Promise<LinkRow> {
  const row = await openInvitation(db, actor, by)
  const sides = row.personId ? { caretakerId: actor.id } : { personId: actor.id }
  const personId = row.personId ?? actor.id
  const caretakerId = row.caretakerId ?? actor.id
  if (await linkedAlready(db, personId, caretakerId)) {
    throw new AppError('conflict', 'You are already linked with this person.')
  }
  const [accepted] = await db
    .update(careLinks)
    .set({ ...sides, acceptedAt: new Date(), tokenHash: null })
    .where(and(eq(careLinks.id, row.id), open))
    .returning()
  if (!accepted) throw new AppError('not_found', LINK_NOT_FOUND)
  return accepted
}

/**
 * The links a person has (as the one looked after or as family), not ended, and the invitations
 * waiting for their address, newest first, each as that person sees it.
 */
export async function linksOf(db: Database, actor: Actor): Promise<FamilyLink[]> {
  const rows = await db
    .select()
    .from(careLinks)
    .where(
      and(
        isNull(careLinks.endedAt),
        or(
          eq(careLinks.personId, actor.id),
          eq(careLinks.caretakerId, actor.id),
          and(isNull(careLinks.acceptedAt), sameAddress(careLinks.invitedEmail, actor.email)),
        ),
      ),
    )
    .orderBy(desc(careLinks.createdAt))
  // Invitations to others that expired are no longer shown; accepted links have no expiry.
  const now = Date.now()
  const shown = rows.filter((row) => row.acceptedAt || row.expiresAt.getTime() > now)
  // The other side: who sent an invitation waiting for this person; else the other person of the link.
  const otherOf = (row: LinkRow) =>
    !row.acceptedAt && row.invitedBy !== actor.id
      ? row.invitedBy
      : row.personId === actor.id
        ? row.caretakerId
        : row.personId
  const otherIds = shown.map(otherOf).filter((id): id is string => Boolean(id))
  const others = otherIds.length
    ? await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, otherIds))
    : []
  return shown.map((row) => {
    // An invitation to this person's address: they would be the side it leaves empty.
    const role = row.personId === actor.id || (row.caretakerId !== actor.id && !row.personId) ? 'person' : 'caretaker'
    const other = others.find((person) => person.id === otherOf(row))
    return {
      id: row.id,
      role,
      status: row.acceptedAt ? 'active' : 'invited',
      invitedByMe: row.invitedBy === actor.id,
      other: other ? { name: other.name, email: other.email } : { name: null, email: row.invitedEmail },
      areas: row.areas as CareArea[],
      expiresAt: row.expiresAt.toISOString(),
      acceptedAt: row.acceptedAt?.toISOString() ?? null,
      // The one a family member acts for, once linked: what their requests name.
      personId: row.acceptedAt && role === 'caretaker' ? row.personId : null,
      alertMails: row.alertMails,
    }
  })
}

/** Sets what the older person shares in one of their links; only they can. */
export async function shareAreas(db: Database, actor: Actor, id: string, areas: CareArea[]): Promise<LinkRow> {
  const [changed] = await db
    .update(careLinks)
    .set({ areas: [...new Set(areas)] })
    .where(and(eq(careLinks.id, id), eq(careLinks.personId, actor.id), isNull(careLinks.endedAt)))
    .returning()
  if (!changed) throw new AppError('not_found', LINK_NOT_FOUND)
  return changed
}

/** Sets whether the family member of a link is e-mailed alerts about the person; only they can. */
export async function setAlertMails(db: Database, actor: Actor, id: string, on: boolean): Promise<LinkRow> {
  const [changed] = await db
    .update(careLinks)
    .set({ alertMails: on })
    .where(and(eq(careLinks.id, id), eq(careLinks.caretakerId, actor.id), active))
    .returning()
  if (!changed) throw new AppError('not_found', LINK_NOT_FOUND)
  return changed
}

/**
 * Ends a link, or an invitation, from either side: the person or the family member of a link, the
 * sender of an invitation (taking it back) or its addressee (declining it). Nothing is shared
 * from the next request on.
 */
export async function endLink(db: Database, actor: Actor, id: string): Promise<void> {
  const [ended] = await db
    .update(careLinks)
    .set({ endedAt: new Date(), tokenHash: null, areas: [] })
    .where(
      and(
        eq(careLinks.id, id),
        isNull(careLinks.endedAt),
        or(
          eq(careLinks.personId, actor.id),
          eq(careLinks.caretakerId, actor.id),
          and(isNull(careLinks.acceptedAt), sameAddress(careLinks.invitedEmail, actor.email)),
        ),
      ),
    )
    .returning({ id: careLinks.id })
  if (!ended) throw new AppError('not_found', LINK_NOT_FOUND)
}

/** One of the person's links as they see it (after a change), or a 404. */
export async function linkView(db: Database, actor: Actor, id: string): Promise<FamilyLink> {
  const view = (await linksOf(db, actor)).find((link) => link.id === id)
  if (!view) throw new AppError('not_found', LINK_NOT_FOUND)
  return view
}

/** Entries of the access log one page holds. */
export const ACCESS_LOG_PAGE = 50

/**
 * What the person's family members looked at or changed, newest first, a page at a time: the
 * entries after `after` when given, and where the next page begins (null at the end).
 */
export async function accessLogOf(
  db: Database,
  personId: string,
  after?: string,
): Promise<{ entries: AccessLogEntry[]; next: string | null }> {
  const mine = eq(careAccessLog.personId, personId)
  const rows = await db
    .select({
      id: careAccessLog.id,
      name: users.name,
      email: users.email,
      area: careAccessLog.area,
      action: careAccessLog.action,
      at: careAccessLog.createdAt,
    })
    .from(careAccessLog)
    .innerJoin(users, eq(users.id, careAccessLog.actorId))
    .where(
      and(
        mine,
        after
          ? afterRow(
              careAccessLog,
              { time: careAccessLog.createdAt, id: careAccessLog.id, descending: true },
              after,
              mine,
            )
          : undefined,
      ),
    )
    .orderBy(desc(careAccessLog.createdAt), desc(careAccessLog.id))
    .limit(ACCESS_LOG_PAGE + 1)
  const entries = rows.slice(0, ACCESS_LOG_PAGE).map((row) => ({
    id: row.id,
    who: { name: row.name, email: row.email },
    area: row.area as CareArea,
    action: row.action === 'change' ? ('change' as const) : ('read' as const),
    at: row.at.toISOString(),
  }))
  return { entries, next: rows.length > ACCESS_LOG_PAGE ? (entries.at(-1)?.id ?? null) : null }
}

/**
 * The family members to e-mail about an alert now: both sides agreed (the person shares check-ins
 * and alerts with them, and they asked to be e-mailed), in an active link. Their ids, the name the
 * person knows them by, their address and their own app language (null when never chosen). `only`
 * narrows it to one family member, to check it still holds before a mail goes out. `area` is what
 * the alert is about: a missed dose of an important medication needs the medications shared.
 */
export async function familyToAlert(db: Database, personId: string, only?: string, area: CareArea = 'alerts') {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, settings: userSettings.languageSettings })
    .from(careLinks)
    .innerJoin(users, eq(users.id, careLinks.caretakerId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(sharing(personId, area, only), eq(careLinks.alertMails, true)))
  return rows.map(({ settings, ...row }) => ({
    ...row,
    name: row.name.trim() || row.email,
    language: chosenLanguage(settings),
  }))
}
