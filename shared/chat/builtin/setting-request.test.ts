import { describe, expect, it } from 'vitest'
import { displayReply, readDisplayChange } from './setting-request.ts'

describe('readDisplayChange', () => {
  it('reads bigger and smaller text, contrast and buttons in every language', () => {
    const cases: [string, unknown][] = [
      ['Please make the text bigger', { text: 'bigger' }],
      ["I can't read it, the letters are too small", { text: 'bigger' }],
      ['the writing is too big now', { text: 'smaller' }],
      ['turn on high contrast', { highContrast: true }],
      ['turn off the high contrast please', { highContrast: false }],
      ['make the buttons bigger', { largeButtons: true }],
      ['pon la letra más grande', { text: 'bigger' }],
      ['quita el contraste alto', { highContrast: false }],
      ['mettez le texte plus grand', { text: 'bigger' }],
      ['Die Schrift ist zu klein', { text: 'bigger' }],
      ['Schrift kleiner bitte', { text: 'smaller' }],
      ['ingrandisci il testo', { text: 'bigger' }],
      ['aumente as letras', { text: 'bigger' }],
      ['把字放大一点', { text: 'bigger' }],
      ['文字を大きくして', { text: 'bigger' }],
      ['コントラストをオフにして', { highContrast: false }],
    ]
    for (const [text, change] of cases) expect([text, readDisplayChange(text)?.change]).toEqual([text, change])
  })

  it('leaves other messages alone', () => {
    for (const text of ['My grandson is getting so big', 'What day is it?', 'a large coffee please', '我的名字']) {
      expect([text, readDisplayChange(text)]).toEqual([text, null])
    }
  })
})

describe('displayReply', () => {
  it('says it is done and how to undo it, in the chat’s language', () => {
    expect(displayReply('make the text bigger', 'english', true)?.text).toBe(
      'Done: the text is bigger now. To undo it, say “make the text smaller”, or go to Settings > Display.',
    )
    expect(displayReply('letra más grande', 'spanish', true)?.text).toMatch(/^Hecho: la letra es más grande\. .*diga/)
    expect(displayReply('letra más grande', 'spanish', false)?.text).toMatch(/\bdi «/)
  })
})
