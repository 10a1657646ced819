import type { Context } from 'hono'
import type { CareArea } from '#shared/family/areas.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireUser } from '#server/auth/require-user.ts'
import { careAccessLog, careLinks } from '#server/db/schema/index.ts'
import { AppError } from '#server/errors.ts'
import { sharing } from '#server/family/links.ts'

/**
 * Whose data a request reads and changes, and who is acting. Every data function takes one, and
 * reaches only the rows whose `user_id` is `ownerId`.
 *
 * A signed-in person acts for themselves, over all their data; a family member acts for a person
 * they are linked with (the family circle), over one area that person shares with them. This is
 * the one place that is decided: `requireScope`.
 */
export type Scope = {
  /** The person whose data this is. */
  readonly ownerId: string
  /** The person acting: the owner, or a family member acting for them. */
  readonly actorId: string
  /** A family member's name as what they add shows it ("Added by Ana"); absent for the owner. */
  readonly actorName?: string
  /** For a family member: the family link the access check found, and the areas it shares. */
  readonly link?: { readonly id: string; readonly areas: readonly string[] }
}

/**
 * The parts of a person's data a request can be about: the areas a person can share with their
 * family, and `own`, what only they reach (their chats and voice recordings, settings, profile).
 */
export type ScopeArea = CareArea | 'own'

/** The request header naming the person a family member acts for (their user id). */
export const PERSON_HEADER = 'x-sage-person'
/** The same as a query parameter, for addresses a browser fetches by itself (an image's). */
export const PERSON_PARAM = 'for'

/** The scope of a person acting for themselves. */
export const ownScope = (userId: string): Scope => ({ ownerId: userId, actorId: userId })

/** What a family member may not reach answers as a stranger's data does: missing. */
const OUTSIDE = 'Not found.'

/**
 * The scope of a request about one area of someone's data: the signed-in person's own (a 401
 * without a session), or, when the request names another person (header or `for`), that person's,
 * if they share this area with the signed-in person now: otherwise a 404, as for a stranger. Each
 * request a family member makes is written in the person's log. Nothing is cached: a link ended
 * or an area turned off applies to the very next request.
 */
export async function requireScope(c: Context<AppEnv>, area: ScopeArea): Promise<Scope> {
  const user = requireUser(c)
  const personId = c.req.header(PERSON_HEADER) ?? c.req.query(PERSON_PARAM)
  if (!personId || personId === user.id) return ownScope(user.id)
  if (area === 'own') throw new AppError('not_found', OUTSIDE)
  const [link] = await c.var.db
    .select({ id: careLinks.id, areas: careLinks.areas })
    .from(careLinks)
    .where(sharing(personId, area, user.id))
    .limit(1)
  if (!link) throw new AppError('not_found', OUTSIDE)
  const reading = c.req.method === 'GET' || c.req.method === 'HEAD'
  await c.var.db.insert(careAccessLog).values({
    linkId: link.id,
    personId,
    actorId: user.id,
    area,
    action: reading ? 'read' : 'change',
    request: `${c.req.method} ${c.req.path}`,
  })
  return { ownerId: personId, actorId: user.id, actorName: user.name.trim() || user.email, link }
}

/**
 * Of `areas`, those a request in `scope` may also read (a page that gathers several areas, such as
 * the summary for the doctor): all of them for the person themselves; for a family member, those
 * the person shares with them now, each read written in the person's log.
 */
export async function alsoReadable(c: Context<AppEnv>, scope: Scope, areas: readonly CareArea[]): Promise<Set<CareArea>> {
  if (scope.actorId === scope.ownerId) return new Set(areas)
  // The link requireScope found for this request: the areas it shares, as read by the one check.
  const { link } = scope
  const shared = areas.filter((area) => link?.areas.includes(area))
  if (link && shared.length)
    await c.var.db.insert(careAccessLog).values(
      shared.map((area) => ({
        linkId: link.id,
        personId: scope.ownerId,
        actorId: scope.actorId,
        area,
        action: 'read',
        request: `${c.req.method} ${c.req.path}`,
      })),
    )
  return new Set(shared)
}
