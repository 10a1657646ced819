import { describe, expect, it } from 'vitest'
import { isCalendarRequest } from './detect.ts'
import { parseCalendarRequest } from './parse.ts'

// Wednesday 18 November 2026, 10:05 in Rome.
const now = new Date('2026-11-18T10:05:00+01:00')
const timeZone = 'Europe/Rome'
const parse = (text: string) => parseCalendarRequest(text, { now, timeZone })

/** The local wall time of an ISO string with an offset: "2026-11-19T10:00". */
const wall = (iso: string | undefined) => iso?.slice(0, 16)

/** A create: the text, the start (local wall time) and a word the title must contain. */
const creates: [string, string, string][] = [
  ['Segna il dentista domani alle 10', '2026-11-19T10:00', 'dentista'],
  ['per favore mettimi il parrucchiere dopodomani alle 15:30', '2026-11-20T15:30', 'parrucchiere'],
  ['dopo domani alle 9 ho la fisioterapia', '2026-11-20T09:00', 'fisioterapia'],
  ['Aggiungi pranzo da mia figlia sabato a mezzogiorno', '2026-11-21T12:00', 'pranzo'],
  ['ricordami di chiamare il medico lunedì prossimo alle 9', '2026-11-23T09:00', 'chiamare'],
  ['Fissa la visita oculistica il 3 dicembre alle 11', '2026-12-03T11:00', 'oculistica'],
  ['metti analisi del sangue venerdi alle 8 e mezza', '2026-11-20T08:30', 'analisi'],
  ['Vorrei segnare la messa per domenica alle 11 meno un quarto', '2026-11-22T10:45', 'messa'],
  ['cena con gli amici giovedì alle 8 di sera', '2026-11-19T20:00', 'cena'],
  ['segna il podologo il 12/12 alle 10', '2026-12-12T10:00', 'podologo'],
  ['mi puoi mettere la parrucchiera domani mattina', '2026-11-19T09:00', 'parrucchiera'],
  ['Aggiungi la tombola in parrocchia oggi pomeriggio alle 4', '2026-11-18T16:00', 'tombola'],
  ['ricordami la pastiglia per la pressione stasera alle 9', '2026-11-18T21:00', 'pastiglia'],
  ['segna caffe con Lucia alle 16', '2026-11-18T16:00', 'caffe'],
  ['appuntamento dal cardiologo il 5 alle 9 e un quarto', '2026-12-05T09:15', 'cardiologo'],
  ['Prenota il fisioterapista martedi alle ore 17', '2026-11-24T17:00', 'fisioterapista'],
  ['aggiungi la riunione del condominio il 28 novembre alle 21', '2026-11-28T21:00', 'condominio'],
  ['metti il compleanno di Giulia il 2/12 alle 13', '2026-12-02T13:00', 'compleanno'],
  ['ricordami di ritirare la pensione dopo domani alle dieci', '2026-11-20T10:00', 'pensione'],
  ["pranzo dalla nonna domenica all'una", '2026-11-22T13:00', 'pranzo'],
  ['Segnami il controllo della pressione giovedì 26 alle 11', '2026-11-26T11:00', 'pressione'],
  ['devo andare dal dottore venerdì alle 3 del pomeriggio', '2026-11-20T15:00', 'dottore'],
  ["aggiungi chiamata a mio fratello tra mezz'ora", '2026-11-18T10:35', 'fratello'],
  ['buongiorno, mi segna la spesa con Anna domani verso le 9 e 30 grazie', '2026-11-19T09:30', 'spesa'],
  ["segna l'oculista lunedi' alle 9 e 15", '2026-11-23T09:15', 'oculista'],
  ['ricordami la visita dal dermatologo il 9.12 alle 10 e mezza', '2026-12-09T10:30', 'dermatologo'],
  ['domattina alle 7 e mezza prelievo in ospedale', '2026-11-19T07:30', 'prelievo'],
  ['ginnastica dolce il cinque dicembre alle dieci', '2026-12-05T10:00', 'ginnastica'],
  ['sabato prossimo all una pranzo dalla zia', '2026-11-21T13:00', 'pranzo'],
  ['martedì della settimana prossima alle 16 parrucchiera', '2026-11-24T16:00', 'parrucchiera'],
  ['Domenica 29 ore 10:30 messa per la nonna', '2026-11-29T10:30', 'messa'],
  ['metti le analisi venerdì alle sette meno dieci', '2026-11-20T06:50', 'analisi'],
  ['il commercialista lunedì alle 11, segnamelo', '2026-11-23T11:00', 'commercialista'],
]

