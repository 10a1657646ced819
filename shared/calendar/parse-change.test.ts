import { describe, expect, it } from 'vitest'
import { parseCalendarRequest } from './parse.ts'

// Wednesday 18 November 2026, 10:00 in New York.
const now = new Date('2026-11-18T10:00:00-05:00')
const parse = (text: string) => parseCalendarRequest(text, { now })

describe('the action (product.md 4)', () => {
  it('goes by the verb that opens the request, whatever nouns follow', () => {
    expect(parse('Cancel my meeting with the lawyer').action).toBe('delete')
    expect(parse('Remind me to cancel the newspaper on Friday at 9').action).toBe('create')
    expect(parse('Add a reminder to change the furnace filter on Saturday at 10').action).toBe('create')
    expect(parse('Can you please move my haircut to Friday at 2?').action).toBe('update')
    expect(parse('I need to reschedule my dentist appointment').action).toBe('update')
    expect(parse('Set up a meeting with the pharmacist next Monday at 10:30am').action).toBe('create')
  })

  it('reads questions about the calendar as get', () => {
    for (const text of [
      'Do I have anything on Friday?',
      'What do I have tomorrow?',
      'Any upcoming appointments?',
      'When is my dentist appointment?',
      'Am I free on Saturday afternoon?',
      'Is my haircut on Friday?',
      'Tell me what I have today',
    ]) {
      expect(parse(text).action, text).toBe('get')
    }
  })

  it('finds removal and change words later in a sentence, and creates by default', () => {
    expect(parse("I can't make lunch with Margaret, please cancel it").action).toBe('delete')
    expect(parse('My appointment with Dr. Patel has been moved to Friday at 3').action).toBe('update')
    expect(parse('Take the bingo night off my calendar').action).toBe('delete')
    expect(parse('I have a dentist appointment on Thursday at 10am').action).toBe('create')
    expect(parse('Get my flu shot on Friday at 10').action).toBe('create')
  })
})

describe('updating an event', () => {
  it('gives the words that find the event and its new start', () => {
    expect(parse('Reschedule my dentist appointment to Thursday at 2pm')).toEqual({
      action: 'update',
      start: '2026-11-19T14:00:00-05:00',
      timeZone: 'America/New_York',
      isRecurring: false,
      searchQuery: 'dentist',
      missingFields: [],
      language: 'english',
    })
  })

  it('marks a change of time alone as timeOnly, and of day alone as dateOnly', () => {
    expect(parse('Change my lunch with Margaret to 1pm')).toMatchObject({
      searchQuery: 'lunch with margaret',
      start: '2026-11-18T13:00:00-05:00',
      timeOnly: true,
    })
    expect(parse('Change my doctor appointment to Friday')).toMatchObject({
      searchQuery: 'doctor',
      start: '2026-11-20T00:00:00-05:00',
      dateOnly: true,
    })
  })

  it('moves to the last date said, and leaves the end alone unless one is said', () => {
    const moved = parse('Move my dentist appointment from Friday to Monday at 2pm')
    expect(moved).toMatchObject({ searchQuery: 'dentist', start: '2026-11-23T14:00:00-05:00' })
    expect(moved.end).toBeUndefined()
    expect(parse('Move my haircut to Friday from 2 to 3').end).toBe('2026-11-20T15:00:00-05:00')
  })

  it('cleans the search words', () => {
    expect(parse('Change the time of my haircut to 3pm').searchQuery).toBe('haircut')
    expect(parse('Push my haircut back to 4pm').searchQuery).toBe('haircut')
    expect(parse('Update the book club meeting to 7pm').searchQuery).toBe('book club')
    expect(parse('Move my 2pm appointment to 4pm')).toMatchObject({
      searchQuery: 'appointment',
      start: '2026-11-18T16:00:00-05:00',
    })
  })

  it('takes a new title from "rename X to Y"', () => {
    expect(parse('Rename my checkup to eye exam')).toMatchObject({ searchQuery: 'checkup', summary: 'Eye exam' })
  })

  it('needs an event and something to change (product.md 5)', () => {
    expect(parse('Modify my physical therapy appointment').missingFields).toEqual(['change'])
    expect(parse('Change it to 3pm').missingFields).toEqual(['event'])
    expect(parse('Update it').missingFields).toEqual(['event', 'change'])
    expect(parse('Change my pills reminder to every day at 8am')).toMatchObject({
      isRecurring: true,
      recurrencePattern: 'RRULE:FREQ=DAILY;INTERVAL=1',
      missingFields: [],
    })
  })
})

