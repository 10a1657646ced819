import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type CalendarCase, calendarMistakes } from './labelled-case.ts'
import { DEFAULT_EVENT_MINUTES, DEFAULT_TIME_ZONE, parseCalendarRequest } from './parse.ts'

// A copy of shared/eval/calendar.public.jsonl, the labelled cases the parser must get right.
const evalCases = readFileSync(new URL('./fixtures/calendar.public.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as CalendarCase)

const mistakes = calendarMistakes
const parseCase = ({ text, now, timeZone }: CalendarCase) =>
  parseCalendarRequest(text, { now: new Date(now), timeZone })

describe('parseCalendarRequest on the labelled cases', () => {
  it('has cases to check', () => {
    expect(evalCases.length).toBeGreaterThanOrEqual(40)
  })

  it.each(evalCases)('$text', (evalCase) => {
    expect(mistakes(parseCase(evalCase), evalCase.expect)).toEqual([])
  })

  it('scores every case', () => {
    const right = evalCases.filter((evalCase) => mistakes(parseCase(evalCase), evalCase.expect).length === 0)
    expect(`${right.length}/${evalCases.length}`).toBe(`${evalCases.length}/${evalCases.length}`)
  })
})

// Wednesday 18 November 2026, 10:00 in New York.
const now = new Date('2026-11-18T10:00:00-05:00')
const parse = (text: string, timeZone?: string) => parseCalendarRequest(text, { now, timeZone })

describe('creating an event', () => {
  it('gives the whole request: title, start, an hour-long end, the zone and the language', () => {
    expect(parse('Schedule a doctor appointment tomorrow at 3pm')).toEqual({
      action: 'create',
      summary: 'Doctor appointment',
      start: '2026-11-19T15:00:00-05:00',
      end: '2026-11-19T16:00:00-05:00',
      timeZone: 'America/New_York',
      isRecurring: false,
      missingFields: [],
      language: 'english',
    })
    expect([DEFAULT_TIME_ZONE, DEFAULT_EVENT_MINUTES]).toEqual(['America/New_York', 60])
  })

  it('cleans the title of command words, dates, times, repeats and fillers', () => {
    const titles = [
      ['Remind me to take my pills every day at 9am', 'Take my pills'],
      ['Add lunch with Margaret on Friday at noon', 'Lunch with Margaret'],
      ['Please set up a reminder for my grandson’s game on Saturday at 4', "Grandson's game"],
      ['Add "Book club" on Thursday at 7pm', 'Book club'],
      ['Can you put lunch with Betty on my calendar for Thursday at 12:30?', 'Lunch with Betty'],
      ['Remind me that I have a dentist appointment tomorrow at 10', 'Dentist appointment'],
      ['Add bingo night at the community center tonight at 7', 'Bingo night at the community center'],
      ['Schedule the first Monday of every month at 10am book club', 'Book club'],
      ['My grandson turns 10 on Friday, remind me to buy a gift at 11am', 'Buy a gift'],
      ['I need to see the podiatrist next Friday at 3:30', 'See the podiatrist'],
    ]
    for (const [text, title] of titles) expect(parse(text!).summary, text).toBe(title)
  })

  it('reads "at 3" as the afternoon and "at 9" as the morning, unless the words say otherwise', () => {
    expect(parse('Add dinner with the kids on Sunday at 6').start).toBe('2026-11-22T18:00:00-05:00')
    expect(parse('Add coffee with Jean on Friday at 9').start).toBe('2026-11-20T09:00:00-05:00')
    expect(parse('Add a walk on Friday at 6 in the morning').start).toBe('2026-11-20T06:00:00-05:00')
    expect(parse('Add a call on Friday at 07:30').start).toBe('2026-11-20T07:30:00-05:00')
    expect(parse('Call Bob this evening at 8').start).toBe('2026-11-18T20:00:00-05:00')
  })

  it('takes an end or a length when one is said', () => {
    const visit = parse('Add my sister’s visit on Saturday from 2pm to 5pm')
    expect([visit.start, visit.end]).toEqual(['2026-11-21T14:00:00-05:00', '2026-11-21T17:00:00-05:00'])
    expect(parse('Add a hair appointment on Friday at 3 for 2 hours').end).toBe('2026-11-20T17:00:00-05:00')
    expect(parse('Book a massage on Friday at 2pm for half an hour').end).toBe('2026-11-20T14:30:00-05:00')
    expect(parse('Add the trip on 12/15 from 9 to 3').end).toBe('2026-12-15T15:00:00-05:00')
  })

  it('understands word times, relative days and moments from now', () => {
    expect(parse('Schedule a video call with Tom at half past three tomorrow').start).toBe('2026-11-19T15:30:00-05:00')
    expect(parse('Remind me at eleven am tomorrow to call Sue').start).toBe('2026-11-19T11:00:00-05:00')
    expect(parse('Add coffee with Jean the day after tomorrow at 10').start).toBe('2026-11-20T10:00:00-05:00')
    expect(parse('Remind me in 2 hours to check the oven').start).toBe('2026-11-18T12:00:00-05:00')
    expect(parse('Add a doctor appointment on the 28th at 11').start).toBe('2026-11-28T11:00:00-05:00')
    expect(parse('Create an appointment on January 8th at 10am').start).toBe('2027-01-08T10:00:00-05:00')
    expect(parse('Add tea with Rose 24 November at 4pm').start).toBe('2026-11-24T16:00:00-05:00')
    expect(parse('Add a nap at 3 p.m. today').start).toBe('2026-11-18T15:00:00-05:00')
    expect(parse('Remind me to call the doctor’s office first thing tomorrow').start).toBe('2026-11-19T08:00:00-05:00')
  })

  it('puts a time alone on its next coming, and says only a time was given', () => {
    expect(parse('Remind me to call the pharmacy at 4')).toMatchObject({
      start: '2026-11-18T16:00:00-05:00',
      timeOnly: true,
    })
    expect(parse('Remind me to stretch at 8am')).toMatchObject({ start: '2026-11-19T08:00:00-05:00', timeOnly: true })
    expect(parse('Schedule lunch tomorrow at 1pm').timeOnly).toBeUndefined()
  })

  it('takes today for a bare weekday when its time is still ahead, else next week', () => {
    expect(parse('Add bridge on Wednesday at 3').start).toBe('2026-11-18T15:00:00-05:00')
    expect(parse('Add bridge on Wednesday at 9am').start).toBe('2026-11-25T09:00:00-05:00')
  })

  it('names the fields still needed (product.md 5)', () => {
    expect(parse('Create an event').missingFields).toEqual(['summary', 'start'])
    expect(parse('Schedule a dentist appointment')).toMatchObject({
      summary: 'Dentist appointment',
      missingFields: ['start'],
    })
    expect(parse('Add a reminder for tomorrow at 3pm').missingFields).toEqual(['summary'])
    // A day with no time is not yet a time to put in the calendar.
    expect(parse('Add my grandson’s birthday on Friday').missingFields).toEqual(['start'])
  })

  it('reads "all day" as whole days, midnight to midnight, once or repeating, in English and Spanish', () => {
    expect(parse('Add my grandson’s birthday on Friday all day')).toMatchObject({
      summary: "Grandson's birthday",
      start: '2026-11-20T00:00:00-05:00',
      end: '2026-11-21T00:00:00-05:00',
      allDay: true,
      missingFields: [],
    })
    expect(parse('añade la visita de mi hija el viernes todo el día')).toMatchObject({
      summary: 'Visita de mi hija',
      start: '2026-11-20T00:00:00-05:00',
      allDay: true,
    })
    expect(parse('Family day every Sunday, the whole day')).toMatchObject({
      summary: 'Family day',
      start: '2026-11-22T00:00:00-05:00',
      allDay: true,
      recurrencePattern: 'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=SU',
    })
    // A time said wins over "all day"; "all day" with no day at all still needs one.
    expect(parse('Add a bridge tournament all day Saturday at 10am')).toMatchObject({
      start: '2026-11-21T10:00:00-05:00',
    })
    expect(parse('Add a bridge tournament all day Saturday at 10am').allDay).toBeUndefined()
    expect(parse('Add a tournament all day').missingFields).toEqual(['start'])
  })

  it('rejects dates that do not exist, keeping the rest of the request', () => {
    for (const text of [
      'Add doctor appointment on Feb 30 at 3pm',
      'Add lunch on 13/45 at noon',
      'Add tea on 2026-02-29 at 4',
    ]) {
      const parsed = parse(text)
      expect(parsed.start, text).toBeUndefined()
      expect(parsed.missingFields, text).toEqual(['start'])
    }
    expect(parse('Add doctor appointment on Feb 30 at 3pm').summary).toBe('Doctor appointment')
    expect(parse('Add lunch on Feb 28 at noon').start).toBe('2027-02-28T12:00:00-05:00')
  })

  it('does not read lone numbers as times', () => {
    expect(parse('Remind me to take 2 pills').missingFields).toEqual(['start'])
    expect(parse('Add 5').start).toBeUndefined()
    expect(parse('My grandson turns 10 on Friday, remind me to buy a gift at 11am').start).toBe(
      '2026-11-20T11:00:00-05:00',
    )
    expect(parse('Recuérdame tomar las 2 pastillas a las 9 de la noche').start).toBe('2026-11-18T21:00:00-05:00')
  })

  it('does not read a part of the day inside a title as a time', () => {
    expect(parse('Delete the bingo night event').searchQuery).toBe('bingo night')
    expect(parse('Add movie night on Friday')).toMatchObject({ summary: 'Movie night', missingFields: ['start'] })
  })

  it('reads an event id and a note', () => {
    const parsed = parse('Add physio on Friday at 10 notes: bring the knee brace')
    expect(parsed).toMatchObject({ summary: 'Physio', description: 'bring the knee brace' })
  })

  it('refuses an unknown zone or an invalid now', () => {
    expect(() => parse('Add lunch at noon', 'Mars/Olympus')).toThrow(RangeError)
    expect(() => parseCalendarRequest('Add lunch', { now: new Date('nope') })).toThrow(RangeError)
  })
})