/** A repeat: the text, the start, the RRULE line's beginning and a word the title must contain. */
const repeats: [string, string | undefined, string, string][] = [
  [
    'ricordami di prendere le pastiglie ogni giorno alle 8',
    '2026-11-19T08:00',
    'RRULE:FREQ=DAILY;INTERVAL=1',
    'pastiglie',
  ],
  [
    'metti la ginnastica tutti i lunedì alle 10',
    '2026-11-23T10:00',
    'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO',
    'ginnastica',
  ],
  [
    'ricordami di innaffiare le piante dal lunedi al venerdi alle 7',
    '2026-11-19T07:00',
    'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR',
    'piante',
  ],
  ['segna il mercato ogni due settimane il sabato alle 9', undefined, 'RRULE:FREQ=WEEKLY;INTERVAL=2', 'mercato'],
  [
    "ricordami di pagare l'affitto il primo di ogni mese alle 9",
    '2026-12-01T09:00',
    'RRULE:FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1',
    'affitto',
  ],
  [
    'la riunione del circolo il primo lunedì di ogni mese alle 15',
    '2026-12-07T15:00',
    'RRULE:FREQ=MONTHLY;INTERVAL=1;BYDAY=+1MO',
    'circolo',
  ],
  ['ricordami le gocce per gli occhi tutte le sere', undefined, 'RRULE:FREQ=DAILY', 'gocce'],
  [
    'ogni lunedì mercoledì e venerdì alle 8 passeggiata nel parco',
    '2026-11-20T08:00',
    'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR',
    'passeggiata',
  ],
  [
    'il martedì e il giovedì alle 17 corso di ballo',
    '2026-11-19T17:00',
    'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH',
    'ballo',
  ],
]

/** A create with no time: Sage must ask. */
const noTime: [string, string][] = [
  ['segna il dentista venerdì', 'dentista'],
  ['Aggiungi la visita dal cardiologo il 10 dicembre', 'cardiologo'],
  ["mettimi un appuntamento con l'avvocato", 'avvocato'],
]

/** A move: the text, the new start (or its time only) and a word the search must contain. */
const moves: [string, string, string][] = [
  ['sposta il dentista a venerdì alle 11', '2026-11-20T11:00', 'dentista'],
  ['Puoi spostare il parrucchiere da giovedì a sabato alle 10?', '2026-11-21T10:00', 'parrucchiere'],
  ['rimanda la visita dal cardiologo a lunedì prossimo alle 9 e mezza', '2026-11-23T09:30', 'cardiologo'],
  ["cambia l'orario della ginnastica alle 17", 'T17:00', 'ginnastica'],
  ['devo spostare la fisioterapia da martedì a mercoledì 25 alle 16', '2026-11-25T16:00', 'fisioterapia'],
  ['Anticipa il podologo a domani alle 8', '2026-11-19T08:00', 'podologo'],
  ["l'oculista non è più lunedì ma martedì alle 10", '2026-11-24T10:00', 'oculista'],
  ['la cena con Franca la rimandiamo al 30 alle 20', '2026-11-30T20:00', 'franca'],
]

/** A cancellation: the text and a word the search must contain. */
const cancellations: [string, string][] = [
  ['cancella il dentista di domani', 'dentista'],
  ['annulla la cena con i cugini di sabato', 'cena'],
  ["per favore elimina l'appuntamento dal parrucchiere", 'parrucchiere'],
  ['togli la ginnastica di giovedì', 'ginnastica'],
  ['Disdici la visita oculistica del 3 dicembre', 'oculistica'],
  ['la tombola di domenica non si fa più, cancellala', 'tombola'],
  ['rimuovi il corso di pittura', 'pittura'],
]

/** A question: the text and the window it asks about (local wall times), or a word to search for. */
const questions: [string, { from?: string; to?: string; search?: string }][] = [
  ['cosa ho oggi?', { from: '2026-11-18T00:00', to: '2026-11-19T00:00' }],
  ['che impegni ho domani', { from: '2026-11-19T00:00', to: '2026-11-20T00:00' }],
  ['Cosa ho in programma questa settimana?', { to: '2026-11-23T00:00' }],
  ['ho appuntamenti la settimana prossima?', { from: '2026-11-23T00:00', to: '2026-11-30T00:00' }],
  ["quando e' il mio appuntamento dal dentista?", { search: 'dentista' }],
  ["mi dica cosa c'è venerdì", { from: '2026-11-20T00:00', to: '2026-11-21T00:00' }],
  ['cosa devo fare oggi?', { from: '2026-11-18T00:00', to: '2026-11-19T00:00' }],
  ['che ho venerdì', { from: '2026-11-20T00:00', to: '2026-11-21T00:00' }],
  ['mi ricordi cosa ho domani?', { from: '2026-11-19T00:00', to: '2026-11-20T00:00' }],
  ['sono libero sabato mattina', { from: '2026-11-21T00:00', to: '2026-11-22T00:00' }],
  ['cosa c e domenica?', { from: '2026-11-22T00:00', to: '2026-11-23T00:00' }],
]

