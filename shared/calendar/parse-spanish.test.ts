import { describe, expect, it } from 'vitest'
import { parseCalendarRequest } from './parse.ts'
import { requestLanguage } from './request-language.ts'

// Wednesday 18 November 2026, 10:00 in New York.
const now = new Date('2026-11-18T10:00:00-05:00')
const parse = (text: string) => parseCalendarRequest(text, { now })

describe('requestLanguage', () => {
  it('tells Spanish requests from English ones, short ones included', () => {
    for (const text of ['Cancela mi cita con el dentista', '¿Qué tengo mañana?', 'Programa fisioterapia el lunes']) {
      expect(requestLanguage(text), text).toBe('spanish')
    }
    for (const text of [
      'Cancel my dentist appointment',
      'Add lunch at La Casa on Friday at noon',
      'Put church on Sunday',
    ]) {
      expect(requestLanguage(text), text).toBe('english')
    }
  })
})

describe('Spanish requests', () => {
  it('creates with a clean title and the time of day the words give', () => {
    expect(parse('Programa una cita con el médico mañana a las 3 de la tarde')).toEqual({
      action: 'create',
      summary: 'Cita con el médico',
      start: '2026-11-19T15:00:00-05:00',
      end: '2026-11-19T16:00:00-05:00',
      timeZone: 'America/New_York',
      isRecurring: false,
      missingFields: [],
      language: 'spanish',
    })
    expect(parse('Recuérdame llamar a mi hija el viernes a las 6 de la tarde')).toMatchObject({
      summary: 'Llamar a mi hija',
      start: '2026-11-20T18:00:00-05:00',
    })
    expect(parse('Agenda una cita con el dentista el 3 de diciembre a las 10:30').start).toBe(
      '2026-12-03T10:30:00-05:00',
    )
  })

  it('reads Spanish ways of saying times and days', () => {
    expect(parse('Programa una cita pasado mañana a las 9 y media').start).toBe('2026-11-20T09:30:00-05:00')
    expect(parse('Añade té con Ana el jueves a las diez menos cuarto').start).toBe('2026-11-19T09:45:00-05:00')
    expect(parse('Añade la cena el sábado a las 9 de la noche').start).toBe('2026-11-21T21:00:00-05:00')
    expect(parse('Añade el paseo mañana por la mañana').start).toBe('2026-11-19T09:00:00-05:00')
    expect(parse('Recuérdame llamar al banco dentro de dos horas').start).toBe('2026-11-18T12:00:00-05:00')
    const lunch = parse('Añade comida con Carmen el sábado de 2 a 4 de la tarde')
    expect([lunch.start, lunch.end]).toEqual(['2026-11-21T14:00:00-05:00', '2026-11-21T16:00:00-05:00'])
  })

  it('repeats', () => {
    expect(parse('Recuérdame tomar mis pastillas todos los días a las 9')).toMatchObject({
      summary: 'Tomar mis pastillas',
      start: '2026-11-19T09:00:00-05:00',
      recurrencePattern: 'RRULE:FREQ=DAILY;INTERVAL=1',
    })
    expect(parse('Pon la misa todos los domingos a las 11').recurrencePattern).toBe(
      'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=SU',
    )
    expect(parse('Recuérdame pagar la luz el día 5 de cada mes a las 9')).toMatchObject({
      start: '2026-12-05T09:00:00-05:00',
      recurrencePattern: 'RRULE:FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=5',
    })
    expect(parse('Recuérdame regar las plantas cada 2 días a las 8').recurrencePattern).toBe(
      'RRULE:FREQ=DAILY;INTERVAL=2',
    )
    expect(parse('Recuérdame tomar la pastilla cada mañana').start).toBe('2026-11-19T09:00:00-05:00')
  })

  it('changes, deletes and asks', () => {
    expect(parse('Cambia mi cita con el dentista al jueves a las 2')).toMatchObject({
      action: 'update',
      searchQuery: 'dentista',
      start: '2026-11-19T14:00:00-05:00',
    })
    expect(parse('Cancela mi cita con el dentista')).toMatchObject({ action: 'delete', searchQuery: 'dentista' })
    expect(parse('Borra el recordatorio de las pastillas').searchQuery).toBe('pastillas')
    expect(parse('¿Qué tengo mañana?')).toMatchObject({
      action: 'get',
      rangeStart: '2026-11-19T00:00:00-05:00',
      rangeEnd: '2026-11-20T00:00:00-05:00',
    })
    expect(parse('¿Qué tengo esta semana?').rangeEnd).toBe('2026-11-23T00:00:00-05:00')
    expect(parse('¿Cuándo es mi cita con el dentista?')).toMatchObject({ action: 'get', searchQuery: 'dentista' })
  })

  it('names what is missing and rejects dates that do not exist', () => {
    expect(parse('Crea un evento').missingFields).toEqual(['summary', 'start'])
    expect(parse('Agenda una cita con el cardiólogo').missingFields).toEqual(['start'])
    expect(parse('Programa una cita el 30 de febrero a las 10').missingFields).toEqual(['start'])
  })
})
