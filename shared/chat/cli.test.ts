import { describe, expect, it } from 'vitest'
import { commandError, runLines, USAGE_EXIT_CODE } from './cli.ts'

describe('runLines detect-language', () => {
  it('answers each input line with one JSON line', () => {
    const run = runLines('detect-language', [
      JSON.stringify({ text: 'Can you speak Spanish?', current: 'english' }),
      JSON.stringify({ text: 'ok', current: 'spanish' }),
    ])
    expect(run).toEqual({
      exitCode: 0,
      output: [
        '{"language":"spanish","confidence":0.95,"switch":true}',
        '{"language":"spanish","confidence":0,"switch":false}',
      ],
    })
  })

  it('answers a bad line with an error and goes on', () => {
    const run = runLines('detect-language', [
      'not json',
      '[1, 2]',
      '{"current":"english"}',
      '{"text":"hola","current":"klingon"}',
      '{"text":"Bitte sprich Deutsch mit mir","current":"en"}',
    ])
    expect(run.exitCode).toBe(0)
    const output = run.exitCode === 0 ? run.output.map((line) => JSON.parse(line)) : []
    expect(output).toEqual([
      { error: 'the line is not valid JSON' },
      { error: 'expected a JSON object like {"text": "...", "current": "english"}' },
      { error: '"text" must be a string' },
      { error: '"current" must be one of english, spanish, french, german, italian, portuguese, chinese, japanese' },
      { language: 'german', confidence: 0.95, switch: true },
    ])
  })

  it('skips blank lines, reads a missing current language as English, and ignores extra fields', () => {
    const run = runLines('detect-language', ['', '  ', '{"text":"hello there","expect":{}}'])
    expect(run).toEqual({ exitCode: 0, output: ['{"language":"english","confidence":0.4,"switch":false}'] })
  })
})

describe('runLines parse-calendar', () => {
  const now = '2026-11-18T10:00:00-05:00'

  it('answers each request with the parsed request as one JSON line', () => {
    const run = runLines('parse-calendar', [
      JSON.stringify({ text: 'Remind me to take my pills every day at 9am', now, timeZone: 'America/New_York' }),
      JSON.stringify({ text: 'What do I have tomorrow?', now, timeZone: 'Asia/Tokyo' }),
    ])
    expect(run).toEqual({
      exitCode: 0,
      output: [
        JSON.stringify({
          action: 'create',
          summary: 'Take my pills',
          start: '2026-11-19T09:00:00-05:00',
          end: '2026-11-19T10:00:00-05:00',
          timeZone: 'America/New_York',
          isRecurring: true,
          recurrencePattern: 'RRULE:FREQ=DAILY;INTERVAL=1',
          missingFields: [],
          language: 'english',
        }),
        JSON.stringify({
          action: 'get',
          timeZone: 'Asia/Tokyo',
          isRecurring: false,
          rangeStart: '2026-11-20T00:00:00+09:00',
          rangeEnd: '2026-11-21T00:00:00+09:00',
          missingFields: [],
          language: 'english',
        }),
      ],
    })
  })

  it('uses America/New_York when timeZone is left out', () => {
    const run = runLines('parse-calendar', [JSON.stringify({ text: 'Cancel my dentist appointment', now })])
    const [answer] = run.exitCode === 0 ? run.output.map((line) => JSON.parse(line)) : []
    expect(answer).toMatchObject({ action: 'delete', searchQuery: 'dentist', timeZone: 'America/New_York' })
  })

  it('answers a bad line with an error and goes on', () => {
    const run = runLines('parse-calendar', [
      'not json',
      '"just a string"',
      JSON.stringify({ now }),
      JSON.stringify({ text: 'Add tea at 4pm' }),
      JSON.stringify({ text: 'Add tea at 4pm', now: 'tomorrow' }),
      JSON.stringify({ text: 'Add tea at 4pm', now: '2026-11-18T10:00:00' }),
      JSON.stringify({ text: 'Add tea at 4pm', now: '2026-02-30T10:00:00Z' }),
      JSON.stringify({ text: 'Add tea at 4pm', now, timeZone: 'Mars/Olympus' }),
      JSON.stringify({ text: 'Add tea at 4pm', now, timeZone: 5 }),
      JSON.stringify({ text: 'Add tea at 4pm', now: '2026-11-18T15:00:00Z' }),
    ])
    expect(run.exitCode).toBe(0)
    const output = run.exitCode === 0 ? run.output.map((line) => JSON.parse(line)) : []
    const badNow = { error: '"now" must be an ISO date-time with an offset, such as "2026-11-18T10:00:00-05:00"' }
    const badZone = { error: '"timeZone" must be a time zone such as "America/New_York"' }
    expect(output.slice(0, 9)).toEqual([
      { error: 'the line is not valid JSON' },
      {
        error:
          'expected a JSON object like {"text": "...", "now": "2026-11-18T10:00:00-05:00", "timeZone": "America/New_York"}',
      },
      { error: '"text" must be a string' },
      badNow,
      badNow,
      badNow,
      badNow,
      badZone,
      badZone,
    ])
    expect(output[9]).toMatchObject({ action: 'create', summary: 'Tea', start: '2026-11-18T16:00:00-05:00' })
  })
})

describe('runLines with an unknown command', () => {
  it('gives a one-line error and exit code 2', () => {
    expect(runLines('parse-weather', ['{}'])).toEqual({
      exitCode: USAGE_EXIT_CODE,
      error: 'sage: unknown command "parse-weather" (known: detect-language, parse-calendar, detect-emergency)',
    })
    expect(USAGE_EXIT_CODE).toBe(2)
    expect(commandError(undefined)).toBe(
      'sage: name a command (known: detect-language, parse-calendar, detect-emergency)',
    )
  })
})

describe('runLines detect-emergency', () => {
  it('answers {"emergency","kind","subject","ask"} for each line', () => {
    const run = runLines('detect-emergency', [
      JSON.stringify({ text: "I fell and can't get up" }),
      JSON.stringify({ text: 'what a lovely morning' }),
      '{"words":"hi"}',
    ])
    expect(run.exitCode).toBe(0)
    const output = run.exitCode === 0 ? run.output.map((line) => JSON.parse(line)) : []
    expect(output).toEqual([
      { emergency: true, kind: 'fall', subject: 'self', ask: false },
      { emergency: false, kind: null, subject: null, ask: false },
      { error: '"text" must be a string' },
    ])
  })
})
