import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3FinishReason,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
  JSONObject,
  SharedV3ProviderOptions,
} from '@ai-sdk/provider'
import { type ChatLanguage, defaultChatLanguage, toChatLanguage } from '#shared/chat/chat-languages.ts'
import { type SageFacts, composeReply } from '#shared/chat/builtin/replies.ts'
import { type StylePreferences, defaultStylePreferences } from '#shared/chat/style.ts'

/** What the pipeline tells any model: the reply's language, the person's style and the facts. */
export type SageContext = {
  language: ChatLanguage
  style: StylePreferences
  facts: SageFacts
}

/** The built-in model's provider name, under which its call options travel. */
const BUILTIN_PROVIDER = 'sage'

/** True for the built-in model, which reads calendar requests with the shared/ parser instead of tools. */
export const isBuiltinModel = (model: LanguageModelV3) => model.provider === BUILTIN_PROVIDER

/** Roughly how many characters each streamed chunk holds. */
const CHUNK_SIZE = 12

const emptyFacts: SageFacts = { emergencyContacts: [], nextAppointments: [], photoCount: 0 }

/**
 * The call options that hand the built-in model its context as an object (the AI SDK passes a
 * call's provider options, under each provider's own name, to the model; hosted models read
 * theirs and ignore this one). Hosted models get the same facts as text in the system message.
 */
export function builtinCallOptions(context: SageContext): SharedV3ProviderOptions {
  return { [BUILTIN_PROVIDER]: { context: context as unknown as JSONObject } }
}

/** The context a call carries for the built-in model; defaults when it carries none. */
export function readContext(options: LanguageModelV3CallOptions): SageContext {
  const given = options.providerOptions?.[BUILTIN_PROVIDER]?.context as Partial<SageContext> | undefined
  return {
    language: toChatLanguage(given?.language) ?? defaultChatLanguage,
    style: { ...defaultStylePreferences, ...given?.style },
    facts: { ...emptyFacts, ...given?.facts },
  }
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

/** The built-in reply to a call: the last message, answered from the context the call carries. */
export function builtinReply(options: LanguageModelV3CallOptions): string {
  const { language, style, facts } = readContext(options)
  return composeReply({ text: lastUserText(options.prompt), language, facts, style, seed: seedOf(options.prompt) })
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
 * Sage's built-in model (product.md 11): an AI SDK language model that answers offline
 * with composeReply, from the context the pipeline hands it with the call. Swapping in a hosted
 * model changes nothing else.
 */
export function createBuiltinModel(): LanguageModelV3 {
  return {
    specificationVersion: 'v3',
    provider: BUILTIN_PROVIDER,
    modelId: 'sage-builtin',
    supportedUrls: {},
    doGenerate: (options: LanguageModelV3CallOptions) => {
      const text = builtinReply(options)
      return Promise.resolve({
        content: [{ type: 'text', text }],
        finishReason: stop,
        usage: usageOf(text),
        warnings: [],
      })
    },
    doStream: (options: LanguageModelV3CallOptions) => {
      const text = builtinReply(options)
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