const smallTalk = [
  'Buongiorno, come sta?',
  'che tempo fa oggi?',
  'mi manca tanto mio marito',
  'mi racconti una barzelletta?',
  'quali sono le mie medicine?',
  'ieri sono andata al mercato alle 10',
  'che tempo farà domani alle 10?',
  'ho dormito male stanotte',
  'ho mal di gola, cosa devo fare?',
  'che giorno è oggi?',
]

describe('Italian requests', () => {
  it.each(creates)('creates: %s', (text, start, word) => {
    const request = parse(text)
    expect(request.action).toBe('create')
    expect(wall(request.start)).toBe(start)
    expect(request.summary?.toLowerCase()).toContain(word)
    expect(request.missingFields).toEqual([])
    expect(isCalendarRequest(text)).toBe(true)
  })

  it.each(repeats)('repeats: %s', (text, start, rule, word) => {
    const request = parse(text)
    expect(request.action).toBe('create')
    expect(request.isRecurring).toBe(true)
    expect(request.recurrencePattern?.startsWith(rule), request.recurrencePattern).toBe(true)
    if (start) expect(wall(request.start)).toBe(start)
    expect(request.summary?.toLowerCase()).toContain(word)
    expect(isCalendarRequest(text)).toBe(true)
  })

  it.each(noTime)('asks for the time: %s', (text, word) => {
    const request = parse(text)
    expect(request.action).toBe('create')
    expect(request.start).toBeUndefined()
    expect(request.missingFields).toContain('start')
    expect(request.summary?.toLowerCase()).toContain(word)
    expect(isCalendarRequest(text)).toBe(true)
  })

  it.each(moves)('moves: %s', (text, start, word) => {
    const request = parse(text)
    expect(request.action).toBe('update')
    if (start.startsWith('T')) expect(request.start).toContain(start)
    else expect(wall(request.start)).toBe(start)
    expect(request.searchQuery?.toLowerCase()).toContain(word)
    expect(isCalendarRequest(text)).toBe(true)
  })

  it.each(cancellations)('cancels: %s', (text, word) => {
    const request = parse(text)
    expect(request.action).toBe('delete')
    expect(request.searchQuery?.toLowerCase()).toContain(word)
    expect(isCalendarRequest(text)).toBe(true)
  })

  it.each(questions)('asks: %s', (text, { from, to, search }) => {
    const request = parse(text)
    expect(request.action).toBe('get')
    if (from) expect(wall(request.rangeStart)).toBe(from)
    if (to) expect(wall(request.rangeEnd)).toBe(to)
    if (search) expect(request.searchQuery?.toLowerCase()).toContain(search)
    expect(isCalendarRequest(text)).toBe(true)
  })

  it.each(smallTalk)('is not a calendar request: %s', (text) => {
    expect(isCalendarRequest(text)).toBe(false)
  })

  it('leaves the verb said after the event out of the title', () => {
    expect(parse('il commercialista lunedì alle 11, segnamelo').summary).toBe('Commercialista')
    expect(parse('la tombola di domenica non si fa più, cancellala').searchQuery).toBe('tombola')
  })

  it('reads the language as Italian', () => {
    expect(parse('Segna il dentista domani alle 10').language).toBe('italian')
    expect(parse('cosa ho domani?').language).toBe('italian')
  })
})

// The same Wednesday at 16:30: a day counted from today keeps the hour said ("alle 9" is 9 am).
describe('Italian requests made in the afternoon', () => {
  const afternoon = new Date('2026-11-18T16:30:00+01:00')
  const read = (text: string) => parseCalendarRequest(text, { now: afternoon, timeZone })

  it.each([
    ['dopodomani alle 9 fisioterapista', '2026-11-20T09:00'],
    ['fra una settimana alle 10 vaccino antinfluenzale', '2026-11-25T10:00'],
    ['tra due giorni alle 11 ritiro analisi', '2026-11-20T11:00'],
    ['stanotte alle 3 prendere le gocce', '2026-11-19T03:00'],
  ])('creates: %s', (text, start) => {
    const request = read(text)
    expect(request.action).toBe('create')
    expect(wall(request.start)).toBe(start)
    expect(isCalendarRequest(text)).toBe(true)
  })
})
