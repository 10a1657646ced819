// The daily check-in: at the time a person is usually up by, Sage looks for a sign of life since
// the morning (a chat message, a dose marked taken, the "I'm OK" button, the link in its mail).
// None: it asks the person (a notification and an e-mail, "Are you OK?"); still none ten minutes
// later: it tells the people they chose who agreed to alerts, with when it last heard from them,
// how to call them, and a link to say all is well. A pause ("I'm away until Friday") stops it.
//
// Each step is claimed by one server (rows locked by another are skipped) and written with what it
// causes (the alerts, the queued notification and mail) in one transaction, so it happens once
// with any number of servers, and a server stopping half-way leaves it for the next look.
import { randomBytes } from 'node:crypto'
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm'
import type PgBoss from 'pg-boss'
import { type ChatLanguage, chatLanguageCodes } from '#shared/chat/chat-languages.ts'
import { checkInWords } from '#shared/check-in/check-in-words.ts'
import {
  ASK_TO_ALERT_MINUTES,
  type CheckInTimes,
  dayOf,
  nextCheckIn,
  pausedOn,
  windowStart,
} from '#shared/check-in/schedule.ts'
import type { CheckInInput } from '#shared/schemas/check-in.ts'
import { alertWords } from '#shared/safety/alert-words.ts'
import { type AlertDeps, mailAlertGroup, personOf, queueAlerts } from '#server/alerts/alerts.ts'
import { contactsWhoAgreed } from '#server/contacts/alert-consent.ts'
import { type Scope, ownScope } from '#server/data/scope.ts'
import type { Database } from '#server/db/client.ts'
import { checkIns } from '#server/db/schema/index.ts'
import { familyToAlert } from '#server/family/links.ts'
import { notificationSwitches, pushFamilyAlert, queueNotice } from '#server/notify/notify.ts'
import { personLanguage, saveSettingsGroup } from '#server/settings/settings.ts'

const MINUTE_MS = 60_000
/** A check-in time first looked at this late (the servers were down) is let go, not acted on. */
const TOO_LATE_MS = 3 * 60 * MINUTE_MS
/** Check-ins one look takes at most. */
const BATCH = 500
/** A sign of life this soon after an alert tells those alerted that all is well. */
const ANSWER_WINDOW_MS = 24 * 60 * MINUTE_MS

type Row = typeof checkIns.$inferSelect

const newToken = () => randomBytes(24).toString('base64url')
const timesOf = (row: Pick<Row, 'on' | 'by' | 'timeZone' | 'paused' | 'pausedUntil'>): CheckInTimes => ({
  on: row.on,
  by: row.by,
  timeZone: row.timeZone,
  paused: row.paused,
  pausedUntil: row.pausedUntil,
})

/** The person's check-in row, or null when they never set one. */
export async function getCheckIn(db: Database, userId: string): Promise<Row | null> {
  const [row] = await db.select().from(checkIns).where(eq(checkIns.userId, userId))
  return row ?? null
}

/** Who can be told of a missed check-in: contacts and family who agreed to alerts. */
export async function possibleRecipients(db: Database, userId: string) {
  const [contacts, family] = await Promise.all([
    contactsWhoAgreed(db, ownScope(userId)),
    familyToAlert(db, userId, undefined, 'alerts'),
  ])
  return [
    ...contacts.map((contact) => ({ id: contact.id, name: contact.name, kind: 'contact' as const })),
    ...family.map((member) => ({ id: member.id, name: member.name, kind: 'family' as const })),
  ]
}

/** What the check-in screens show: the settings, who would be told, and where today stands. */
export async function checkInView(db: Database, scope: Scope) {
  const [row, people] = await Promise.all([getCheckIn(db, scope.ownerId), possibleRecipients(db, scope.ownerId)])
  const chosen = (id: string) => !row?.recipients || row.recipients.includes(id)
  return {
    on: row?.on ?? false,
    by: row?.by ?? null,
    timeZone: row?.timeZone ?? null,
    paused: row?.paused ?? false,
    pausedUntil: row?.pausedUntil ?? null,
    recipients: people.map((person) => ({ ...person, chosen: chosen(person.id) })),
    everyone: !row?.recipients,
    lastSignAt: row?.lastSignAt?.toISOString() ?? null,
    day: row?.day ?? null,
    state: row?.state ?? 'waiting',
    okAt: row?.okAt?.toISOString() ?? null,
    okBy: row?.okBy ?? null,
    nextAt: row?.nextStepAt && row.state !== 'asked' ? row.nextStepAt.toISOString() : null,
    /** From when a sign of life counts for the next check-in (its morning). */
    opensAt:
      row?.nextStepAt && row.state !== 'asked'
        ? windowStart(dayOf(row.nextStepAt, row.timeZone), row.by, row.timeZone).toISOString()
        : null,
  }
}
export type CheckInView = Awaited<ReturnType<typeof checkInView>>

