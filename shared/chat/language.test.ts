import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type ChatLanguage, toChatLanguage } from './chat-languages.ts'
import {
  chooseLanguage,
  detectLanguage,
  EXPLICIT_CONFIDENCE,
  EXPLICIT_NOTICE_THRESHOLD,
  KEEP_THRESHOLD,
  showsSwitchNotice,
  SWITCH_THRESHOLD,
} from './language.ts'
import { languageScores } from './language-profiles.ts'

type EvalCase = { text: string; current: ChatLanguage; expect: { language: ChatLanguage; switch: boolean } }

// A copy of shared/eval/language.public.jsonl, the labelled cases the detector must get right.
const evalCases = readFileSync(new URL('./fixtures/language.public.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as EvalCase)

describe('detectLanguage on the labelled cases', () => {
  it('has cases to check', () => {
    expect(evalCases.length).toBeGreaterThanOrEqual(24)
  })

  it.each(evalCases)('$text (current $current)', ({ text, current, expect: expected }) => {
    const { language, switch: switches } = detectLanguage(text, current)
    expect({ language, switch: switches }).toEqual(expected)
  })
})

describe('the thresholds (product.md 9)', () => {
  it('are 0.3, 0.5, 0.7 and 0.95', () => {
    expect([KEEP_THRESHOLD, SWITCH_THRESHOLD, EXPLICIT_NOTICE_THRESHOLD, EXPLICIT_CONFIDENCE]).toEqual([
      0.3, 0.5, 0.7, 0.95,
    ])
  })

  it('keeps the current language below 0.3 and reports the found one from 0.3', () => {
    expect(chooseLanguage('french', 0.2, 'english')).toEqual({ language: 'english', confidence: 0.2, switch: false })
    expect(chooseLanguage('french', 0.3, 'english')).toEqual({ language: 'french', confidence: 0.3, switch: false })
  })

  it('switches only above 0.5, and only to a different language', () => {
    expect(chooseLanguage('french', 0.5, 'english').switch).toBe(false)
    expect(chooseLanguage('french', 0.6, 'english').switch).toBe(true)
    expect(chooseLanguage('english', 1, 'english').switch).toBe(false)
  })

  it('shows the notice only for a switch above 0.7', () => {
    expect(showsSwitchNotice(chooseLanguage('german', 0.7, 'english'))).toBe(false)
    expect(showsSwitchNotice(chooseLanguage('german', 0.8, 'english'))).toBe(true)
    expect(showsSwitchNotice(chooseLanguage('german', EXPLICIT_CONFIDENCE, 'german'))).toBe(false)
  })

  it('turns scores into confidence: score / 10, capped at 1', () => {
    expect(detectLanguage('yes', 'french')).toEqual({ language: 'french', confidence: 0.2, switch: false })
    expect(detectLanguage('vielen dank', 'english')).toEqual({ language: 'german', confidence: 0.3, switch: false })
    expect(detectLanguage('yes please', 'spanish')).toEqual({ language: 'english', confidence: 0.4, switch: false })
    expect(detectLanguage('Ich habe heute meine Tabletten vergessen', 'english').confidence).toBe(1)
  })
})

describe('languageScores', () => {
  it('gives 2 for a common word, 3 for a phrase and 1 for a telling character', () => {
    expect(languageScores('danke').german).toBe(2)
    expect(languageScores('vielen dank').german).toBe(3)
    expect(languageScores('ß').german).toBe(1)
    expect(languageScores('ok')).toEqual(Object.fromEntries(Object.keys(languageScores('')).map((key) => [key, 0])))
  })
})

describe('explicit requests', () => {
  const requests: [string, ChatLanguage][] = [
    ['Can you speak Spanish?', 'spanish'],
    ['Please talk to me in French', 'french'],
    ['can we switch to german', 'german'],
    ['Spanish please', 'spanish'],
    ['¿Puedes hablar en inglés?', 'english'],
    ['habla en portugues por favor', 'portuguese'],
    ['parlez-vous anglais ?', 'english'],
    ['S’il vous plaît, parle-moi en italien', 'italian'],
    ['Bitte sprich Englisch mit mir', 'english'],
    ['Können Sie Französisch sprechen?', 'french'],
    ['Puoi parlare spagnolo?', 'spanish'],
    ['parlami in inglese per favore', 'english'],
    ['Você pode falar inglês comigo?', 'english'],
    ['fale em espanhol', 'spanish'],
    ['请说英语', 'english'],
    ['你能用日语说吗', 'japanese'],
    ['英語で話してください', 'english'],
    ['中国語でお願いします', 'chinese'],
  ]

  it.each(requests)('%s asks for %s at 0.95', (text, language) => {
    expect(detectLanguage(text, language === 'english' ? 'german' : 'english')).toEqual({
      language,
      confidence: EXPLICIT_CONFIDENCE,
      switch: true,
    })
  })

  it('does not switch when the requested language is already in use', () => {
    expect(detectLanguage('Can you speak English?', 'english')).toEqual({
      language: 'english',
      confidence: EXPLICIT_CONFIDENCE,
      switch: false,
    })
  })

  it.each([
    'My daughter speaks Spanish very well',
    "I don't speak French",
    'She can speak German',
    'I love French toast for breakfast',
    'We watched an Italian movie last night',
  ])('is not read into %s', (text) => {
    expect(detectLanguage(text, 'english')).toMatchObject({ language: 'english', switch: false })
  })
})

describe('detectLanguage on everyday messages', () => {
  it.each<[string, ChatLanguage]>([
    ['tengo cita con el doctor manana a las diez', 'spanish'],
    ['HOLA QUE TAL', 'spanish'],
    ['je suis tres fatiguee aujourd hui', 'french'],
    ['mein enkel hat morgen geburtstag', 'german'],
    ['mia figlia mi chiama ogni sera', 'italian'],
    ['minha filha vem me visitar amanha', 'portuguese'],
    ['我孙子明天来看我', 'chinese'],
    ['孫が明日来ます', 'japanese'],
    ['my granddaughter is coming on sunday', 'english'],
  ])('reads %s as %s, accents or not', (text, language) => {
    const current = language === 'english' ? 'spanish' : 'english'
    expect(detectLanguage(text, current)).toMatchObject({ language, switch: true })
  })

  it.each(['hola', 'Bonjour', 'ciao', 'Call my son Pablo', 'I made paella for Carmen and Jose'])(
    'keeps English for %s',
    (text) => {
      expect(detectLanguage(text, 'english')).toMatchObject({ language: 'english', switch: false })
    },
  )
})

describe('toChatLanguage', () => {
  it('reads names and codes in any case, and nothing else', () => {
    expect(toChatLanguage('Spanish')).toBe('spanish')
    expect(toChatLanguage('ja')).toBe('japanese')
    expect(toChatLanguage('klingon')).toBeNull()
    expect(toChatLanguage(3)).toBeNull()
  })
})
