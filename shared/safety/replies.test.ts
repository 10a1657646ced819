import { describe, expect, it } from 'vitest'
import { chatLanguages } from '#shared/chat/chat-languages.ts'
import { isHurtQuestion, readYesNo, safetyWords } from './replies.ts'

describe('readYesNo', () => {
  it('reads the Yes and No buttons of every language', () => {
    for (const language of chatLanguages) {
      expect(readYesNo(safetyWords[language].yes)).toBe('yes')
      expect(readYesNo(safetyWords[language].no)).toBe('no')
    }
  })

  it('reads typed answers, with or without accents and punctuation', () => {
    expect(readYesNo('yes!')).toBe('yes')
    expect(readYesNo('Si')).toBe('yes')
    expect(readYesNo('nao')).toBe('no')
    expect(readYesNo("I'm fine")).toBe('no')
    expect(readYesNo('yes, remind me tomorrow')).toBeNull()
  })
})

describe('isHurtQuestion', () => {
  it("recognises Sage's question in every language, and nothing else", () => {
    for (const language of chatLanguages) expect(isHurtQuestion(safetyWords[language].askHurt)).toBe(true)
    expect(isHurtQuestion('How are you today?')).toBe(false)
    expect(isHurtQuestion(null)).toBe(false)
  })

  it('has words of its own in every language', () => {
    const questions = new Set(chatLanguages.map((language) => safetyWords[language].askHurt))
    expect(questions.size).toBe(chatLanguages.length)
    const warnings = new Set(chatLanguages.map((language) => safetyWords[language].scamWarning))
    expect(warnings.size).toBe(chatLanguages.length)
  })
})
