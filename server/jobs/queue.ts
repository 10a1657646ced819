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
/** One notification to one device; tried again with backoff when the push service fails. */
export const PUSH_QUEUE = 'sage-push'
/** One e-mail Sage sends by itself (a reminder, a check-in); tried again when the mail server fails. */
export const MAIL_QUEUE = 'sage-mail'
/** Building the downloads people asked for ("Download my data"): long work, away from the tick. */
export const EXPORT_QUEUE = 'sage-export'
/** How often each instance asks for a tick. */
export const TICK_EVERY_MS = 10_000
/** Notifications or mails one worker sends at once. */
const SEND_BATCH = 100

export type QueueHandlers = {
  /** Moves on everything due at the time given; returns a count of what it did, for the log. */
  tick: (boss: PgBoss) => Promise<number>
  /** How long until the next step is due (ms), when one is; null when nothing waits. */
  nextDueIn?: () => Promise<number | null>
  /** The daily clean-up. */
  daily: () => Promise<void>
  /** Builds the data exports waiting; returns how many it made. */
  exports?: () => Promise<number>
  /** Sends notifications (the jobs' data); says for each whether it is done, or to be tried again. */
  push: (data: unknown[]) => Promise<boolean[]>
  /** Sends e-mails (the jobs' data), the same way. */
  mail: (data: unknown[]) => Promise<boolean[]>
}

export type Queue = {
  boss: PgBoss
  /** Asks for a tick now (another instance may run it); resolves when it is queued. */
  nudge: () => Promise<void>
  stop: () => Promise<void>
}

/**
 * Starts pg-boss on the database and works the tick, push and daily queues. `pollSeconds` is how
 * often a worker looks for a waiting job, `pushRetrySeconds` how long a failed push waits before
 * its first retry (doubling after, from 10 s up); tests shorten both.
 */
export async function startQueue(
  database: DatabaseHandle,
  logger: Pick<Logger, 'error' | 'info' | 'warn'>,
  handlers: QueueHandlers,
  {
    pollSeconds = 2,
    nudgeEveryMs = TICK_EVERY_MS,
    pushRetrySeconds = 20,
  }: { pollSeconds?: number; nudgeEveryMs?: number; pushRetrySeconds?: number } = {},
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
  await boss.createQueue(PUSH_QUEUE, {
    name: PUSH_QUEUE,
    policy: 'standard',
    retryLimit: 6,
    retryDelay: pushRetrySeconds,
    retryBackoff: pushRetrySeconds >= 10,
    // A reminder an hour late is no reminder: the push service keeps it no longer either.
    expireInSeconds: 60,
    retentionMinutes: 60,
  })
  const senders: string[] = []
  await boss.work(TICK_QUEUE, { pollingIntervalSeconds: Math.min(pollSeconds, 1) }, async () => {
    const done = await handlers.tick(boss)
    if (done) logger.info({ done }, 'moved on reminders and alerts')
    // A step due before the next regular look gets a look of its own at its time (to the second):
    // a dose at 8:00 is reminded of at 8:00, not up to ten seconds later.
    const wait = await handlers.nextDueIn?.()
    if (wait != null && wait < nudgeEveryMs)
      await boss.send(TICK_QUEUE, {}, { startAfter: Math.max(1, Math.ceil(wait / 1000)) })
    // What the tick queued goes out now, not at the senders' next look.
    if (done) for (const sender of senders) boss.notifyWorker(sender)
  })
  await boss.createQueue(MAIL_QUEUE, {
    name: MAIL_QUEUE,
    policy: 'standard',
    retryLimit: 6,
    retryDelay: pushRetrySeconds,
    retryBackoff: pushRetrySeconds >= 10,
    expireInSeconds: 120,
    retentionMinutes: 24 * 60,
  })
  for (const [queue, send] of [
    [PUSH_QUEUE, handlers.push],
    [MAIL_QUEUE, handlers.mail],
  ] as const) {
    // A batch is sent at once; while batches come full the worker fetches the next without waiting.
    const sender = await boss.work(
      queue,
      { pollingIntervalSeconds: pollSeconds, batchSize: SEND_BATCH },
      async (jobs) => {
        // Each job on its own: one send failing is tried again without sending the others twice.
        const done = await send(jobs.map((job) => job.data))
        // (pg-boss then completes the others.)
        const failed = jobs.filter((_, index) => !done[index])
        if (failed.length)
          await boss.fail(
            queue,
            failed.map((job) => job.id),
          )
        // A full batch: more are likely waiting, so the next is fetched at once.
        if (jobs.length === SEND_BATCH) boss.notifyWorker(sender)
      },
    )
    senders.push(sender)
  }
  // One export worker per instance, one job waiting at most: the job says "look", the rows say what.
  await boss.createQueue(EXPORT_QUEUE, { name: EXPORT_QUEUE, policy: 'stately', retryLimit: 0, expireInSeconds: 3600 })
  if (handlers.exports) {
    const build = handlers.exports
    await boss.work(EXPORT_QUEUE, { pollingIntervalSeconds: pollSeconds }, async () => {
      const made = await build()
      if (made) logger.info({ made }, 'built data exports')
    })
  }
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
