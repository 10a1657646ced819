import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openChat, say } from './chat-helpers.ts'
import { expectAccessible, openPage, viewports, withDisplaySettings } from './fixtures.ts'
import { createVerifiedPerson, signInThroughScreen } from './people.ts'

/**
 * Stand-ins for the browser's speech: a SpeechRecognition that "hears" window.__nextWords, and a
 * speechSynthesis that records what it was asked to say and finishes after two seconds.
 */
function installSpeechStandIns() {
  const scope = window as unknown as Record<string, unknown>
  scope.__spoken = []
  scope.__nextWords = ''
  class FakeRecognition {
    lang = ''
    continuous = false
    interimResults = false
    onresult: ((event: unknown) => void) | null = null
    onerror: ((event: unknown) => void) | null = null
    onend: (() => void) | null = null
    start() {
      scope.__recognitionLang = this.lang
      setTimeout(() => {
        const words = scope.__nextWords as string
        if (words)
          this.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript: words }], { isFinal: true })] })
      }, 300)
    }
    stop() {
      setTimeout(() => this.onend?.(), 10)
    }
    abort() {
      this.onend?.()
    }
  }
  scope.SpeechRecognition = FakeRecognition
  scope.webkitSpeechRecognition = FakeRecognition
  let current: SpeechSynthesisUtterance | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const finish = () => {
    const utterance = current
    current = null
    clearTimeout(timer)
    utterance?.dispatchEvent(new Event('end'))
  }
  Object.defineProperty(window, 'speechSynthesis', {
    value: {
      speak: (utterance: SpeechSynthesisUtterance) => {
        ;(scope.__spoken as { text: string; lang: string }[]).push({ text: utterance.text, lang: utterance.lang })
        current = utterance
        timer = setTimeout(finish, 2000)
      },
      cancel: finish,
      pause: () => clearTimeout(timer),
      resume: () => (timer = setTimeout(finish, 2000)),
      getVoices: () => [],
    },
  })
}

/** Signs a new person in with speech stand-ins, and turns voice mode on. */
async function openVoiceChat(name: string, init?: () => void) {
  const page = await openChat(name, { initScripts: init ? [installSpeechStandIns, init] : [installSpeechStandIns] })
  await page.getByRole('button', { name: 'Voice', pressed: false }).click()
  await page.getByText('Voice mode ready').waitFor()
  return page
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken)
const hear = (page: Page, words: string) =>
  page.evaluate((next) => ((window as unknown as { __nextWords: string }).__nextWords = next), words)

describe('talking to Sage', () => {
  it('records with a ticking timer, sends what was heard, and Sage answers aloud', async () => {
    const page = await openVoiceChat('vera')
    await expectAccessible(page)
    await hear(page, 'What are my medications?')
    await page.getByRole('button', { name: 'Start recording' }).click()
    await page.getByText('Recording...').waitFor()
    expect(await page.evaluate(() => (window as unknown as { __recognitionLang: string }).__recognitionLang)).toBe(
      'en-US',
    )
    await expect.poll(() => page.getByRole('timer').innerText()).toBe('00:01')
    await page.getByText('What are my medications?', { exact: true }).waitFor()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Stop recording' }).click()

    const log = page.getByRole('log', { name: 'Conversation' })
    await log.getByRole('article', { name: /^You/ }).getByText('What are my medications?').waitFor()
    const reply = log.getByRole('article', { name: /^Sage/ })
    await reply.waitFor()
    await expect.poll(async () => (await spoken(page)).length, { timeout: 10_000 }).toBe(1)
    expect((await spoken(page))[0]!.text).toBe((await reply.locator('[lang]').innerText()).trim())
    const stored = await page.evaluate(async () => {
      const sessions = (await (await fetch('/api/chat-sessions')).json()) as { sessions: { id: string }[] }
      return (await (await fetch(`/api/chat-sessions/${sessions.sessions[0]!.id}/messages`)).json()) as {
        messages: { type: string; sender: string; audioUrl: string | null }[]
      }
    })
    expect(stored.messages.map((message) => [message.sender, message.type])).toEqual([
      ['user', 'voice'],
      ['assistant', 'text'],
    ])
    // The person's own words keep their recording, which plays back.
    const recording = stored.messages[0]!.audioUrl!
    expect(recording).toMatch(/^\/api\/recordings\/[\w-]+\.webm$/)
    expect(await page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), recording)).toMatch(
      /^audio\/webm/,
    )
    await log.getByRole('article', { name: /^You/ }).getByRole('group', { name: 'Listen' }).waitFor()
  })

  it('says it did not catch anything when nothing was heard, for four seconds', async () => {
    const page = await openVoiceChat('walt')
    await page.getByRole('button', { name: 'Start recording' }).click()
    await page.getByText('Recording...').waitFor()
    await page.getByRole('button', { name: 'Stop recording' }).click()
    const notice = page.getByRole('alert').filter({ hasText: "I didn't catch that. Please try speaking again!" })
    await notice.waitFor()
    await notice.waitFor({ state: 'detached', timeout: 6000 })
    expect(await page.getByRole('log', { name: 'Conversation' }).getByRole('article').count()).toBe(0)
  })

  it('says plainly when the microphone is not allowed', async () => {
    const page = await openVoiceChat('mina', () => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'))
    })
    await page.getByRole('button', { name: 'Start recording' }).click()
    await page
      .getByRole('alert')
      .getByText('I need permission to use your microphone. Please allow microphone access and try again.')
      .waitFor()
    await expectAccessible(page)
  })
})

