import { Hono } from 'hono'
import { validator } from 'hono/validator'
import { z } from 'zod'
import { calendarEventInput, calendarEventUpdate, eventsQuery, eventsSearchQuery } from '#shared/schemas/calendar.ts'
import { EVENTS_LIST_MAX } from '#shared/limits.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireUser } from '#server/auth/require-user.ts'
import { requireScope } from '#server/data/scope.ts'
import { calendarFor } from '#server/calendar/index.ts'
import { changeFromUpdate, draftFromInput, movesEvent, toWireEvent } from '#server/calendar/wire.ts'
import { AppError } from '#server/errors.ts'
import { validate } from '#server/http/validate.ts'
import { tellFamilyUpdate } from '#server/notify/family-updates.ts'

const NOT_FOUND = 'Event not found.'

/** An event id: the built-in calendar's uuid (with an occurrence's time) or Google's id. */
const eventIdParam = validator('param', (value) => {
  const result = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/) }).safeParse(value)
  if (!result.success) throw new AppError('not_found', NOT_FOUND)
  return result.data
})

/** The calendar API of product.md 7 on the person's calendar: built-in, or Google when connected. */
export const calendarRoutes = new Hono<AppEnv>()
  // Signed-out requests are 401 before anything is read.
  .use(async (c, next) => {
    requireUser(c)
    await next()
  })
  .get('/events', validate('query', eventsQuery), async (c) => {
    const calendar = await calendarFor(c.var.db, (await requireScope(c, 'calendar')).ownerId, c.var.calendar)
    const { timeMin, timeMax, maxResults } = c.req.valid('query')
    const min = timeMin ? new Date(timeMin) : undefined
    const max = timeMax ? new Date(timeMax) : undefined
    if (min && max && max < min)
      throw new AppError('invalid_input', 'Invalid timeMax: it must not be before timeMin.', {
        field: 'timeMax',
        problem: 'invalid',
      })
    const events = await calendar.list({ timeMin: min, timeMax: max, maxResults })
    return c.json({ events: events.slice(0, EVENTS_LIST_MAX).map(toWireEvent) })
  })
  .get('/search', validate('query', eventsSearchQuery), async (c) => {
    const calendar = await calendarFor(c.var.db, (await requireScope(c, 'calendar')).ownerId, c.var.calendar)
    const events = await calendar.search(c.req.valid('query').q)
    return c.json({ events: events.map(toWireEvent) })
  })
  .post('/events', validate('json', calendarEventInput), async (c) => {
    const scope = await requireScope(c, 'calendar')
    const calendar = await calendarFor(c.var.db, scope.ownerId, c.var.calendar)
    const event = await calendar.create({ ...draftFromInput(c.req.valid('json')), addedBy: scope.actorName })
    await tellFamilyUpdate(c.var.notifier, c.var.db, scope, {
      kind: 'event',
      summary: event.summary,
      start: event.start,
      timeZone: event.timeZone,
    })
    return c.json({ event: toWireEvent(event) }, 201)
  })
  .put('/events/:id', eventIdParam, validate('json', calendarEventUpdate), async (c) => {
    const calendar = await calendarFor(c.var.db, (await requireScope(c, 'calendar')).ownerId, c.var.calendar)
    const { id } = c.req.valid('param')
    const update = c.req.valid('json')
    // New times given without a zone, or as dates, are read in the event's own zone: it is read first.
    const current = movesEvent(update) ? await calendar.get(id) : undefined
    if (current === null) throw new AppError('not_found', NOT_FOUND)
    const event = await calendar.update(id, changeFromUpdate(update, current))
    if (!event) throw new AppError('not_found', NOT_FOUND)
    return c.json({ event: toWireEvent(event) })
  })
  .delete('/events/:id', eventIdParam, async (c) => {
    const calendar = await calendarFor(c.var.db, (await requireScope(c, 'calendar')).ownerId, c.var.calendar)
    if (!(await calendar.delete(c.req.valid('param').id))) throw new AppError('not_found', NOT_FOUND)
    return c.body(null, 204)
  })
