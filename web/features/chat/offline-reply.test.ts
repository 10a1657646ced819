import { describe, expect, it } from 'vitest'
import { offlineReply } from './offline-reply.ts'

describe('Sage in the browser, when a chat cannot be saved', () => {
  it('answers a plain request for Spanish in Spanish, with the language notice', async () => {
    const reply = await offlineReply('Please speak Spanish', 'english', {})
    expect(reply.language).toBe('spanish')
    expect(reply.notice).toBe(true)
  })

  it('follows a likely switch of language without the notice, as the server does', async () => {
    const reply = await offlineReply('gracias por todo', 'english', {})
    expect(reply.language).toBe('spanish')
    expect(reply.notice).toBe(false)
  })

  it('answers an emergency first, with the contact the person gave', async () => {
    const reply = await offlineReply("I fell and can't get up", 'english', {
      emergencyContact: 'Ana',
      emergencyPhone: '555 0100',
    })
    expect(reply.content).toMatch(/911/)
    expect(reply.calls.map((call) => call.tel)).toEqual(['tel:911', 'tel:5550100'])
    expect(reply.notice).toBe(false)
  })

  it('makes the text bigger when asked, as the server does, and says how to undo it', async () => {
    const reply = await offlineReply('make the letters bigger please', 'english', {})
    expect(reply.display).toEqual({ text: 'bigger' })
    expect(reply.content).toMatch(/^Done: the text is bigger now\. To undo it/)
  })
})
