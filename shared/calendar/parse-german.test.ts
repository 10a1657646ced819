import { describe, expect, it } from 'vitest'
import { isCalendarRequest } from './detect.ts'
import { parseCalendarRequest } from './parse.ts'

// Wednesday 18 November 2026, 10:05 in Berlin.
const now = new Date('2026-11-18T10:05:00+01:00')
const timeZone = 'Europe/Berlin'
const parse = (text: string) => parseCalendarRequest(text, { now, timeZone })
/** The local wall time of a result, to the minute ('YYYY-MM-DDTHH:mm'). */
const wall = (iso: string | undefined) => iso?.slice(0, 16)

describe('German requests: one-off events with a day and a time', () => {
  // [request, start, a word of the title]
  const creates: [string, string, RegExp][] = [
    ['Trag bitte den Zahnarzt morgen um 10 Uhr ein', '2026-11-19T10:00', /zahnarzt/i],
    ['Friseur übermorgen um halb elf', '2026-11-20T10:30', /friseur/i],
    ['bitte eintragen: Fusspflege am Freitag um 9', '2026-11-20T09:00', /fusspflege/i],
    ['Erinnere mich nächsten Montag um 15 Uhr an den Anruf bei meiner Schwester', '2026-11-23T15:00', /schwester/i],
    ['Termin beim Augenarzt am 3. Dezember um 14.30 Uhr', '2026-12-03T14:30', /augenarzt/i],
    ['Kaffee mit Gisela am 24.11. um 15 Uhr', '2026-11-24T15:00', /kaffee/i],
    ['Trage Physiotherapie am Donnerstag um viertel nach drei ein', '2026-11-19T15:15', /physiotherapie/i],
    ['Hausarzt Dienstag um viertel vor neun', '2026-11-24T08:45', /hausarzt/i],
    ['Mittagessen mit meinem Sohn morgen mittag', '2026-11-19T12:00', /mittagessen/i],
    ['Konzert in der Kirche Samstag abends um 7', '2026-11-21T19:00', /konzert/i],
    ['Blutabnahme beim Hausarzt am 1 Dezember um 8 Uhr früh', '2026-12-01T08:00', /blutabnahme/i],
    ['trag ein bingo im gemeindehaus am 5. um 14 uhr', '2026-12-05T14:00', /bingo/i],
    ['Kannst du für mich den Optiker heute Nachmittag um 4 eintragen?', '2026-11-18T16:00', /optiker/i],
    ['Erinnere mich heute Abend um 8 an die Tabletten', '2026-11-18T20:00', /tabletten/i],
    ['Geburtstagsfeier bei Helga am Sonnabend um 15 Uhr', '2026-11-21T15:00', /geburtstagsfeier/i],
    ['bitte Fusspflege am 2.12. um 9.15 Uhr eintragen', '2026-12-02T09:15', /fusspflege/i],
    ['Skatabend mit den Nachbarn am Freitag um 19 Uhr', '2026-11-20T19:00', /skatabend/i],
    ['Zahnreinigung am Montag, den 30. November um 8 Uhr 30', '2026-11-30T08:30', /zahnreinigung/i],
    ['Tragen Sie bitte ein: Kosmetik kommenden Freitag um halb drei', '2026-11-20T14:30', /kosmetik/i],
    ['Wassergymnastik heute um 17:45', '2026-11-18T17:45', /wassergymnastik/i],
    [
      'Mach mir einen Termin beim Hoergeraeteakustiker am 7. Dezember um 10',
      '2026-12-07T10:00',
      /hoergeraeteakustiker/i,
    ],
    ['Chorprobe morgen um sieben Uhr abends', '2026-11-19T19:00', /chorprobe/i],
    ['kaffeetrinken bei erika heute um 3', '2026-11-18T15:00', /kaffeetrinken/i],
    ['Trag den zahnartz am Freitagabend um halb acht ein', '2026-11-20T19:30', /zahnartz/i],
    ['Abendessen bei Ursula morgen um 18 Uhr', '2026-11-19T18:00', /abendessen/i],
  ]

  it.each(creates)('%s', (text, start, word) => {
    expect(isCalendarRequest(text), 'isCalendarRequest').toBe(true)
    const request = parse(text)
    expect(request.action).toBe('create')
    expect(wall(request.start)).toBe(start)
    expect(request.summary).toMatch(word)
    expect(request.isRecurring).toBe(false)
    expect(request.missingFields).toEqual([])
  })
})