/**
 * Where the check-in goes next after a change of its times: today's check-in while it is ahead
 * (unless today is already settled), else the next day's; nothing while off or paused with no end.
 * A question already asked today goes on, unless the change turns it off or pauses today.
 */
function scheduled(row: Row, now: Date): Partial<Row> {
  const times = timesOf(row)
  const today = dayOf(now, row.timeZone)
  if (row.state === 'asked' && times.on && !pausedOn(times, row.day ?? today)) return {}
  const settled = row.state !== 'waiting' && row.state !== 'asked' && row.day === today ? today : undefined
  const next = nextCheckIn(times, now, settled)
  if (!next) return { nextStepAt: null, state: row.state === 'asked' ? 'waiting' : row.state }
  return {
    nextStepAt: next.at,
    ...(row.state === 'asked' || row.day !== today || !settled ? { day: next.day, state: 'waiting' as const } : {}),
  }
}

/** Saves the person's check-in (on or off, the time, who is told), keeping the Notifications switch in step. */
export async function saveCheckIn(db: Database, scope: Scope, input: CheckInInput, now = new Date()) {
  await db.transaction(async (tx) => {
    const values = { on: input.on, by: input.by, timeZone: input.timeZone, recipients: input.recipients ?? null }
    await tx
      .insert(checkIns)
      .values({ userId: scope.ownerId, ...values })
      .onConflictDoUpdate({ target: checkIns.userId, set: values })
    await reschedule(tx, scope.ownerId, now)
    const switches = await notificationSwitches(tx, scope.ownerId)
    if (switches.dailyCheckIns !== input.on)
      await saveSettingsGroup(tx, scope, 'notification', { ...switches, dailyCheckIns: input.on })
  })
  return checkInView(db, scope)
}

/** Works out the next step again after a change, under the row's lock. */
async function reschedule(tx: Database, userId: string, now: Date) {
  const [row] = await tx.select().from(checkIns).where(eq(checkIns.userId, userId)).for('update')
  if (row) await tx.update(checkIns).set(scheduled(row, now)).where(eq(checkIns.userId, userId))
}

/**
 * The Notifications switch "Daily check-ins" turned on or off: a check-in already set up follows.
 * (One never set up is set up on its own screen, which the switch leads to.)
 */
export async function followSwitch(db: Database, userId: string, on: boolean, now = new Date()) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(checkIns).where(eq(checkIns.userId, userId)).for('update')
    if (!row || row.on === on) return
    await tx.update(checkIns).set({ on }).where(eq(checkIns.userId, userId))
    await reschedule(tx, userId, now)
  })
}

/** Pauses the check-in until the end of a day (YYYY-MM-DD in its zone), or until resumed (null). */
export async function pauseCheckIn(db: Database, scope: Scope, until: string | null, now = new Date()) {
  await db.transaction(async (tx) => {
    await tx.update(checkIns).set({ paused: true, pausedUntil: until }).where(eq(checkIns.userId, scope.ownerId))
    await reschedule(tx, scope.ownerId, now)
  })
  return checkInView(db, scope)
}

/** Ends a pause. */
export async function resumeCheckIn(db: Database, scope: Scope, now = new Date()) {
  await db.transaction(async (tx) => {
    await tx.update(checkIns).set({ paused: false, pausedUntil: null }).where(eq(checkIns.userId, scope.ownerId))
    await reschedule(tx, scope.ownerId, now)
  })
  return checkInView(db, scope)
}

/** A time as the reader reads it, in the person's zone. */
function clock(date: Date, language: ChatLanguage, timeZone: string) {
  return new Intl.DateTimeFormat(chatLanguageCodes[language], { timeStyle: 'short', timeZone }).format(date)
}

