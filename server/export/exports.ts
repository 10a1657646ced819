// "Download my data": asked for by the person, built in the background (a large account takes a
// while), kept for a day. The job queue's export worker claims a waiting export for a short lease,
// renewed as it goes; a server that stops lets it go, and the next look starts it again.
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#server/db/client.ts'
import { dataExports } from '#server/db/schema/index.ts'
import type { PhotoStore } from '#server/photos/store.ts'
import { readContents } from './contents.ts'
import { writeExportZip } from './zip.ts'

/** How long a download stays. */
export const EXPORT_HOURS = 24
/** How long a server holds an export it builds without a word of progress. */
export const EXPORT_LEASE_MS = 5 * 60_000
/** Tries before an export is given up as failed. */
const EXPORT_TRIES = 3

/** The folder of the file store holding one person's downloads. */
export const exportsFolder = (userId: string) => `exports/${userId}/`

export type ExportDeps = { db: Database; store: PhotoStore; logger: Pick<Logger, 'info' | 'error'> }

const columns = {
  id: dataExports.id,
  state: dataExports.state,
  done: dataExports.done,
  total: dataExports.total,
  size: dataExports.size,
  expiresAt: dataExports.expiresAt,
  createdAt: dataExports.createdAt,
}

/** An export as the person sees it: its state, progress, size, and until when it can be downloaded. */
export type ExportView = {
  id: string
  state: 'waiting' | 'working' | 'ready' | 'failed'
  done: number
  total: number
  size: number | null
  expiresAt: Date | null
  createdAt: Date
}

/** The person's latest export still to be had (waiting, being built, failed, or ready and not expired), or null. */
export async function latestExport(db: Database, userId: string, now: Date): Promise<ExportView | null> {
  const [row] = await db
    .select(columns)
    .from(dataExports)
    .where(
      and(eq(dataExports.userId, userId), or(isNull(dataExports.expiresAt), sql`${dataExports.expiresAt} > ${now}`)),
    )
    .orderBy(desc(dataExports.createdAt))
    .limit(1)
  return row ?? null
}

/** Asks for a new export; one already waiting or being built is the answer instead. */
export async function requestExport(db: Database, userId: string, now: Date): Promise<ExportView> {
  const latest = await latestExport(db, userId, now)
  if (latest && (latest.state === 'waiting' || latest.state === 'working')) return latest
  const [row] = await db.insert(dataExports).values({ userId }).returning(columns)
  return row!
}

/** The stored zip of a ready export of the person's, not expired; null otherwise. */
export async function exportFile(deps: Pick<ExportDeps, 'db' | 'store'>, userId: string, id: string, now: Date) {
  const [row] = await deps.db
    .select({ storageKey: dataExports.storageKey, createdAt: dataExports.createdAt })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.id, id),
        eq(dataExports.userId, userId),
        eq(dataExports.state, 'ready'),
        sql`${dataExports.expiresAt} > ${now}`,
      ),
    )
  if (!row?.storageKey) return null
  const data = await deps.store.get(row.storageKey)
  return data ? { data, createdAt: row.createdAt } : null
}

/** Whether an export waits to be built (or was left half-built by a server that stopped). */
export async function exportsWaiting(db: Database, now: Date): Promise<boolean> {
  const [row] = await db.select({ id: dataExports.id }).from(dataExports).where(claimable(now)).limit(1)
  return Boolean(row)
}

const claimable = (now: Date) =>
  and(
    inArray(dataExports.state, ['waiting', 'working']),
    or(isNull(dataExports.claimedUntil), lt(dataExports.claimedUntil, now)),
  )

/** Claims one export to build, for the lease. */
async function claimExport(db: Database, now: Date) {
  const [row] = await db
    .update(dataExports)
    .set({
      state: 'working',
      claimedUntil: new Date(now.getTime() + EXPORT_LEASE_MS),
      attempts: sql`${dataExports.attempts} + 1`,
    })
    .where(
      eq(
        dataExports.id,
        sql`(select ${dataExports.id} from ${dataExports} where ${claimable(now)} order by ${dataExports.createdAt} limit 1 for update skip locked)`,
      ),
    )
    .returning({ id: dataExports.id, userId: dataExports.userId, attempts: dataExports.attempts })
  return row ?? null
}

/** Builds one claimed export: reads, zips (saying how far it is), keeps the zip, marks it ready for a day. */
async function buildExport(deps: ExportDeps, claim: { id: string; userId: string }, now: () => Date) {
  const { db, store } = deps
  const contents = await readContents(db, claim.userId)
  let said = 0
  const zip = await writeExportZip(contents, store, {
    now: now(),
    progress: async (done, total) => {
      // A word of progress at most every half second, which also renews the claim.
      if (done < total && Date.now() - said < 500) return
      said = Date.now()
      await db
        .update(dataExports)
        .set({ done, total, claimedUntil: new Date(now().getTime() + EXPORT_LEASE_MS) })
        .where(eq(dataExports.id, claim.id))
    },
  })
  const storageKey = `${exportsFolder(claim.userId)}${claim.id}.zip`
  await store.put(storageKey, zip, 'application/zip')
  const [kept] = await db
    .update(dataExports)
    .set({
      state: 'ready',
      storageKey,
      size: zip.length,
      claimedUntil: null,
      expiresAt: new Date(now().getTime() + EXPORT_HOURS * 3_600_000),
    })
    .where(eq(dataExports.id, claim.id))
    .returning({ id: dataExports.id })
  // The export was taken back while it was built (the account is being deleted): no file stays.
  if (!kept) await store.delete(storageKey)
}

/**
 * Builds the exports waiting, one at a time, as the clock `now` reads. An export that fails is
 * tried again after its lease, and given up after EXPORT_TRIES. Returns how many were made.
 */
export async function advanceExports(deps: ExportDeps, now: () => Date = () => new Date()): Promise<number> {
  let made = 0
  for (let claim = await claimExport(deps.db, now()); claim; claim = await claimExport(deps.db, now())) {
    try {
      await buildExport(deps, claim, now)
      made += 1
    } catch (err) {
      deps.logger.error({ err, attempts: claim.attempts }, 'building a data export failed')
      if (claim.attempts >= EXPORT_TRIES)
        await deps.db
          .update(dataExports)
          .set({ state: 'failed', claimedUntil: null })
          .where(eq(dataExports.id, claim.id))
    }
  }
  return made
}

/** Removes exports a day old (their zips first), and failed ones as old. Returns how many. */
export async function removeExpiredExports(deps: Pick<ExportDeps, 'db' | 'store'>, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - EXPORT_HOURS * 3_600_000)
  const old = await deps.db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(or(lt(dataExports.expiresAt, now), and(eq(dataExports.state, 'failed'), lt(dataExports.updatedAt, dayAgo))))
  for (const row of old) {
    if (row.storageKey) await deps.store.delete(row.storageKey)
    await deps.db.delete(dataExports).where(eq(dataExports.id, row.id))
  }
  return old.length
}
