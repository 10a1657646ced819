import { describe, expect, it } from 'vitest'
import { finishedByAnswer, scopedByAnswer } from './follow-up.ts'
import { calendarWords } from './phrases.ts'

// Wednesday 18 November 2026, 10 am in New York.
const options = {
  now: new Date('2026-11-18T10:00:00-05:00'),
  timeZone: 'America/New_York',
  language: 'english' as const,
}
const ask = (summary: string, language: 'english' | 'spanish' = 'english') => calendarWords(language).askTime(summary)
const said = (...lines: [string, string][]) =>
  lines.flatMap(([person, sage]) => [
    { sender: 'user' as const, content: person },
    { sender: 'assistant' as const, content: sage },
  ])

describe('finishedByAnswer', () => {
  it('finishes the new event with the day and time given in answer to Sage’s question', () => {
    const recent = said(['Add lunch with Margaret', ask('Lunch with Margaret')])
    expect(finishedByAnswer(recent, 'Friday at noon', options)).toMatchObject({
      action: 'create',
      summary: 'Lunch with Margaret',
      start: '2026-11-20T12:00:00-05:00',
    })
    expect(finishedByAnswer(recent, 'at 3pm', options)?.start).toBe('2026-11-18T15:00:00-05:00')
  })

  it('follows a day given first and a time after, asking again in between', () => {
    const recent = said(
      ['Add lunch with Margaret', ask('Lunch with Margaret')],
      ['on Friday', ask('Lunch with Margaret')],
    )
    expect(finishedByAnswer(recent, 'at 1pm', options)).toMatchObject({
      summary: 'Lunch with Margaret',
      start: '2026-11-20T13:00:00-05:00',
    })
  })

  it('reads Spanish answers to a Spanish question', () => {
    const recent = said(['Añade comida con Carmen', ask('Comida con Carmen', 'spanish')])
    expect(
      finishedByAnswer(recent, 'el viernes a las 2 de la tarde', { ...options, language: 'spanish' }),
    ).toMatchObject({
      summary: 'Comida con Carmen',
      start: '2026-11-20T14:00:00-05:00',
    })
  })

  it('leaves alone a message that is not an answer, or that follows no question', () => {
    const asked = said(['Add lunch with Margaret', ask('Lunch with Margaret')])
    expect(finishedByAnswer(asked, 'Never mind', options)).toBeNull()
    expect(finishedByAnswer(asked, 'What do I have tomorrow?', options)).toBeNull()
    expect(finishedByAnswer(asked, 'Add bridge on Friday at 3pm', options)).toBeNull()
    expect(finishedByAnswer(said(['Hello', 'Hello! How are you?']), 'Friday at noon', options)).toBeNull()
    expect(finishedByAnswer([], 'Friday at noon', options)).toBeNull()
    // A question about another event does not pick up this one.
    expect(finishedByAnswer(said(['Add lunch with Margaret', ask('Tea with Anna')]), 'at 3pm', options)).toBeNull()
  })
})

describe('scopedByAnswer', () => {
  const asked = calendarWords('english').askWhich(
    'delete',
    'Heart pills',
    'every day at 8:00 PM',
    'Thursday, November 19',
  )
  const recent = said(['Cancel my heart pills reminder', asked])

  it('settles a repeating event’s cancellation with the scope the answer chose', () => {
    expect(scopedByAnswer(recent, 'all of them', options)).toMatchObject({ action: 'delete', scope: 'series' })
    expect(scopedByAnswer(recent, 'Every day, please', options)).toMatchObject({ scope: 'series' })
    expect(scopedByAnswer(recent, 'only the next one', options)).toMatchObject({ scope: 'one' })
    expect(scopedByAnswer(recent, 'just Thursday', options)).toMatchObject({ scope: 'one', searchQuery: 'heart pills' })
  })

  it('reads Spanish answers to a Spanish question', () => {
    const pregunta = calendarWords('spanish').askWhich(
      'delete',
      'Pastillas',
      'todos los días a las 8:00 p.m.',
      'jueves, 19 de noviembre',
    )
    const spanish = { ...options, language: 'spanish' as const }
    const conversation = said(['Cancela mis pastillas', pregunta])
    expect(scopedByAnswer(conversation, 'todos', spanish)).toMatchObject({ scope: 'series' })
    expect(scopedByAnswer(conversation, 'solo el próximo', spanish)).toMatchObject({ scope: 'one' })
  })

  it('leaves alone an answer that chooses neither, and a message after no such question', () => {
    expect(scopedByAnswer(recent, 'What time is it?', options)).toBeNull()
    expect(scopedByAnswer(said(['Hello', 'Hello! How are you?']), 'all of them', options)).toBeNull()
  })
})