describe('a browser that cannot listen', () => {
  it('says so, and the message box stays for typing', async () => {
    const { email } = await createVerifiedPerson('fern')
    const page = await openPage('/')
    await page.addInitScript(() => {
      const scope = window as unknown as Record<string, unknown>
      delete scope.SpeechRecognition
      delete scope.webkitSpeechRecognition
    })
    await signInThroughScreen(page, email)
    await page.getByRole('button', { name: 'Voice', pressed: false }).click()
    await page.getByText('This browser cannot listen to you. Please type your message below instead.').waitFor()
    expect(await page.getByRole('button', { name: 'Start recording' }).count()).toBe(0)
    await page.getByRole('textbox', { name: 'Message to Sage' }).waitFor()
    await expectAccessible(page)
  })
})

/** Turns voice mode on, records a moment, and waits for the words the server heard to be sent. */
async function speakAndSend(page: Page, words: string) {
  await page.getByRole('button', { name: 'Voice', pressed: false }).click()
  await page.getByRole('button', { name: 'Start recording' }).click()
  await page.getByText('Recording...').waitFor()
  await page.waitForTimeout(600)
  await page.getByRole('button', { name: 'Stop recording' }).click()
  const log = page.getByRole('log', { name: 'Conversation' })
  await log.getByRole('article', { name: /^You/ }).getByText(words).waitFor()
  return log
}

describe('a browser without speech recognition, on a server that transcribes', () => {
  it('sends the recording to be transcribed, and the words are sent as a voice message', async () => {
    const { email } = await createVerifiedPerson('gus')
    const page = await openPage('/')
    await page.addInitScript(() => {
      const scope = window as unknown as Record<string, unknown>
      delete scope.SpeechRecognition
      delete scope.webkitSpeechRecognition
    })
    let transcribed = 0
    await page.route('**/api/voice/status', (route) => route.fulfill({ json: { tts: false, stt: true } }))
    await page.route('**/api/stt', async (route) => {
      transcribed += 1
      expect(route.request().headers()['content-type']).toMatch(/^multipart\/form-data/)
      await route.fulfill({ json: { text: 'Who is my doctor?' } })
    })
    await signInThroughScreen(page, email)
    const log = await speakAndSend(page, 'Who is my doctor?')
    await log.getByRole('article', { name: /^Sage/ }).waitFor()
    expect(transcribed).toBe(1)
  })
})

/** Makes the stand-in recognition fail as Chrome's does without its speech service. */
function failRecognition() {
  const scope = window as unknown as Record<string, new () => { onerror: ((event: unknown) => void) | null }>
  const Standing = scope.SpeechRecognition!
  class Failing extends Standing {
    start() {
      setTimeout(() => this.onerror?.({ error: 'network' }), 100)
    }
  }
  scope.SpeechRecognition = Failing
  scope.webkitSpeechRecognition = Failing
}

describe('a browser whose speech recognition fails', () => {
  it('says plainly it cannot hear right now and offers typing, instead of "I didn’t catch that"', async () => {
    const page = await openVoiceChat('hugo', failRecognition)
    await page.getByRole('button', { name: 'Start recording' }).click()
    const notice = page.getByRole('alert').filter({ hasText: 'This browser cannot hear you right now.' })
    await notice.waitFor()
    await page.getByRole('button', { name: 'Stop recording' }).click()
    await page.getByText('Tap the microphone and speak.').waitFor()
    expect(await page.getByText("I didn't catch that.").count()).toBe(0)
    await expectAccessible(page)
    await notice.getByRole('button', { name: 'Type instead' }).click()
    await page.getByRole('button', { name: 'Text', pressed: true }).waitFor()
    await page.getByRole('textbox', { name: 'Message to Sage' }).waitFor()
  })

  it('uses the transcription server when there is one', async () => {
    const page = await openVoiceChat('ines', failRecognition)
    await page.route('**/api/voice/status', (route) => route.fulfill({ json: { tts: false, stt: true } }))
    await page.route('**/api/stt', (route) => route.fulfill({ json: { text: 'Who is my doctor?' } }))
    await page.reload()
    await speakAndSend(page, 'Who is my doctor?')
  })
})