/**
 * A sign of life from the person (a chat message, a dose taken, the button, the link in the mail):
 * it settles the check-in it falls in: a question asked, or today's check-in once the morning has
 * begun. After an alert, those told hear that all is well. Returns whether it settled one.
 */
export async function signOfLife(
  deps: AlertDeps,
  userId: string,
  kind: 'chat' | 'dose' | 'button' | 'link',
  now = new Date(),
): Promise<boolean> {
  const { db } = deps
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(checkIns).where(eq(checkIns.userId, userId)).for('update')
    if (!row) return null
    const change: Partial<Row> = { lastSignAt: now, lastSignKind: kind }
    let settled = false
    let tellGroup: string | null = null
    const okNow = { state: 'ok' as const, okAt: now, okBy: 'person' as const }
    if (
      row.on &&
      row.state === 'alerted' &&
      row.alertedAt &&
      now.getTime() - row.alertedAt.getTime() < ANSWER_WINDOW_MS
    ) {
      Object.assign(change, okNow)
      tellGroup = row.alertGroupId
      settled = true
    } else if (row.on && row.state === 'asked') {
      const next = nextCheckIn(timesOf(row), now, row.day ?? undefined)
      Object.assign(change, okNow, { nextStepAt: next?.at ?? null })
      settled = true
    } else if (row.on && row.nextStepAt && row.state !== 'alerted') {
      const day = dayOf(row.nextStepAt, row.timeZone)
      if (now >= windowStart(day, row.by, row.timeZone)) {
        const next = nextCheckIn(timesOf(row), now, day)
        Object.assign(change, okNow, { day, nextStepAt: next?.at ?? null })
        settled = true
      }
    }
    await tx.update(checkIns).set(change).where(eq(checkIns.userId, userId))
    return { settled, tellGroup, timeZone: row.timeZone }
  })
  if (outcome?.tellGroup) {
    const { tellGroup, timeZone } = outcome
    await mailAlertGroup(deps, userId, tellGroup, (words, person) => ({
      subject: checkInWords[words.language].okSubject(person.name),
      body: [checkInWords[words.language].answeredBody(person.name, clock(now, words.language, timeZone))],
    }))
  }
  return outcome?.settled ?? false
}

/** The person and the check-in a link in a mail is for; null for a link that no longer works. */
export async function checkInForToken(db: Database, token: string) {
  if (!token || token.length > 100) return null
  const [row] = await db
    .select()
    .from(checkIns)
    .where(sql`${checkIns.personToken} = ${token} or ${checkIns.familyToken} = ${token}`)
  if (!row) return null
  const who = row.personToken === token ? ('person' as const) : ('family' as const)
  const language = await personLanguage(db, row.userId)
  return { row, who, person: (await personOf(db, row.userId)).name, language }
}

/**
 * Someone told of a missed check-in says, from the link in their mail, that the person is OK: the
 * check-in is settled, and the others told hear so. False when there was nothing left to settle.
 */
export async function okFromFamily(deps: AlertDeps, token: string, now = new Date()): Promise<boolean> {
  const { db } = deps
  const row = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(checkIns).where(eq(checkIns.familyToken, token)).for('update')
    if (!found || found.state !== 'alerted') return null
    await tx.update(checkIns).set({ state: 'ok', okAt: now, okBy: 'family' }).where(eq(checkIns.userId, found.userId))
    return found
  })
  if (!row?.alertGroupId) return Boolean(row)
  await mailAlertGroup(deps, row.userId, row.alertGroupId, (words, person) => ({
    subject: checkInWords[words.language].okSubject(person.name),
    body: [checkInWords[words.language].checkedBody(person.name, clock(now, words.language, row.timeZone))],
  }))
  return true
}

/** What a look at the check-ins did, for the log and the tests. */
export type CheckInStep = { userId: string; step: 'ok' | 'ask' | 'alert' | 'let-go' }

/**
 * Takes every check-in whose next step is due at `now` (at most BATCH) and moves it on: at its time,
 * settled by a sign of life since the morning, or the person is asked; ten minutes after asking,
 * the people they chose are told. `boss` queues the notification and mail to the person and the
 * notifications to family (none without it).
 */
