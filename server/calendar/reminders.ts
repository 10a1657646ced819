// Appointment reminders that reach the person with Sage closed: shortly before each appointment in
// the built-in calendar (its own reminder time, else 30 minutes), a notification on their devices,
// or an e-mail where they have none, for people who keep "Appointment reminders" on. Each
// occurrence is reminded of once: a row per occurrence is written with the queued sends, in one
// transaction, and a second server's insert of the same row does nothing. (A Google Calendar
// reminds from Google itself.)
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type PgBoss from 'pg-boss'
import { chatLanguageCodes } from '#shared/chat/chat-languages.ts'
import { noticeWords } from '#shared/notify/notice-words.ts'
import type { Database } from '#server/db/client.ts'
import { appointmentReminders, calendarEvents, userSettings } from '#server/db/schema/index.ts'
import { queueNotice } from '#server/notify/notify.ts'
import { seriesExpander } from './expand.ts'

const MINUTE_MS = 60_000
/** How long before an appointment the reminder comes, unless the event says otherwise. */
export const DEFAULT_LEAD_MINUTES = 30
/** The longest lead an event may ask for. */
const MAX_LEAD_MINUTES = 24 * 60
/** A reminder not sent within this long of its time (the servers were down) is let go. */
const LATE_MS = 15 * MINUTE_MS

type Event = typeof calendarEvents.$inferSelect

/** Minutes before the start an event wants its reminder: its first popup override, else the default. */
export function leadMinutes(reminders: unknown): number {
  const overrides = (reminders as { overrides?: { minutes?: unknown }[] } | null)?.overrides
  const minutes = overrides?.find((override) => typeof override.minutes === 'number')?.minutes
  return typeof minutes === 'number' && minutes >= 0 && minutes <= MAX_LEAD_MINUTES ? minutes : DEFAULT_LEAD_MINUTES
}

/** The occurrences of an event whose reminder time falls in (from, to]. */
function dueOccurrences(event: Event, from: Date, to: Date): Date[] {
  if (event.allDay) return []
  const lead = leadMinutes(event.reminders) * MINUTE_MS
  const starts = event.recurrence?.length
    ? (seriesExpander({
        lines: event.recurrence,
        start: event.startAt,
        durationMs: event.endAt.getTime() - event.startAt.getTime(),
        timeZone: event.timeZone,
      })
        ?.between(new Date(from.getTime() + lead), new Date(to.getTime() + lead + 1))
        .map((occurrence) => occurrence.start) ?? [event.startAt])
    : [event.startAt]
  return starts.filter((start) => start.getTime() - lead > from.getTime() && start.getTime() - lead <= to.getTime())
}

/**
 * Queues the reminders of appointments whose reminder time has come by `now` (and not more than
 * LATE_MS ago), each once. Returns how many occurrences were reminded of.
 */
export async function remindAppointments(db: Database, boss: PgBoss, now: Date, publicUrl: string): Promise<number> {
  const from = new Date(now.getTime() - LATE_MS)
  const horizon = new Date(now.getTime() + (MAX_LEAD_MINUTES + 15) * MINUTE_MS)
  // People who keep appointment reminders on, and their events that may be due: a single event
  // starting soon, or a series begun by then.
  const events = await db
    .select({ event: calendarEvents })
    .from(calendarEvents)
    .innerJoin(userSettings, eq(userSettings.userId, calendarEvents.userId))
    .where(
      and(
        sql`(${userSettings.notificationSettings} ->> 'appointmentReminders') = 'true'`,
        eq(calendarEvents.allDay, false),
        or(
          and(isNull(calendarEvents.recurrence), gt(calendarEvents.startAt, now), lte(calendarEvents.startAt, horizon)),
          and(isNotNull(calendarEvents.recurrence), lte(calendarEvents.startAt, horizon)),
        ),
      ),
    )
  let reminded = 0
  for (const { event } of events) {
    for (const start of dueOccurrences(event, from, now)) {
      const sent = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(appointmentReminders)
          .values({ userId: event.userId, eventId: event.id, occurrenceStart: start })
          .onConflictDoNothing()
          .returning({ eventId: appointmentReminders.eventId })
        if (!claimed) return false
        const minutes = Math.max(0, Math.round((start.getTime() - now.getTime()) / MINUTE_MS))
        await queueNotice(boss, tx, event.userId, {
          kind: 'appointmentReminders',
          push: (language) => {
            const words = noticeWords[language]
            const locale = chatLanguageCodes[language]
            const time = new Intl.DateTimeFormat(locale, {
              hour: 'numeric',
              minute: '2-digit',
              timeZone: event.timeZone,
            }).format(start)
            return {
              title: words.comingUp(event.summary),
              body: words.startsAt(time, minutes),
              tag: `event-${event.id}-${start.getTime()}`,
              lang: locale,
              url: '/homepage',
            }
          },
          mail: (language) => {
            const words = noticeWords[language]
            const time = new Intl.DateTimeFormat(chatLanguageCodes[language], {
              dateStyle: 'full',
              timeStyle: 'short',
              timeZone: event.timeZone,
            }).format(start)
            const home = `${publicUrl}/homepage`
            return {
              subject: words.comingUp(event.summary),
              text: `${words.comingUp(event.summary)}\n\n${time}\n\n${home}\n`,
              link: home,
            }
          },
        })
        return true
      })
      if (sent) reminded++
    }
  }
  return reminded
}

/** Forgets the reminders of occurrences more than two days past (the daily clean-up). */
export async function forgetOldAppointmentReminders(db: Database, now = new Date()) {
  await db
    .delete(appointmentReminders)
    .where(lte(appointmentReminders.occurrenceStart, new Date(now.getTime() - 2 * 24 * 60 * MINUTE_MS)))
}
