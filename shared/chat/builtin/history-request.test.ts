import { describe, expect, it } from 'vitest'
import { historyWindow, readHistoryRequest } from './history-request.ts'

describe('readHistoryRequest', () => {
  it('reads a question about what was said yesterday or today, in every language', () => {
    const cases: [string, string][] = [
      ['What did I ask you yesterday?', 'yesterday'],
      ['what did we talk about this morning', 'today'],
      ['¿Qué te pregunté ayer?', 'yesterday'],
      ['de quoi on a parlé hier ?', 'yesterday'],
      ['Was habe ich dich gestern gefragt?', 'yesterday'],
      ['cosa ti ho chiesto ieri?', 'yesterday'],
      ['o que eu te perguntei ontem?', 'yesterday'],
      ['我昨天问了你什么？', 'yesterday'],
      ['昨日は何を聞きましたか', 'yesterday'],
    ]
    for (const [text, day] of cases) expect([text, readHistoryRequest(text)]).toEqual([text, day])
  })

  it('leaves other messages alone', () => {
    for (const text of ['I talked to my daughter yesterday', 'What day is it?', 'Add lunch yesterday']) {
      expect([text, readHistoryRequest(text)]).toEqual([text, null])
    }
  })
})

describe('historyWindow', () => {
  it('is yesterday from midnight to midnight in the person’s zone', () => {
    const now = new Date('2026-11-18T02:00:00Z') // 21:00 on the 17th in New York
    expect(historyWindow('yesterday', now, 'America/New_York')).toEqual({
      start: new Date('2026-11-16T05:00:00Z'),
      end: new Date('2026-11-17T05:00:00Z'),
    })
  })
})

describe('readHistoryRequest on news of yesterday', () => {
  it('is not a question about the chat', () => {
    for (const text of ['My son said yesterday was lovely', 'Ana told me yesterday she is coming']) {
      expect([text, readHistoryRequest(text)]).toEqual([text, null])
    }
  })
})
