import { useCallback, useEffect, useRef, useState } from 'react'
import { startRecognition } from './recognition.ts'
import { stopSpeaking } from './speaker.ts'

/** A finished recording (product.md 3): the audio, the words heard, and whether any were. */
export type RecordingResult = { audioBlob: Blob; transcribedText: string; status: 'success' | 'no-speech' }

/** Why the microphone could not be used (product.md 8). */
export type MicrophoneProblem = 'denied' | 'missing' | 'other'

export type RecorderStatus = 'idle' | 'recording' | 'processing'

const AUDIO_TYPE = 'audio/webm;codecs=opus'

function problemOf(error: unknown): MicrophoneProblem {
  const name = error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing'
  return 'other'
}

/**
 * Records the person (webm/opus in 100 ms pieces, echo cancellation, noise suppression, automatic
 * gain) while the browser listens for words in the chat's language; a timer counts the seconds.
 */
export function useRecorder(language: string) {
  const [status, setStatus] = useState<RecorderStatus>('idle')
  const [seconds, setSeconds] = useState(0)
  const [heard, setHeard] = useState('')
  const [problem, setProblem] = useState<MicrophoneProblem | null>(null)
  /** The browser's own speech recognition failed during this recording. */
  const [deaf, setDeaf] = useState(false)
  const session = useRef<{
    recorder: MediaRecorder
    stream: MediaStream
    chunks: Blob[]
    recognition: ReturnType<typeof startRecognition>
    timer: ReturnType<typeof setInterval>
  } | null>(null)

  const start = useCallback(async () => {
    if (session.current) return
    stopSpeaking()
    setProblem(null)
    setDeaf(false)
    setHeard('')
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      })
    } catch (error) {
      setProblem(problemOf(error))
      return
    }
    const recorder = new MediaRecorder(
      stream,
      MediaRecorder.isTypeSupported(AUDIO_TYPE) ? { mimeType: AUDIO_TYPE } : undefined,
    )
    const chunks: Blob[] = []
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data)
    })
    recorder.start(100)
    const recognition = startRecognition(language, setHeard, () => setDeaf(true))
    setSeconds(0)
    const timer = setInterval(() => setSeconds((value) => value + 1), 1000)
    session.current = { recorder, stream, chunks, recognition, timer }
    setStatus('recording')
  }, [language])

  /** Finishes the recording and gives its result; null when nothing was recording. */
  const stop = useCallback(async (): Promise<RecordingResult | null> => {
    const active = session.current
    if (!active) return null
    session.current = null
    clearInterval(active.timer)
    setStatus('processing')
    const stopped = new Promise<void>((resolve) => active.recorder.addEventListener('stop', () => resolve()))
    active.recorder.stop()
    const [words] = await Promise.all([active.recognition?.finish() ?? Promise.resolve(''), stopped])
    active.stream.getTracks().forEach((track) => track.stop())
    const audioBlob = new Blob(active.chunks, { type: active.recorder.mimeType || 'audio/webm' })
    const transcribedText = words.trim()
    return { audioBlob, transcribedText, status: transcribedText ? 'success' : 'no-speech' }
  }, [])

  /** Back to idle once a result has been dealt with. */
  const done = useCallback(() => setStatus('idle'), [])

  useEffect(
    () => () => {
      const active = session.current
      if (!active) return
      clearInterval(active.timer)
      active.recognition?.cancel()
      active.recorder.stop()
      active.stream.getTracks().forEach((track) => track.stop())
    },
    [],
  )

  return { status, seconds, heard, problem, deaf, start, stop, done, clearProblem: () => setProblem(null) }
}
