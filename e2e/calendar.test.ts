import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addEvent, openChat, say, wordsOf } from './chat-helpers.ts'
import { expectAccessible } from './fixtures.ts'

/** The calendar tests read times in New York. */
const newYork = { timezoneId: 'America/New_York' }

/** Sends a message and gives the words of Sage's reply. */
const ask = async (page: Page, text: string) => wordsOf(await say(page, text))

const widget = (page: Page, name: string) => page.getByRole('region', { name })

describe('the calendar, by chatting with Sage', () => {
  it('adds, lists, moves and cancels events, and the widgets follow', async () => {
    const page = await openChat('clara', newYork)
    const upcoming = widget(page, 'Upcoming Events')
    await upcoming.getByText('Nothing on your calendar for the next 7 days.').waitFor()
    await widget(page, "Today's Reminders").getByText('Nothing else on your calendar today.').waitFor()
    await expectAccessible(page)

    expect(await ask(page, 'Remind me to take my pills every day at 9am')).toMatch(
      /^I've added Take my pills, every day at 9:00 AM, starting \w+day, \w+ \d+\.$/,
    )
    // A daily reminder is listed once, with how it repeats, not once for each day.
    const pills = upcoming.getByRole('listitem').filter({ hasText: 'Take my pills' })
    await expect.poll(() => pills.count()).toBe(1)
    await pills.getByText('Every day at 9:00 AM').waitFor()

    expect(await ask(page, 'Schedule a dentist appointment tomorrow at 3pm')).toMatch(
      /^I've added Dentist appointment on \w+day, \w+ \d+ at 3:00 PM\.$/,
    )
    await upcoming.getByText('Dentist appointment').waitFor()
    expect(await ask(page, 'What do I have tomorrow?')).toMatch(
      /^You have 2 events tomorrow: Take my pills, .* at 9:00 AM; Dentist appointment, .* at 3:00 PM\.$/,
    )
    expect(await ask(page, 'Move my dentist appointment to tomorrow at 11am')).toMatch(
      /^I've moved Dentist appointment to \w+day, \w+ \d+ at 11:00 AM\.$/,
    )
    expect(await ask(page, 'Cancel my dentist appointment')).toMatch(/^I've cancelled Dentist appointment on /)
    await expect.poll(() => upcoming.getByText('Dentist appointment').count()).toBe(0)
    expect(await ask(page, 'Create an event')).toBe('I need a title and time to create an event.')
    await expectAccessible(page)
  })

  it('asks the time of an event told without one, and finishes it from the answer', async () => {
    const page = await openChat('greta', newYork)
    expect(await ask(page, 'Add lunch with Margaret')).toBe(
      'What time is Lunch with Margaret? You can say the day too, for example “Friday at 3 PM”.',
    )
    expect(await ask(page, 'on Friday')).toBe(
      'What time is Lunch with Margaret? You can say the day too, for example “Friday at 3 PM”.',
    )
    expect(await ask(page, 'at noon')).toMatch(/^I've added Lunch with Margaret on Friday, \w+ \d+ at 12:00 PM\.$/)
    await widget(page, 'Upcoming Events').getByText('Lunch with Margaret').waitFor()
    // Removing an event by any word for it reaches the calendar.
    expect(await ask(page, 'Delete my flamenco lesson')).toBe('I couldn\'t find any events matching "flamenco lesson".')
    expect(await ask(page, 'Remove my lunch with Margaret')).toMatch(/^I've cancelled Lunch with Margaret on Friday/)
    await expectAccessible(page)
  })

  it('keeps an all-day event on its day, without a time, in the chat and in both widgets', async () => {
    const page = await openChat('hana', newYork)
    expect(await ask(page, 'Add family reunion tomorrow all day')).toMatch(
      /^I've added Family reunion on \w+day, \w+ \d+, all day\.$/,
    )
    const item = widget(page, 'Upcoming Events').getByRole('listitem').filter({ hasText: 'Family reunion' })
    await expect.poll(() => item.textContent()).toMatch(/^Family reunionUpcoming\w{3}, \w{3} \d+, All day$/)

    // One made for today (from another app, say) shows in Today's Reminders for the whole day.
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'))
    await addEvent(page, { summary: 'Grandson visiting', start: { date: today, timeZone: 'America/New_York' } })
    await page.reload()
    const todayItem = widget(page, "Today's Reminders").getByRole('listitem').filter({ hasText: 'Grandson visiting' })
    await expect.poll(() => todayItem.textContent()).toBe('Grandson visitingUpcomingAll day')
    await expectAccessible(page)
  })

  it('cancels only the day named of a daily reminder, and asks before cancelling every day', async () => {
    const page = await openChat('ida', newYork)
    await ask(page, 'Remind me to take my heart pills every day at 8pm')
    expect(await ask(page, "Cancel tomorrow's heart pills reminder, I will skip them tomorrow")).toMatch(
      /^I've cancelled Take my heart pills on \w+day, \w+ \d+ at 8:00 PM only\. The others stay on your calendar\.$/,
    )
    const pills = widget(page, 'Upcoming Events').getByRole('listitem').filter({ hasText: 'Take my heart pills' })
    await pills.getByText('Every day at 8:00 PM').waitFor()

    expect(await ask(page, 'Cancel my heart pills reminder')).toMatch(
      /^Take my heart pills repeats every day at 8:00 PM\. Should I cancel all of them, or only the one on \w+day, \w+ \d+\?$/,
    )
    expect(await ask(page, 'only the next one')).toMatch(/^I've cancelled Take my heart pills on .* only\./)
    await pills.waitFor()
    expect(await ask(page, 'Cancel my heart pills reminder')).toMatch(/Should I cancel all of them/)
    expect(await ask(page, 'all of them')).toBe("I've cancelled Take my heart pills on every day at 8:00 PM.")
    await expect.poll(() => pills.count()).toBe(0)
    await expectAccessible(page)
    // Undo, under the reply, brings the whole series back.
    const lastReply = page.getByRole('log', { name: 'Conversation' }).getByRole('article', { name: /^Sage/ }).last()
    await lastReply.getByRole('button', { name: 'Undo' }).click()
    await lastReply.getByText('It is back on your calendar.').waitFor()
    await pills.getByText('Every day at 8:00 PM').waitFor()
  })

  it('shows a reminder in the page when an event starts', async () => {
    const page = await openChat('rita', newYork)
    await page.clock.install()
    await page.reload()
    const start = new Date(Date.now() + 2 * 60 * 1000)
    await addEvent(page, {
      summary: 'Tea with Anna',
      start: { dateTime: start.toISOString(), timeZone: 'America/New_York' },
    })
    await page.reload()
    const today = widget(page, "Today's Reminders")
    await today.getByText('Tea with Anna').waitFor()
    await page.clock.fastForward('01:30')
    await today.getByText('Starts within the hour').waitFor()
    await page.clock.fastForward('01:00')
    const reminder = page.getByRole('alert').filter({ hasText: 'Reminder: Tea with Anna' })
    await reminder.waitFor()
    await today.getByText('Happening now').waitFor()
    await expectAccessible(page)
    // Snooze puts it away for ten minutes; Done for good, even after a reload.
    await reminder.getByRole('button', { name: 'Remind me in 10 minutes' }).click()
    await expect.poll(() => reminder.count()).toBe(0)
    await page.clock.fastForward('10:05')
    await reminder.waitFor()
    await reminder.getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => reminder.count()).toBe(0)
    await page.reload()
    await today.getByText('Tea with Anna').waitFor()
    await page.clock.runFor(6000)
    expect(await reminder.count()).toBe(0)
  })

  it('sends a system notification for a reminder only when its switch is on', async () => {
    const page = await openChat('mona', newYork)
    await page.addInitScript(() => {
      const scope = window as unknown as { __notified: string[]; Notification: unknown }
      scope.__notified = []
      scope.Notification = class {
        static permission = 'granted'
        static requestPermission = () => Promise.resolve('granted')
        constructor(title: string) {
          scope.__notified.push(title)
        }
      }
    })
    await page.clock.install()
    await page.evaluate(() =>
      localStorage.setItem(
        'sage:notification-settings',
        JSON.stringify({ medicationReminders: true, appointmentReminders: false }),
      ),
    )
    const start = new Date(Date.now() + 2 * 60 * 1000).toISOString()
    for (const summary of ['Take my pills', 'Call the plumber'])
      await addEvent(page, { summary, start: { dateTime: start } })
    await page.reload()
    await widget(page, "Today's Reminders").getByText('Call the plumber').waitFor()
    await page.clock.fastForward('02:30')
    await page.getByRole('alert').getByText('Reminder: Call the plumber').waitFor()
    await page.getByRole('alert').getByText('Reminder: Take my pills').waitFor()
    // Medication reminders are on, appointment reminders off: only the pills reach the system.
    expect(await page.evaluate(() => (window as unknown as { __notified: string[] }).__notified)).toEqual([
      'Reminder: Take my pills',
    ])
  })

  it('offers alerts at reminder times, turning on the reminder switches', async () => {
    const page = await openChat('alma', newYork)
    await page.context().grantPermissions(['notifications'])
    await page.getByRole('button', { name: 'Alert me at reminder times' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Alert me at reminder times' }).count()).toBe(0)
    const settings = await page.evaluate(() => JSON.parse(localStorage.getItem('sage:notification-settings') ?? '{}'))
    expect(settings).toMatchObject({ appointmentReminders: true, medicationReminders: true })
  })

  it('the widgets say when the calendar cannot be read, and when Google Calendar must be connected again', async () => {
    const page = await openChat('nora', { ...newYork, allowConsoleErrors: [/status of 500/] })
    await page.route('**/api/calendar/events?*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"x"}}',
      }),
    )
    await page.reload()
    await widget(page, 'Upcoming Events').getByText('Failed to load upcoming events').waitFor()
    await widget(page, "Today's Reminders").getByText("Failed to load today's events").waitFor()
    await expectAccessible(page)
    await page.unroute('**/api/calendar/events?*')
    await page.route('**/api/calendar/events?*', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: '{"error":{"code":"conflict","message":"Google Calendar not connected"}}',
      }),
    )
    await widget(page, 'Upcoming Events').getByRole('button', { name: 'Try Again' }).click()
    await widget(page, 'Upcoming Events').getByText('Your Google Calendar needs to be connected again.').waitFor()
    await expectAccessible(page)
  })
})
