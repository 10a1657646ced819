import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { type DoctorSummaryQuery, doctorQuestionInput, doctorSummaryQuery } from '#shared/schemas/doctor-summary.ts'
import { writeSummary } from '#shared/summary/document.ts'
import type { AppEnv } from '#server/app-env.ts'
import { calendarFor } from '#server/calendar/index.ts'
import { alsoReadable, requireScope } from '#server/data/scope.ts'
import { AppError } from '#server/errors.ts'
import { validateIdParam } from '#server/http/id-param.ts'
import { validate } from '#server/http/validate.ts'
import { personLanguage } from '#server/settings/settings.ts'
import { summaryPdf } from '#server/summary/pdf.ts'
import { DOCTOR_QUESTIONS_LIMIT, doctorQuestionsData as questions } from '#server/summary/questions.ts'
import { buildDoctorSummary } from '#server/summary/summary.ts'

/** The summary for the doctor as the query asks: for whom (the scope), in which language, for which visit. */
async function summaryDocument(c: Context<AppEnv>, query: DoctorSummaryQuery) {
  const scope = await requireScope(c, 'medical')
  const summary = await buildDoctorSummary(c.var.db, scope, {
    parts: await alsoReadable(c, scope, ['medications', 'calendar', 'contacts']),
    byFamily: scope.actorId !== scope.ownerId,
    now: new Date(),
    timeZone: query.timeZone ?? 'UTC',
    visit: { doctor: query.doctor || null, date: query.date ?? null },
    calendar: await calendarFor(c.var.db, scope.ownerId, c.var.calendar),
  })
  return writeSummary(summary, query.language ?? (await personLanguage(c.var.db, scope.ownerId)))
}

/**
 * /api/doctor-summary: the one-page summary for a doctor's visit, written out (for the page to show
 * and print) or as a PDF; and the questions the person keeps for the doctor. A family member with
 * the medical area shared reaches them for the person.
 */
export const doctorSummaryRoutes = new Hono<AppEnv>()
  .get('/', validate('query', doctorSummaryQuery), async (c) => {
    return c.json({ summary: await summaryDocument(c, c.req.valid('query')) })
  })
  .get('/pdf', validate('query', doctorSummaryQuery), async (c) => {
    const query = c.req.valid('query')
    const document = await summaryDocument(c, query)
    const pdf = await summaryPdf(document, query.paper ?? 'A4')
    const day = new Date().toISOString().slice(0, 10)
    c.header('content-type', 'application/pdf')
    c.header('content-disposition', `attachment; filename="summary-for-the-doctor-${day}.pdf"`)
    return c.body(new Uint8Array(pdf))
  })
  .get('/questions', async (c) => {
    return c.json({ questions: await questions.list(c.var.db, await requireScope(c, 'medical')) })
  })
  .post('/questions', validate('json', doctorQuestionInput), async (c) => {
    const scope = await requireScope(c, 'medical')
    const { id = randomUUID(), text } = c.req.valid('json')
    if ((await questions.list(c.var.db, scope)).length >= DOCTOR_QUESTIONS_LIMIT)
      throw new AppError(
        'conflict',
        `There are ${DOCTOR_QUESTIONS_LIMIT} questions already. Remove one to add another.`,
      )
    const { record, created } = await questions.createOnce(c.var.db, scope, id, { text })
    return c.json({ question: record }, created ? 201 : 200)
  })
  .delete('/questions/:id', validateIdParam(questions.notFound), async (c) => {
    await questions.remove(c.var.db, await requireScope(c, 'medical'), c.req.valid('param').id)
    return c.body(null, 204)
  })