export async function advanceCheckIns(deps: AlertDeps, now: Date, boss?: PgBoss): Promise<CheckInStep[]> {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(checkIns)
      .where(and(isNotNull(checkIns.nextStepAt), lte(checkIns.nextStepAt, now)))
      .orderBy(checkIns.nextStepAt)
      .limit(BATCH)
      .for('update', { skipLocked: true })
    const steps: CheckInStep[] = []
    for (const row of rows) {
      const step = await advanceOne({ ...deps, db: tx }, row, now, boss)
      steps.push({ userId: row.userId, step })
    }
    return steps
  })
}

async function advanceOne(deps: AlertDeps, row: Row, now: Date, boss?: PgBoss): Promise<CheckInStep['step']> {
  const { db } = deps
  const set = (change: Partial<Row>) => db.update(checkIns).set(change).where(eq(checkIns.userId, row.userId))
  const dueAt = row.nextStepAt!
  const switchedOff = !(await notificationSwitches(db, row.userId)).dailyCheckIns
  if (!row.on || switchedOff) {
    await set({ on: false, nextStepAt: null, state: 'waiting' })
    return 'let-go'
  }
  if (row.state === 'asked') {
    const day = row.day ?? dayOf(dueAt, row.timeZone)
    const next = nextCheckIn(timesOf(row), now, day)
    const language = await personLanguage(db, row.userId)
    const queued = await queueAlerts(db, {
      userId: row.userId,
      kind: 'missed-check-in',
      message: '',
      language,
      timeZone: row.timeZone,
      dueAt: now,
      now,
      aboutAt: row.lastSignAt ?? undefined,
      only: row.recipients,
    })
    await set({
      state: 'alerted',
      alertedAt: now,
      alertGroupId: queued?.groupId ?? null,
      familyToken: newToken(),
      okAt: null,
      okBy: null,
      nextStepAt: next?.at ?? null,
    })
    if (boss && queued) {
      const person = await personOf(db, row.userId)
      await pushFamilyAlert(boss, db, queued.caretakerIds, `check-in-${row.userId}`, (words) => ({
        title: words.checkInSubject(person.name),
        body: words.callThem(person.name, person.phone),
      }))
    }
    return 'alert'
  }
  const day = dayOf(dueAt, row.timeZone)
  const next = nextCheckIn(timesOf(row), now, day)
  if (now.getTime() - dueAt.getTime() > TOO_LATE_MS) {
    await set({ day: next?.day ?? day, state: 'waiting', nextStepAt: next?.at ?? null })
    return 'let-go'
  }
  if (row.lastSignAt && row.lastSignAt >= windowStart(day, row.by, row.timeZone)) {
    await set({ day, state: 'ok', okAt: row.lastSignAt, okBy: 'person', nextStepAt: next?.at ?? null })
    return 'ok'
  }
  const personToken = newToken()
  await set({
    day,
    state: 'asked',
    askedAt: now,
    personToken,
    nextStepAt: new Date(now.getTime() + ASK_TO_ALERT_MINUTES * MINUTE_MS),
  })
  if (boss) await askPerson(boss, deps, row, personToken)
  return 'ask'
}

/** "Are you OK?": a notification with "I'm OK", and an e-mail with the person's own link. */
async function askPerson(boss: PgBoss, { db, publicUrl }: AlertDeps, row: Row, token: string) {
  const person = await personOf(db, row.userId)
  const people = (await possibleRecipients(db, row.userId)).filter(
    (candidate) => !row.recipients || row.recipients.includes(candidate.id),
  )
  const link = `${publicUrl}/check-in/ok?token=${encodeURIComponent(token)}`
  await queueNotice(boss, db, row.userId, {
    kind: 'dailyCheckIns',
    mailWhen: 'always',
    push: (language) => {
      const words = checkInWords[language]
      return {
        title: words.askTitle,
        body: words.askBody,
        tag: 'check-in',
        lang: chatLanguageCodes[language],
        url: '/homepage',
        checkIn: true,
        actions: [{ action: 'ok', title: words.okButton }],
      }
    },
    mail: (language) => {
      const words = checkInWords[language]
      const names = new Intl.ListFormat(chatLanguageCodes[language], { type: 'conjunction' }).format(
        people.map((candidate) => candidate.name),
      )
      const told = people.length ? ['', words.whoIsTold(names, ASK_TO_ALERT_MINUTES)] : []
      return {
        subject: words.askSubject,
        text: [words.askMail(person.name), '', link, ...told, '', alertWords[language].signature, ''].join('\n'),
        link,
      }
    },
  })
}
