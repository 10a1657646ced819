import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env.ts'
import { requireScope } from '#server/data/scope.ts'
import { AppError } from '#server/errors.ts'
import { fhirInputOf, readContents } from '#server/export/contents.ts'
import { exportFile, latestExport, requestExport } from '#server/export/exports.ts'
import { fhirBundle } from '#server/export/fhir.ts'
import { validateIdParam } from '#server/http/id-param.ts'

const NOT_READY = 'This download is not ready, or has expired. Please ask for a new one.'

/**
 * /api/data-export: "Download my data". POST asks for a new zip (built in the background), GET
 * says how far it is, /:id/file downloads it for a day; /fhir is the medical part as a FHIR R4
 * Bundle, at once. Only the person themselves reaches any of it.
 */
export const dataExportRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const scope = await requireScope(c, 'own')
    return c.json({ export: await latestExport(c.var.db, scope.ownerId, new Date()) })
  })
  .post('/', async (c) => {
    const scope = await requireScope(c, 'own')
    return c.json({ export: await requestExport(c.var.db, scope.ownerId, new Date()) }, 202)
  })
  .get('/fhir', async (c) => {
    const scope = await requireScope(c, 'own')
    const bundle = fhirBundle(fhirInputOf(await readContents(c.var.db, scope.ownerId), new Date()))
    c.header('content-type', 'application/fhir+json; charset=utf-8')
    c.header('content-disposition', 'attachment; filename="sage-medical-records-fhir.json"')
    return c.body(JSON.stringify(bundle, null, 2))
  })
  .get('/:id/file', validateIdParam(NOT_READY), async (c) => {
    const scope = await requireScope(c, 'own')
    const file = await exportFile(
      { db: c.var.db, store: c.var.photoStore },
      scope.ownerId,
      c.req.valid('param').id,
      new Date(),
    )
    if (!file) throw new AppError('not_found', NOT_READY)
    c.header('content-type', 'application/zip')
    c.header(
      'content-disposition',
      `attachment; filename="sage-my-data-${file.createdAt.toISOString().slice(0, 10)}.zip"`,
    )
    return c.body(new Uint8Array(file.data))
  })
