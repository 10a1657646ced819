import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModelV3 } from '@ai-sdk/provider'
import type { Env } from '#server/env.ts'
import { createBuiltinModel } from './builtin-model.ts'

/** The configuration that picks the assistant's model. */
export type ModelConfig = Pick<Env, 'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'AI_MODEL'>

/**
 * The model the assistant talks to: an OpenAI-compatible server (Ollama, vLLM, llama.cpp, a hosted
 * API) when OPENAI_BASE_URL is set, else the built-in model that works offline.
 */
export function chooseModel(config: ModelConfig): LanguageModelV3 {
  if (!config.OPENAI_BASE_URL) return createBuiltinModel()
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: config.OPENAI_BASE_URL.replace(/\/$/, ''),
    apiKey: config.OPENAI_API_KEY,
  })
  return provider.chatModel(config.AI_MODEL)
}

let current: LanguageModelV3 | undefined

/** Sets the model every reply uses (main.ts at start; tests with a mock). */
export function setAssistantModel(model: LanguageModelV3 | undefined) {
  current = model
}

/** The model replies use: the one set at start, else the built-in model. */
export function assistantModel(): LanguageModelV3 {
  return (current ??= createBuiltinModel())
}