describe('German requests: repeats', () => {
  // [request, first start, RRULE parts, a word of the title]
  const repeats: [string, string, (string | RegExp)[], RegExp][] = [
    ['Erinnere mich jeden Tag um 8 Uhr an meine Tabletten', '2026-11-19T08:00', ['FREQ=DAILY'], /tabletten/i],
    ['Jeden Montag um 10 Uhr Seniorengymnastik', '2026-11-23T10:00', ['FREQ=WEEKLY', 'BYDAY=MO'], /seniorengymnastik/i],
    [
      'Erinnere mich werktags um 7:30 an den Blutdruck',
      '2026-11-19T07:30',
      ['FREQ=WEEKLY', 'BYDAY=MO,TU,WE,TH,FR'],
      /blutdruck/i,
    ],
    [
      'Alle zwei Wochen am Donnerstag um 14 Uhr Fußpflege',
      '2026-11-19T14:00',
      ['FREQ=WEEKLY', 'INTERVAL=2', 'BYDAY=TH'],
      /fußpflege/i,
    ],
    ['Miete überweisen am 1. jeden Monats um 9 Uhr', '2026-12-01T09:00', ['FREQ=MONTHLY', 'BYMONTHDAY=1'], /miete/i],
    [
      'Trag den Seniorentreff am ersten Dienstag im Monat um 15 Uhr ein',
      '2026-12-01T15:00',
      ['FREQ=MONTHLY', /BYDAY=\+?1TU/],
      /seniorentreff/i,
    ],
    ['täglich um 21 Uhr Augentropfen nehmen', '2026-11-18T21:00', ['FREQ=DAILY'], /augentropfen/i],
  ]

  it.each(repeats)('%s', (text, start, rule, word) => {
    expect(isCalendarRequest(text), 'isCalendarRequest').toBe(true)
    const request = parse(text)
    expect(request.action).toBe('create')
    expect(request.isRecurring).toBe(true)
    expect(wall(request.start)).toBe(start)
    for (const part of rule) expect(request.recurrencePattern).toMatch(part)
    expect(request.summary).toMatch(word)
  })
})

describe('German requests: a day but no time, so Sage asks', () => {
  const noTime: [string, RegExp][] = [
    ['Trag bitte den Friseur am Freitag ein', /friseur/i],
    ['Termin beim Orthopäden nächste Woche Dienstag', /orthop/i],
    ['Erinnere mich morgen an den Geburtstag von Tante Erna', /geburtstag/i],
  ]

  it.each(noTime)('%s', (text, word) => {
    expect(isCalendarRequest(text), 'isCalendarRequest').toBe(true)
    const request = parse(text)
    expect(request.action).toBe('create')
    expect(request.start).toBeUndefined()
    expect(request.missingFields).toContain('start')
    expect(request.summary).toMatch(word)
  })
})

describe('German requests: moves', () => {
  // [request, new start (or its prefix), the event searched for]
  const moves: [string, string, RegExp][] = [
    ['Verschieb den Zahnarzt auf Freitag um 11', '2026-11-20T11:00', /zahnarzt/i],
    ['Bitte den Friseur von Dienstag auf Donnerstag um 9 Uhr verlegen', '2026-11-19T09:00', /friseur/i],
    ['Ändere die Physiotherapie auf nächsten Montag um 16 Uhr', '2026-11-23T16:00', /physiotherapie/i],
    ['verschiebe kaffee mit gisela auf morgen 15 uhr', '2026-11-19T15:00', /kaffee/i],
    ['Das Treffen mit Inge bitte von Montag auf Mittwoch nächste Woche verlegen', '2026-11-25', /inge/i],
  ]

  it.each(moves)('%s', (text, start, word) => {
    expect(isCalendarRequest(text), 'isCalendarRequest').toBe(true)
    const request = parse(text)
    expect(request.action).toBe('update')
    expect(request.start?.startsWith(start), `start ${request.start}`).toBe(true)
    expect(request.searchQuery).toMatch(word)
  })

  it('Können Sie meinen Termin beim Hausarzt auf halb zehn verschieben?', () => {
    const text = 'Können Sie meinen Termin beim Hausarzt auf halb zehn verschieben?'
    expect(isCalendarRequest(text)).toBe(true)
    const request = parse(text)
    expect(request.action).toBe('update')
    // Only a time was said: the event keeps its day.
    expect(request.start?.slice(11, 16)).toBe('09:30')
    expect(request.searchQuery).toMatch(/hausarzt/i)
  })
})

