import { describe, expect, it } from 'vitest'
import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import { sleepReply } from './sleep-talk.ts'

// Answers to "How did you sleep?" as people write them; a good night, a poor one, and other talk.
const cases: [ChatLanguage, string, 'well' | 'badly' | null][] = [
  ['english', 'I slept well thank you', 'well'],
  ['english', 'slept like a log!', 'well'],
  ['english', 'had a good night, thanks', 'well'],
  ['english', "I didn't sleep very well", 'badly'],
  ['english', 'not so well, I was awake most of the night', 'badly'],
  ['english', 'did not sleep well at all', 'badly'],
  ['english', 'what time is my dentist', null],
  ['spanish', 'dormí muy bien gracias', 'well'],
  ['spanish', 'no he dormido nada', 'badly'],
  ['spanish', 'mala noche, casi no dormí', 'badly'],
  ['french', "j'ai bien dormi merci", 'well'],
  ['french', 'pas bien dormi cette nuit', 'badly'],
  ['german', 'Danke, ich habe gut geschlafen', 'well'],
  ['german', 'ich habe kaum geschlafen', 'badly'],
  ['german', 'nicht so gut geschlafen', 'badly'],
  ['italian', 'ho dormito benissimo', 'well'],
  ['italian', 'non ho dormito per niente', 'badly'],
  ['portuguese', 'dormi bem, obrigada', 'well'],
  ['portuguese', 'não consegui dormir', 'badly'],
  ['chinese', '睡得很好，谢谢', 'well'],
  ['chinese', '昨晚没睡好', 'badly'],
  ['japanese', 'ぐっすり眠れました', 'well'],
  ['japanese', 'あまり眠れませんでした', 'badly'],
]

describe('answers to "How did you sleep?"', () => {
  it.each(cases)('%s: %s', (language, text, expected) => {
    const reply = sleepReply(text, language)
    if (expected === null) expect(reply).toBeNull()
    else {
      expect(reply?.language).toBe(language)
      expect(reply?.text.length).toBeGreaterThan(20)
      // A poor night's reply says more than a good night's: rest, and the doctor if it goes on.
      const other = sleepReply(expected === 'well' ? "I didn't sleep well" : 'I slept well', 'english')!.text
      expect(reply?.text).not.toBe(other)
    }
  })

  it('gives the poor-night reply, not the good one, to "not slept well"', () => {
    expect(sleepReply('I have not slept well', 'english')?.text).toContain('sorry')
  })
})
