import { useSyncExternalStore } from 'react'
import { SPEECH_TEXT_MAX_LENGTH } from '#shared/limits.ts'
import { speechParts, stripForSpeech } from '#shared/voice/speech-text.ts'
import type { VoiceStyle } from '../api.ts'

/** What is playing: one message at a time (product.md 4). */
export type SpeakerState = { id: string | null; status: 'playing' | 'paused' | 'stopped' }

/** Something to say or play: Sage's words, or a recording. */
export type Speech = { text: string; language: string; audioUrl?: string | null; style?: VoiceStyle }

/** Turns words into audio from the server (ElevenLabs), or null to let the browser speak them. */
export type SpeechSource = (text: string, language: string, style?: VoiceStyle) => Promise<Blob | null>

type Playback = { pause: () => void; resume: () => void; stop: () => void }

let state: SpeakerState = { id: null, status: 'stopped' }
// Each play() gets its own number, so a message played again never hears from its earlier playing.
let playing = 0
let current: Playback | null = null
let source: SpeechSource = () => Promise.resolve(null)
const listeners = new Set<() => void>()

const set = (next: SpeakerState) => {
  state = next
  listeners.forEach((listener) => listener())
}

/** Sets where Sage's voice comes from (the server's voice when it has one). */
export function setSpeechSource(next: SpeechSource) {
  source = next
}

/** Clears the state when this message is still the one playing. */
const finish = (id: string) => {
  if (state.id === id) set({ id: null, status: 'stopped' })
}

/**
 * Plays audio from an address (or holds it, paused). When it ends, `then` runs if given (the next
 * part of a message), else the message is finished; when it fails or is stopped, the message is
 * finished (and `then` runs, to find it stopped).
 */
function playAudio(id: string, url: string, revoke: boolean, then?: () => void, paused = false): Playback {
  const audio = new Audio(url)
  let settled = false
  const settle = (ended: boolean) => () => {
    if (settled) return
    settled = true
    if (revoke) URL.revokeObjectURL(url)
    if (!ended || !then) finish(id)
    then?.()
  }
  const failed = settle(false)
  audio.addEventListener('ended', settle(true))
  audio.addEventListener('error', failed)
  // A part that arrives while the message is paused waits for Play: starting and at once pausing
  // it would abort the start, which the browser reports as a failure.
  if (!paused) audio.play().catch(failed)
  return {
    pause: () => audio.pause(),
    resume: () => void audio.play().catch(failed),
    stop: () => {
      audio.pause()
      failed()
    },
  }
}

function speakInBrowser(id: string, text: string, language: string): Playback {
  const synth = window.speechSynthesis
  const utterance = new SpeechSynthesisUtterance(text)
  utterance.lang = language
  const done = () => finish(id)
  utterance.addEventListener('end', done)
  utterance.addEventListener('error', done)
  synth.cancel()
  synth.speak(utterance)
  return { pause: () => synth.pause(), resume: () => synth.resume(), stop: () => (synth.cancel(), done()) }
}

/** Stops whatever is playing (sending a message or starting a recording does this). */
export function stopSpeaking() {
  current?.stop()
  current = null
  set({ id: null, status: 'stopped' })
}

/** Plays a message: a recording as it is, Sage's words in the server's voice or the browser's. */
export async function play(id: string, speech: Speech) {
  stopSpeaking()
  playing += 1
  set({ id, status: 'playing' })
  if (speech.audioUrl) {
    current = playAudio(id, speech.audioUrl, false)
    return
  }
  await speakWithServer(id, playing, speech)
}

/**
 * Sage's words in the server's voice, part after part (a request speaks up to 1,000 characters),
 * the next part fetched while one plays; the browser says whatever the server cannot.
 */
async function speakWithServer(id: string, mine: number, speech: Speech) {
  // Read-aloud text first (one line, list marks gone), then cut into parts the server takes.
  const parts = speechParts(stripForSpeech(speech.text), SPEECH_TEXT_MAX_LENGTH)
  const fetchPart = (index: number) =>
    index < parts.length ? source(parts[index]!, speech.language, speech.style).catch(() => null) : null
  if (parts.length === 0) return finish(id)
  let coming = fetchPart(0)
  for (let index = 0; index < parts.length; index += 1) {
    const audio = await coming
    // Stopped, or another message (or this one again) started, while the voice was fetched or played.
    if (playing !== mine || state.id !== id) return
    if (!audio) {
      const rest = index === 0 ? speech.text : parts.slice(index).join(' ')
      if ('speechSynthesis' in window) current = speakInBrowser(id, rest, speech.language)
      else finish(id)
      return
    }
    coming = fetchPart(index + 1)
    const last = index === parts.length - 1
    await new Promise<void>((resolve) => {
      // Paused between two parts: the next one waits, paused, for Play.
      const paused = state.status === 'paused'
      current = playAudio(id, URL.createObjectURL(audio), true, last ? undefined : resolve, paused)
      if (last) resolve()
    })
  }
}

/** Pauses the message playing. */
export function pause() {
  if (state.status !== 'playing') return
  current?.pause()
  set({ ...state, status: 'paused' })
}

/** Goes on with a paused message. */
export function resume() {
  if (state.status !== 'paused') return
  current?.resume()
  set({ ...state, status: 'playing' })
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** What is playing now, for the audio controls. */
export function useSpeaker(): SpeakerState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  )
}