describe('German requests: cancellations', () => {
  const deletes: [string, RegExp][] = [
    ['Sag den Friseur am Freitag ab', /friseur/i],
    ['Bitte lösche den Zahnarzttermin morgen', /zahnarzt/i],
    ['Ich möchte die Fußpflege absagen', /fußpflege/i],
    ['Streich das Kaffeetrinken mit Gisela', /kaffeetrinken|gisela/i],
    ['Die Chorprobe am Donnerstag fällt aus', /chorprobe/i],
    ['Termin beim Augenarzt bitte stornieren', /augenarzt/i],
  ]

  it.each(deletes)('%s', (text, word) => {
    expect(isCalendarRequest(text), 'isCalendarRequest').toBe(true)
    const request = parse(text)
    expect(request.action).toBe('delete')
    expect(request.searchQuery).toMatch(word)
  })
})

describe('German requests: questions', () => {
  // [question, range start, range end]
  const days: [string, string, string][] = [
    ['Was habe ich heute?', '2026-11-18T00:00', '2026-11-19T00:00'],
    ['Hab ich morgen was vor?', '2026-11-19T00:00', '2026-11-20T00:00'],
    ['Welche Termine habe ich nächste Woche?', '2026-11-23T00:00', '2026-11-30T00:00'],
    ['Zeig mir bitte meine Termine für Freitag', '2026-11-20T00:00', '2026-11-21T00:00'],
  ]

  it.each(days)('%s', (text, rangeStart, rangeEnd) => {
    expect(isCalendarRequest(text), 'isCalendarRequest').toBe(true)
    const request = parse(text)
    expect(request.action).toBe('get')
    expect(wall(request.rangeStart)).toBe(rangeStart)
    expect(wall(request.rangeEnd)).toBe(rangeEnd)
  })

  it('Was steht diese Woche an?', () => {
    const text = 'Was steht diese Woche an?'
    expect(isCalendarRequest(text)).toBe(true)
    const request = parse(text)
    expect(request.action).toBe('get')
    // This week: from today up to next Monday.
    expect(wall(request.rangeStart)! <= '2026-11-18T10:05').toBe(true)
    expect(wall(request.rangeEnd)).toBe('2026-11-23T00:00')
  })

  it('Wann ist mein nächster Termin beim Zahnarzt?', () => {
    const text = 'Wann ist mein nächster Termin beim Zahnarzt?'
    expect(isCalendarRequest(text)).toBe(true)
    const request = parse(text)
    expect(request.action).toBe('get')
    expect(request.searchQuery).toMatch(/zahnarzt/i)
  })
})

