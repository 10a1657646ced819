import { Hono } from 'hono'
import { LANGUAGE_HEADER } from '#shared/settings/language.ts'
import {
  familyAcceptInput,
  familyAlertMailsInput,
  familyInvitationInput,
  familyLogQuery,
  familyShareInput,
  familyTokenInput,
} from '#shared/schemas/family.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireUser } from '#server/auth/require-user.ts'
import {
  accept,
  accessLogOf,
  endLink,
  invitationFor,
  invite,
  linkView,
  linksOf,
  setAlertMails,
  shareAreas,
} from '#server/family/links.ts'
import { validateIdParam } from '#server/http/id-param.ts'
import { type RateLimit, requireWithinLimit } from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import { buildMail } from '#server/mail/templates.ts'
import { languageOfAddress } from '#server/settings/settings.ts'

/** Invitations one person may send in an hour: enough for a family, too few to send mail at large. */
export const FAMILY_INVITE_LIMIT: RateLimit = { name: 'family-invitations', max: 20, windowMs: 60 * 60_000 }

const LINK_NOT_FOUND = 'Family link not found.'

/**
 * The family circle (Settings > Family): GET the person's links and the invitations waiting for
 * them; GET /log, what family members looked at or changed; POST /invitations to invite by e-mail; POST /preview to read an e-mailed invitation; POST /accept; PUT /:id/areas for the older person
 * to choose what is shared; PUT /:id/alert-mails, the family member's own yes or no to alert mails;
 * DELETE /:id to end a link or an invitation, from either side.
 */
export const familyRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ links: await linksOf(c.var.db, requireUser(c)) }))
  // The person's own log: what their family looked at or changed, newest first.
  .get('/log', validate('query', familyLogQuery), async (c) => {
    return c.json(await accessLogOf(c.var.db, requireUser(c).id, c.req.valid('query').after))
  })
  .post('/invitations', validate('json', familyInvitationInput), async (c) => {
    const user = requireUser(c)
    await requireWithinLimit(c, user.id, FAMILY_INVITE_LIMIT)
    const input = c.req.valid('json')
    const { link, token } = await invite(c.var.db, user, input)
    const address = `${c.var.publicUrl}/family/accept?token=${encodeURIComponent(token)}`
    const kind = input.invitee === 'person' ? 'family-person' : 'family-family'
    const mail = buildMail(kind, {
      to: link.invitedEmail,
      link: address,
      // Read in the invited person's own language when they have an account, else the sender's.
      language: (await languageOfAddress(c.var.db, link.invitedEmail)) ?? c.req.header(LANGUAGE_HEADER),
      name: user.name,
    })
    await c.var.mailer.send(mail)
    return c.json({ link: await linkView(c.var.db, user, link.id) }, 201)
  })
  // The token travels in the body, not the address, so it stays out of logs.
  .post('/preview', validate('json', familyTokenInput), async (c) => {
    return c.json({ link: await invitationFor(c.var.db, requireUser(c), c.req.valid('json').token) })
  })
  .post('/accept', validate('json', familyAcceptInput), async (c) => {
    const user = requireUser(c)
    const accepted = await accept(c.var.db, user, c.req.valid('json'))
    return c.json({ link: await linkView(c.var.db, user, accepted.id) })
  })
  .put('/:id/areas', validateIdParam(LINK_NOT_FOUND), validate('json', familyShareInput), async (c) => {
    const user = requireUser(c)
    const changed = await shareAreas(c.var.db, user, c.req.valid('param').id, c.req.valid('json').areas)
    return c.json({ link: await linkView(c.var.db, user, changed.id) })
  })
  .put('/:id/alert-mails', validateIdParam(LINK_NOT_FOUND), validate('json', familyAlertMailsInput), async (c) => {
    const user = requireUser(c)
    const changed = await setAlertMails(c.var.db, user, c.req.valid('param').id, c.req.valid('json').on)
    return c.json({ link: await linkView(c.var.db, user, changed.id) })
  })
  .delete('/:id', validateIdParam(LINK_NOT_FOUND), async (c) => {
    await endLink(c.var.db, requireUser(c), c.req.valid('param').id)
    return c.body(null, 204)
  })
