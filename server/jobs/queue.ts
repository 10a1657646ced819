// The job queue: pg-boss on the app's own database (Postgres, or the embedded one through the same
// SQL), so scheduled work survives a restart, runs once across any number of server instances, and
// a failed send is tried again with backoff.
//
// Sage's timed work is rows in its own tables, each with the moment its next step is due (a dose's
// next_step_at, an alert's due_at): the queue's "tick" job looks at what is due and moves it on,
// claiming each row so that one server does each step. Every instance asks for a tick every few
// seconds; the tick queue holds at most one waiting and one running, so asking often costs nothing
// and no instance is needed for the others to go on.
import PgBoss from 'pg-boss'
import type { Logger } from 'pino'
import type { DatabaseHandle } from '#server/db/client.ts'

export const TICK_QUEUE = 'sage-tick'
export const DAILY_QUEUE = 'sage-daily'
/** How often each instance asks for a tick. */
export const TICK_EVERY_MS = 10_000

export type QueueHandlers = {
  /** Moves on everything due at the time given; returns a count of what it did, for the log. */
  tick: () => Promise<number>
  /** The daily clean-up. */
  daily: () => Promise<void>
}

export type Queue = {
  boss: PgBoss
  /** Asks for a tick now (another instance may run it); resolves when it is queued. */
  nudge: () => Promise<void>
  stop: () => Promise<void>
}

/**
 * Starts pg-boss on the database and works the tick and daily queues. `pollSeconds` is how often
 * a worker looks for a waiting job (tests shorten it).
 */
export async function startQueue(
  database: DatabaseHandle,
  logger: Pick<Logger, 'error' | 'info' | 'warn'>,
  handlers: QueueHandlers,
  { pollSeconds = 2, nudgeEveryMs = TICK_EVERY_MS }: { pollSeconds?: number; nudgeEveryMs?: number } = {},
): Promise<Queue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.runSql(text, values) },
    // Old jobs are removed after a week; failed sends are kept that long to be looked at.
    deleteAfterDays: 7,
    // The embedded database is one connection: maintenance every few minutes is plenty.
    maintenanceIntervalSeconds: 300,
  })
  boss.on('error', (err) => logger.error({ err }, 'the job queue reported an error'))
  await boss.start()
  // A tick in progress and one waiting at most; a tick that fails is simply the next one's work.
  await boss.createQueue(TICK_QUEUE, { name: TICK_QUEUE, policy: 'stately', retryLimit: 0, expireInSeconds: 300 })
  await boss.createQueue(DAILY_QUEUE, { name: DAILY_QUEUE, policy: 'singleton', retryLimit: 2, retryDelay: 600 })
  await boss.work(TICK_QUEUE, { pollingIntervalSeconds: pollSeconds }, async () => {
    const done = await handlers.tick()
    if (done) logger.info({ done }, 'moved on reminders and alerts')
  })
  await boss.work(DAILY_QUEUE, { pollingIntervalSeconds: Math.max(pollSeconds, 30) }, () => handlers.daily())
  await boss.schedule(DAILY_QUEUE, '17 3 * * *', {}, { tz: 'UTC' })

  const nudge = async () => {
    await boss.send(TICK_QUEUE, {})
  }
  const timer = setInterval(() => {
    nudge().catch((err: unknown) => logger.warn({ err }, 'could not ask for a tick'))
  }, nudgeEveryMs)
  timer.unref()
  await nudge()
  return {
    boss,
    nudge,
    stop: async () => {
      clearInterval(timer)
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 })
    },
  }
}