describe('German requests: the ways of saying it that older people type', () => {
  // [request, action, start (or its prefix; '' when none), a word of the title or search, RRULE parts]
  const cases: [string, string, string, RegExp, string[]][] = [
    // A day said alone implies no half of the day: "9" stays 9 in the afternoon.
    ['Fußpflege in drei Tagen um 9 Uhr', 'create', '2026-11-21T09:00', /fußpflege/i, []],
    // The number after a month name is the hour, not the year.
    ['am 4. dezember 11 uhr kosmetik', 'create', '2026-12-04T11:00', /kosmetik/i, []],
    ['Friseur 22.12. 10 Uhr', 'create', '2026-12-22T10:00', /friseur/i, []],
    ['bitte heute in einer Woche um 11 den Optiker eintragen', 'create', '2026-11-25T11:00', /optiker/i, []],
    ['Mitwoch um 4 Kaffee bei Renate', 'create', '2026-11-18T16:00', /renate/i, []],
    ['Massage übermorgen 15uhr30', 'create', '2026-11-20T15:30', /massage/i, []],
    ['heute abend Kino mit Enkel um halb 8', 'create', '2026-11-18T19:30', /kino/i, []],
    ['Am 2. Advent um 15 Uhr Kaffeetafel im Gemeindehaus', 'create', '2026-12-06T15:00', /kaffeetafel/i, []],
    ['Jeden Dienstagabend um 7 Skatrunde', 'create', '2026-11-24T19:00', /skat/i, ['FREQ=WEEKLY', 'BYDAY=TU']],
    [
      'dienstags donnerstags und samstags um 8 Uhr Schwimmen',
      'create',
      '2026-11-19T08:00',
      /schwimmen/i,
      ['BYDAY=TU,TH,SA'],
    ],
    [
      'vierzehntägig freitags um 9 Putzhilfe',
      'create',
      '2026-11-20T09:00',
      /putzhilfe/i,
      ['FREQ=WEEKLY', 'INTERVAL=2'],
    ],
    ['Den Optiker bitte nicht am Freitag sondern am Montag um 10', 'update', '2026-11-23T10:00', /optiker/i, []],
    ['Kartenrunde lieber um 17 Uhr statt 16 Uhr', 'update', '2026-11-18T17:00', /kartenrunde/i, []],
    ['Kannst du den Hautarzt auf Dienstag umlegen', 'update', '2026-11-24', /hautarzt/i, []],
    ['Das Konzert am Samstag findet nicht statt', 'delete', '2026-11-21', /konzert/i, []],
    ['Den Handarbeitskreis bitte löschen', 'delete', '', /handarbeitskreis/i, []],
    ['Was ist am 28. November los?', 'get', '2026-11-28', /.*/, []],
    ['Steht am Dienstag irgendwas an?', 'get', '2026-11-24', /.*/, []],
    ['Welche Termine stehen im Januar an?', 'get', '2027-01-01', /.*/, []],
    ['Hab ich morgen Gymnastik?', 'get', '2026-11-19', /gymnastik/i, []],
  ]

  it.each(cases)('%s', (text, action, start, word, rule) => {
    expect(isCalendarRequest(text), 'isCalendarRequest').toBe(true)
    const request = parse(text)
    expect(request.action).toBe(action)
    const when = action === 'get' || action === 'delete' ? (request.start ?? request.rangeStart) : request.start
    if (start) expect(when?.startsWith(start), `start ${when}`).toBe(true)
    if (action === 'create') expect(request.summary).toMatch(word)
    else if (word.source !== '.*') expect(request.searchQuery).toMatch(word)
    for (const part of rule) expect(request.recurrencePattern).toMatch(part)
  })

  it('Was steht am Freitag an? is read in German, not English', () => {
    const request = parseCalendarRequest('Was steht am Freitag an?', {
      now: new Date('2026-09-01T11:00:00+02:00'),
      timeZone: 'Europe/Vienna',
    })
    expect(request.action).toBe('get')
    expect(wall(request.rangeStart)).toBe('2026-09-04T00:00')
  })

  // A note of an event and its day, with no verb and no time: Sage asks when.
  it.each([
    'Hörgerät abholen am 9. Dezember',
    'Enkel kommt nächsten Sonntag zu Besuch, bitte notieren',
    'Weihnachtsmarkt mit Inge am Samstag',
  ])('%s', (text) => {
    expect(isCalendarRequest(text), 'isCalendarRequest').toBe(true)
    const request = parse(text)
    expect(request.action).toBe('create')
    expect(request.missingFields).toContain('start')
  })
})

describe('German messages that are not calendar requests', () => {
  it.each([
    'Guten Morgen, wie geht es dir heute?',
    'Wie wird das Wetter morgen?',
    'Ich vermisse meinen Mann so sehr',
    'Erzähl mir bitte einen Witz',
    'Meine Enkelin hat mir gestern Blumen gebracht',
    'Lösch bitte mein Foto',
    'Gute Nacht, bis morgen',
    'Morgen wird es regnen',
    'Ist heute Sonntag?',
    'Das Foto von Weihnachten bitte löschen',
    'Ich muss morgen die Wand im Flur streichen',
  ])('%s', (text) => {
    expect(isCalendarRequest(text)).toBe(false)
  })
})
