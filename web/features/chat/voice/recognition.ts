/** The parts of the Web Speech API's SpeechRecognition Sage uses (not in TypeScript's DOM types). */
export type Recognition = {
  lang: string
  continuous: boolean
  interimResults: boolean
  start: () => void
  stop: () => void
  abort: () => void
  onresult:
    | ((event: {
        resultIndex: number
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>
      }) => void)
    | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
}

type RecognitionClass = new () => Recognition

/** The browser's speech recognition, or null where it has none (Firefox, some tablets). */
export function recognitionClass(): RecognitionClass | null {
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionClass
    webkitSpeechRecognition?: RecognitionClass
  }
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null
}

/** Errors that mean the browser heard nothing yet, not that it cannot listen. */
const QUIET_ERRORS = new Set(['no-speech', 'aborted'])

/**
 * Listens while recording (continuous, interim results) and keeps the words heard: finished
 * phrases plus the phrase under way. When the browser's recognition fails (no network for its
 * speech service, not allowed, a language it lacks), `onFailed` is told, and recording goes on, so
 * a transcription server can still read it.
 */
export function startRecognition(language: string, onWords: (words: string) => void, onFailed: () => void) {
  const Recognition = recognitionClass()
  if (!Recognition) return null
  const recognition = new Recognition()
  recognition.lang = language
  recognition.continuous = true
  recognition.interimResults = true
  let finished = ''
  let heard = ''
  recognition.onresult = (event) => {
    let interim = ''
    for (let index = event.resultIndex; index < event.results.length; index += 1) {
      const result = event.results[index]!
      if (result.isFinal) finished += `${result[0]!.transcript} `
      else interim += result[0]!.transcript
    }
    heard = `${finished}${interim}`.replace(/\s+/g, ' ').trim()
    onWords(heard)
  }
  recognition.onerror = (event) => {
    if (QUIET_ERRORS.has(event.error)) return
    console.warn('Speech recognition failed; recording goes on.', event.error)
    onFailed()
  }
  const ended = new Promise<void>((resolve) => {
    recognition.onend = () => resolve()
  })
  try {
    recognition.start()
  } catch (error) {
    console.warn('Speech recognition could not start; recording goes on.', error)
    onFailed()
    return null
  }
  return {
    /** Stops listening and gives everything heard (waiting briefly for the last words). */
    finish: async () => {
      recognition.stop()
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 1500))])
      return heard
    },
    cancel: () => recognition.abort(),
  }
}
