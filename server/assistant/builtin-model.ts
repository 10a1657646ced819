import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3FinishReason,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider'
import { type ChatLanguage, defaultChatLanguage, toChatLanguage } from '#shared/chat/chat-languages.ts'
import { type SageFacts, composeReply } from '#shared/chat/builtin/replies.ts'
import { type StylePreferences, defaultStylePreferences } from '#shared/chat/style.ts'

/** Marks the JSON block of facts the pipeline writes into the system message. */
export const FACTS_OPEN = '<sage-context>'
export const FACTS_CLOSE = '</sage-context>'

/** What the pipeline tells any model in the system message, as JSON between the markers. */
export type SageContext = {
  language: ChatLanguage
  style: StylePreferences
  facts: SageFacts
}

/** Roughly how many characters each streamed chunk holds. */
const CHUNK_SIZE = 12

const emptyFacts: SageFacts = { emergencyContacts: [], nextAppointments: [], photoCount: 0 }

/** The context block for a system message. */
export function contextBlock(context: SageContext): string {
  return `${FACTS_OPEN}\n${JSON.stringify(context)}\n${FACTS_CLOSE}`
}

/** Reads the context block back from a prompt's system messages; defaults when there is none. */
export function readContext(prompt: LanguageModelV3Prompt): SageContext {
  const fallback: SageContext = {
    language: defaultChatLanguage,
    style: defaultStylePreferences,
    facts: emptyFacts,
  }
  for (const message of prompt) {
    if (message.role !== 'system') continue
    const start = message.content.indexOf(FACTS_OPEN)
    const end = message.content.indexOf(FACTS_CLOSE, start)
    if (start < 0 || end < 0) continue
    try {
      const parsed = JSON.parse(message.content.slice(start + FACTS_OPEN.length, end)) as Partial<SageContext>
      return {
        language: toChatLanguage(parsed.language) ?? fallback.language,
        style: { ...fallback.style, ...parsed.style },
        facts: { ...emptyFacts, ...parsed.facts },
      }
    } catch {
      return fallback
    }
  }
  return fallback
}

/** The text of the prompt's last user message. */
function lastUserText(prompt: LanguageModelV3Prompt): string {
  const message = prompt.findLast((item) => item.role === 'user')
  if (!message || message.role !== 'user') return ''
  return message.content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join(' ')
    .trim()
}

/** A repeatable seed: how many user messages the conversation holds so far. */
function seedOf(prompt: LanguageModelV3Prompt): number {
  return prompt.filter((message) => message.role === 'user').length
}

/** The built-in reply to a prompt. */
export function builtinReply(prompt: LanguageModelV3Prompt): string {
  const { language, style, facts } = readContext(prompt)
  return composeReply({ text: lastUserText(prompt), language, facts, style, seed: seedOf(prompt) })
}

/** Splits a reply into small chunks at word boundaries, so it streams like a hosted model. */
export function chunksOf(text: string, size = CHUNK_SIZE): string[] {
  const chunks: string[] = []
  let current = ''
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) {
    current += piece
    if (current.length >= size) {
      chunks.push(current)
      current = ''
    }
  }
  if (current) chunks.push(current)
  return chunks
}

const usageOf = (text: string): LanguageModelV3Usage => ({
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: Math.ceil(text.length / 4), text: Math.ceil(text.length / 4), reasoning: 0 },
})

const stop: LanguageModelV3FinishReason = { unified: 'stop', raw: 'stop' }

/**
 * Sage's built-in model (DESIGN.md "The assistant"): an AI SDK language model that answers offline
 * with composeReply, from the facts the pipeline puts in the system message. Swapping in a hosted
 * model changes nothing else.
 */
export function createBuiltinModel(): LanguageModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'sage',
    modelId: 'sage-builtin',
    supportedUrls: {},
    doGenerate: (options: LanguageModelV3CallOptions) => {
      const text = builtinReply(options.prompt)
      return Promise.resolve({
        content: [{ type: 'text', text }],
        finishReason: stop,
        usage: usageOf(text),
        warnings: [],
      })
    },
    doStream: (options: LanguageModelV3CallOptions) => {
      const text = builtinReply(options.prompt)
      const parts: LanguageModelV3StreamPart[] = [
        { type: 'stream-start', warnings: [] },
        { type: 'text-start', id: 'reply' },
        ...chunksOf(text).map((delta): LanguageModelV3StreamPart => ({ type: 'text-delta', id: 'reply', delta })),
        { type: 'text-end', id: 'reply' },
        { type: 'finish', finishReason: stop, usage: usageOf(text) },
      ]
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          for (const part of parts) controller.enqueue(part)
          controller.close()
        },
      })
      return Promise.resolve({ stream })
    },
  }
}
