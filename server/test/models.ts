import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider'
import { simulateReadableStream } from 'ai'
import { MockLanguageModelV3 } from 'ai/test'

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
}

/** The last part of a model's stream: why it stopped. */
export const finishPart = (unified: 'stop' | 'tool-calls'): LanguageModelV3StreamPart => ({
  type: 'finish',
  finishReason: { unified, raw: unified },
  usage,
})

/** A model's streamed answer made of these parts. */
export const streamOf = (chunks: LanguageModelV3StreamPart[]) => ({ stream: simulateReadableStream({ chunks }) })

/** The parts of a text answer streamed in pieces of `size` characters. */
export function textParts(text: string, size = 7): LanguageModelV3StreamPart[] {
  const pieces = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? []
  return [
    { type: 'text-start', id: 't' },
    ...pieces.map((delta): LanguageModelV3StreamPart => ({ type: 'text-delta', id: 't', delta })),
    { type: 'text-end', id: 't' },
    finishPart('stop'),
  ]
}

/**
 * A hosted model standing in for Gemini or a local server: it answers every call with `text`,
 * streamed in pieces, and shows each call to `onCall` (to read the prompt it was given).
 */
export function textModel(text: string, onCall?: (options: LanguageModelV3CallOptions) => void) {
  return new MockLanguageModelV3({
    doStream: (options) => {
      onCall?.(options)
      return Promise.resolve(streamOf(textParts(text)))
    },
  })
}