describe('listening to Sage', () => {
  it('plays, pauses and stops one message at a time', async () => {
    const page = await openVoiceChat('pia')
    await page.getByRole('button', { name: 'Text' }).click()
    await page.getByRole('textbox', { name: 'Message to Sage' }).fill('How are you today?')
    await page.getByRole('button', { name: 'Send' }).click()
    const reply = page.getByRole('log', { name: 'Conversation' }).getByRole('article', { name: /^Sage/ })
    const controls = reply.getByRole('group', { name: 'Listen' })
    await controls.waitFor()
    const shown = () => controls.getByRole('button').allInnerTexts()
    // One Play; Pause in its place and Stop beside it while it plays; Play again when paused.
    expect(await shown()).toEqual(['Play'])
    await controls.getByRole('button', { name: 'Play' }).click()
    await expect.poll(shown).toEqual(['Pause', 'Stop'])
    await controls.getByRole('button', { name: 'Pause' }).click()
    await expect.poll(shown).toEqual(['Play', 'Stop'])
    await controls.getByRole('button', { name: 'Stop' }).click()
    await expect.poll(shown).toEqual(['Play'])
    expect(await spoken(page)).toHaveLength(1)
    await expectAccessible(page)
  })

  it('speaks in the server’s voice when it has one, and sending a message stops the playing', async () => {
    const page = await openVoiceChat('ivo')
    const asked: unknown[] = []
    await page.route('**/api/voice/status', (route) => route.fulfill({ json: { tts: true, stt: false } }))
    await page.route('**/api/tts', async (route) => {
      asked.push(route.request().postDataJSON())
      await route.fulfill({ status: 200, contentType: 'audio/wav', body: silentWav(3) })
    })
    await page.reload()
    await page.getByRole('button', { name: 'Text' }).click()
    await page.getByRole('textbox', { name: 'Message to Sage' }).fill('Tell me something nice')
    await page.getByRole('button', { name: 'Send' }).click()
    const reply = page.getByRole('log', { name: 'Conversation' }).getByRole('article', { name: /^Sage/ })
    const play = reply.getByRole('button', { name: 'Play' })
    await play.click()
    await expect.poll(() => asked.length).toBe(1)
    // The person's style goes along, so the voice settings follow it (product.md 9).
    expect(asked[0]).toEqual({
      text: (await reply.locator('[lang]').innerText()).trim(),
      language: 'english',
      style: { formality: 'mixed', tone: 'warm' },
    })
    // Playing: Pause in Play's place, and Stop beside it; nothing else under the reply.
    await reply.getByRole('button', { name: 'Stop' }).waitFor()
    await reply.getByRole('button', { name: 'Pause' }).waitFor()
    expect(await reply.getByRole('button', { name: 'Play' }).count()).toBe(0)
    expect(await spoken(page)).toHaveLength(0)

    await page.getByRole('textbox', { name: 'Message to Sage' }).fill('Thank you')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect.poll(() => reply.getByRole('button', { name: 'Stop' }).count()).toBe(0)
    await reply.getByRole('button', { name: 'Play' }).waitFor()
    expect(await reply.getByRole('button').count()).toBe(1)
  })
})

/** A WAV file of silence, `seconds` long: something the browser can play. */
function silentWav(seconds: number): Buffer {
  const rate = 8000
  const samples = rate * seconds
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + samples, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate, 28)
  header.writeUInt16LE(1, 32)
  header.writeUInt16LE(8, 34)
  header.write('data', 36)
  header.writeUInt32LE(samples, 40)
  return Buffer.concat([header, Buffer.alloc(samples, 128)])
}

describe('voice mode on a phone with Large text', () => {
  it("keeps the microphone and Sage's newest reply in sight", async () => {
    const page = await openChat('lena', { viewport: viewports.phone, initScripts: [installSpeechStandIns] })
    await withDisplaySettings(page, { textSize: 'Large', highContrast: false, largeButtons: false })
    await page.getByRole('heading', { name: "Hello! I'm Sage" }).waitFor()
    await say(page, 'Tell me something nice')
    const newest = await say(page, 'How are you today?')
    await page.getByRole('button', { name: 'Voice', pressed: false }).click()
    await page.getByText('Voice mode ready').waitFor()
    const microphone = page.getByRole('button', { name: 'Start recording' })
    const typing = page.getByRole('button', { name: 'Text', pressed: false })
    // Wholly on the screen: the reply's Play button above the microphone, the way back to typing under it.
    const inView = async () => {
      const [mic, play, back] = await Promise.all([
        microphone.boundingBox(),
        newest.getByRole('button', { name: 'Play' }).boundingBox(),
        typing.boundingBox(),
      ])
      return Boolean(
        mic &&
        play &&
        back &&
        play.y >= 0 &&
        play.y + play.height <= mic.y &&
        mic.y + mic.height <= back.y &&
        back.y + back.height <= 844,
      )
    }
    await expect.poll(inView).toBe(true)
    await expectAccessible(page)
  })
})
