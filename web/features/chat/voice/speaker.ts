import { useSyncExternalStore } from 'react'
import type { VoiceStyle } from '../chat-api.ts'

/** What is playing: one message at a time (SPEC.md 4). */
export type SpeakerState = { id: string | null; status: 'playing' | 'paused' | 'stopped' }

/** Something to say or play: Sage's words, or a recording. */
export type Speech = { text: string; language: string; audioUrl?: string | null; style?: VoiceStyle }

/** Turns words into audio from the server (ElevenLabs), or null to let the browser speak them. */
export type SpeechSource = (text: string, language: string, style?: VoiceStyle) => Promise<Blob | null>

type Playback = { pause: () => void; resume: () => void; stop: () => void }

let state: SpeakerState = { id: null, status: 'stopped' }
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

function playAudio(id: string, url: string, revoke: boolean): Playback {
  const audio = new Audio(url)
  const done = () => {
    if (revoke) URL.revokeObjectURL(url)
    if (state.id === id) set({ id: null, status: 'stopped' })
  }
  audio.addEventListener('ended', done)
  audio.addEventListener('error', done)
  audio.play().catch(done)
  return {
    pause: () => audio.pause(),
    resume: () => void audio.play().catch(done),
    stop: () => {
      audio.pause()
      done()
    },
  }
}

function speakInBrowser(id: string, text: string, language: string): Playback {
  const synth = window.speechSynthesis
  const utterance = new SpeechSynthesisUtterance(text)
  utterance.lang = language
  const done = () => {
    if (state.id === id) set({ id: null, status: 'stopped' })
  }
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
  set({ id, status: 'playing' })
  if (speech.audioUrl) {
    current = playAudio(id, speech.audioUrl, false)
    return
  }
  const audio = await source(speech.text, speech.language, speech.style).catch(() => null)
  // Stopped, or another message started, while the voice was being fetched.
  if (state.id !== id) return
  if (audio) current = playAudio(id, URL.createObjectURL(audio), true)
  else if ('speechSynthesis' in window) current = speakInBrowser(id, speech.text, speech.language)
  else set({ id: null, status: 'stopped' })
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
