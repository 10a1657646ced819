import { describe, expect, it } from 'vitest'
import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import { readAwayTalk } from './away-talk.ts'

// Wednesday 1 July 2026, 09:00 in Madrid.
const now = new Date('2026-07-01T07:00:00Z')
const zone = 'Europe/Madrid'
const read = (text: string, language: ChatLanguage = 'english') => readAwayTalk(text, language, now, zone)

describe('being away, in the person’s words', () => {
  it.each([
    ['english', "I'm going away until Friday", '2026-07-03'],
    ['english', 'I will be staying with my daughter till the 10th', '2026-07-10'],
    ['english', "I'm in hospital", null],
    ['english', 'please pause my check-in until Monday', '2026-07-06'],
    ['spanish', 'me voy de viaje hasta el viernes', '2026-07-03'],
    ['spanish', 'estoy ingresada en el hospital', null],
    ['french', "je pars jusqu'à dimanche", '2026-07-05'],
    ['german', 'Ich bin bis Freitag verreist', '2026-07-03'],
    ['italian', 'sono via fino a venerdì', '2026-07-03'],
    ['portuguese', 'vou viajar até sexta', '2026-07-03'],
    ['chinese', '我要出门，到星期五回来', '2026-07-03'],
    ['japanese', '金曜日まで旅行に行きます', '2026-07-03'],
  ] as const)('%s: %s', (language, text, until) => {
    expect(read(text, language)).toEqual({ kind: 'away', until, language })
  })

  it.each([
    ['english', "I'm back home now"],
    ['spanish', 'ya he vuelto'],
    ['french', 'je suis de retour'],
    ['german', 'ich bin wieder zu Hause'],
    ['italian', 'sono tornata'],
    ['portuguese', 'voltei'],
    ['chinese', '我回来了'],
    ['japanese', 'ただいま、帰ってきました'],
  ] as const)('%s: %s is back', (language, text) => {
    expect(read(text, language)).toEqual({ kind: 'back', language })
  })

  it.each([
    "I was in hospital last year but I'm fine",
    'what time is my appointment on Friday',
    'my daughter is away on holiday',
  ])('leaves other talk alone: %s', (text) => {
    expect(read(text)).toBeNull()
  })
})
