import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pause, play, resume, setSpeechSource, stopSpeaking } from './speaker.ts'

/** An Audio stand-in: it "plays" until the test ends it; a pause before its start settles aborts the start, as in browsers. */
class FakeAudio extends EventTarget {
  static all: FakeAudio[] = []
  paused = true
  started = false
  constructor(readonly src: string) {
    super()
    FakeAudio.all.push(this)
  }
  play() {
    this.paused = false
    this.started = true
    return new Promise<void>((resolve, reject) =>
      setTimeout(
        () => (this.paused ? reject(new DOMException('The play() request was interrupted', 'AbortError')) : resolve()),
        0,
      ),
    )
  }
  pause() {
    this.paused = true
  }
  end() {
    this.dispatchEvent(new Event('ended'))
  }
}

const spokenInBrowser: string[] = []
const sentence = (n: number) => `Sentence number ${n} tells of the roses in the garden and the weather we had today.`
const longReply = Array.from({ length: 30 }, (_, index) => sentence(index + 1)).join(' ')

/** Lets the speaker's awaited fetches settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

let requested: string[]
beforeEach(() => {
  FakeAudio.all = []
  spokenInBrowser.length = 0
  requested = []
  vi.stubGlobal('Audio', FakeAudio)
  URL.createObjectURL = (blob: Blob) => `blob:${(blob as Blob & { text?: string }).size}`
  URL.revokeObjectURL = () => {}
  vi.stubGlobal('speechSynthesis', { cancel: () => {}, speak: (u: { text: string }) => spokenInBrowser.push(u.text) })
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class extends EventTarget {
      lang = ''
      constructor(readonly text: string) {
        super()
      }
    },
  )
})
afterEach(() => {
  stopSpeaking()
  vi.unstubAllGlobals()
})

describe('the speaker with the server’s voice', () => {
  it('speaks a long reply whole, part after part, each part at most 1,000 characters', async () => {
    setSpeechSource((text) => (requested.push(text), Promise.resolve(new Blob([text]))))
    expect(longReply.length).toBeGreaterThan(2000)
    const done = play('m1', { text: longReply, language: 'english' })
    await settle()
    expect(requested.length).toBe(2) // the first part, and the next fetched while it plays
    expect(requested.every((part) => part.length <= 1000)).toBe(true)
    FakeAudio.all.at(-1)!.end()
    await settle()
    FakeAudio.all.at(-1)!.end()
    await settle()
    await done
    expect(requested.join(' ')).toBe(longReply)
    expect(FakeAudio.all).toHaveLength(requested.length)
    expect(spokenInBrowser).toEqual([])
  })

  it('stops between parts when told, and fetches nothing more', async () => {
    setSpeechSource((text) => (requested.push(text), Promise.resolve(new Blob([text]))))
    const done = play('m2', { text: longReply, language: 'english' })
    await settle()
    stopSpeaking()
    FakeAudio.all.at(-1)!.end()
    await done
    expect(requested).toHaveLength(2)
    expect(FakeAudio.all).toHaveLength(1)
  })

  it('holds the next part paused when paused between parts, and goes on with Play', async () => {
    setSpeechSource((text) => (requested.push(text), Promise.resolve(new Blob([text]))))
    void play('m3', { text: longReply, language: 'english' })
    await settle()
    FakeAudio.all[0]!.end()
    pause()
    await settle()
    expect(FakeAudio.all).toHaveLength(2)
    expect(FakeAudio.all[1]!.started).toBe(false)
    resume()
    await settle()
    expect(FakeAudio.all[1]!.paused).toBe(false)
    FakeAudio.all[1]!.end()
    await settle()
    expect(FakeAudio.all).toHaveLength(3)
  })

  it('plays a message once when it is played again while its voice is still coming', async () => {
    const pending: ((blob: Blob) => void)[] = []
    setSpeechSource((text) => (requested.push(text), new Promise<Blob>((resolve) => pending.push(resolve))))
    void play('m5', { text: 'Good morning. The sun is out.', language: 'english' })
    stopSpeaking()
    void play('m5', { text: 'Good morning. The sun is out.', language: 'english' })
    for (const resolve of pending) resolve(new Blob(['audio']))
    await settle()
    expect(requested).toHaveLength(2)
    expect(FakeAudio.all).toHaveLength(1)
  })

  it('lets the browser say the rest when the server cannot', async () => {
    setSpeechSource((text) => (requested.push(text), Promise.resolve(requested.length === 1 ? new Blob([text]) : null)))
    void play('m4', { text: longReply, language: 'english' })
    await settle()
    FakeAudio.all[0]!.end()
    await settle()
    expect(spokenInBrowser).toHaveLength(1)
    expect(`${requested[0]} ${spokenInBrowser[0]}`).toBe(longReply)
  })
})