describe('deleting an event', () => {
  it('gives the search words, trimmed of words every event has', () => {
    const queries = [
      ['Cancel my dentist appointment', 'dentist'],
      ['Cancel my meeting with the lawyer', 'lawyer'],
      ['Remove the reminder for my pills', 'pills'],
      ['Cancel lunch with Margaret', 'lunch with margaret'],
      ['Remove lunch with Margaret from my calendar', 'lunch with margaret'],
      ["Cancel tomorrow's appointment with Dr. Patel", 'dr. patel'],
      ['Cancel my weekly bridge game', 'bridge game'],
      ["I can't make lunch with Margaret, please cancel it", 'lunch with margaret'],
    ]
    for (const [text, query] of queries) expect(parse(text!).searchQuery, text).toBe(query)
  })

  it('narrows the search to the day said', () => {
    expect(parse('Remove my haircut on Friday')).toMatchObject({
      searchQuery: 'haircut',
      rangeStart: '2026-11-20T00:00:00-05:00',
      rangeEnd: '2026-11-21T00:00:00-05:00',
    })
    expect(parse('Delete my 3pm appointment').searchQuery).toBe('appointment')
  })

  it('takes an event id, and otherwise needs words to find the event', () => {
    expect(parse('Delete event 123E4567-E89B-12D3-A456-426614174000')).toMatchObject({
      eventId: '123e4567-e89b-12d3-a456-426614174000',
      missingFields: [],
    })
    expect(parse('Please cancel it').missingFields).toEqual(['event'])
    expect(parse('Cancel all my appointments').missingFields).toEqual(['event'])
  })
})

describe('getting events', () => {
  it('asks about a whole day, from midnight to midnight', () => {
    expect(parse('What do I have tomorrow?')).toEqual({
      action: 'get',
      timeZone: 'America/New_York',
      isRecurring: false,
      rangeStart: '2026-11-19T00:00:00-05:00',
      rangeEnd: '2026-11-20T00:00:00-05:00',
      missingFields: [],
      language: 'english',
    })
    expect(parse('Do I have anything on Friday?').rangeStart).toBe('2026-11-20T00:00:00-05:00')
  })

  it('asks about weeks (Monday to Sunday), weekends, months and the next few days', () => {
    const window = (text: string) => [parse(text).rangeStart?.slice(0, 10), parse(text).rangeEnd?.slice(0, 10)]
    expect(window('Show my appointments for this week')).toEqual(['2026-11-18', '2026-11-23'])
    expect(window('List my events for next week')).toEqual(['2026-11-23', '2026-11-30'])
    expect(window('What do I have this weekend?')).toEqual(['2026-11-21', '2026-11-23'])
    expect(window('Show me my schedule for next month')).toEqual(['2026-12-01', '2027-01-01'])
    expect(window('What is on this month?')).toEqual(['2026-11-18', '2026-12-01'])
    expect(window('Anything coming up in the next 3 days?')).toEqual(['2026-11-18', '2026-11-22'])
    expect(window('Do I have anything in December?')).toEqual(['2026-12-01', '2027-01-01'])
  })

  it('has no window for upcoming events, and no search words for "anything"', () => {
    const upcoming = parse('Any upcoming appointments?')
    expect([upcoming.rangeStart, upcoming.rangeEnd, upcoming.searchQuery]).toEqual([undefined, undefined, undefined])
    expect(parse('List my appointments').searchQuery).toBeUndefined()
    expect(parse('Show me everything on Saturday').searchQuery).toBeUndefined()
  })

  it('searches for the event a question names', () => {
    expect(parse('When is my dentist appointment?').searchQuery).toBe('dentist')
    expect(parse('Find my cardiology appointment').searchQuery).toBe('cardiology')
    expect(parse("When's my next doctor appointment?").searchQuery).toBe('doctor')
    expect(parse('What time is my haircut?').searchQuery).toBe('haircut')
    expect(parse('When is book club?').searchQuery).toBe('book club')
    expect(parse('Do I have a doctor appointment this week?')).toMatchObject({
      searchQuery: 'doctor',
      rangeStart: '2026-11-18T00:00:00-05:00',
    })
  })
})
