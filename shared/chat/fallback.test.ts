import { describe, expect, it } from 'vitest'
import { chatLanguages } from './chat-languages.ts'
import { technicalDifficulties } from './fallback.ts'

describe('technicalDifficulties', () => {
  it('is the product.md 8 text word for word in English', () => {
    expect(technicalDifficulties('english')).toBe(
      "I'm experiencing some technical difficulties at the moment. Please try asking your question again.",
    )
  })

  it('has its own non-empty text in every chat language', () => {
    const texts = chatLanguages.map(technicalDifficulties)
    for (const text of texts) expect(text.trim()).not.toBe('')
    expect(new Set(texts).size).toBe(chatLanguages.length)
  })
})
