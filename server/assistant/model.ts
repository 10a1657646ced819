import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModelV3 } from '@ai-sdk/provider'
import type { ToolSet } from 'ai'
import { DEFAULT_EMERGENCY_NUMBER } from '#shared/chat/emergency.ts'
import type { CrisisLine } from '#shared/safety/crisis-lines.ts'
import type { Env } from '#server/env.ts'
import { createBuiltinModel } from './builtin-model.ts'
import { createGemini } from './gemini.ts'
import { type RetryOptions, createRetryingFetch } from './retrying-fetch.ts'

/**
 * The configuration that picks the assistant's model. The Gemini settings may be left out (tests
 * that want an OpenAI-compatible server or the built-in model).
 */
export type ModelConfig = Pick<Env, 'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'AI_MODEL'> &
  Partial<Pick<Env, 'GEMINI_API_KEY' | 'GEMINI_MODEL' | 'GEMINI_BASE_URL' | 'EMERGENCY_NUMBER' | 'CRISIS_LINE'>>

/** How hosted models' requests are retried (tests shorten the waits). */
export type ModelOptions = { retry?: RetryOptions }

/** What the reply pipeline talks to: a model, the tools it may use for a message, and the emergency number. */
export type Assistant = {
  model: LanguageModelV3
  /** Tools for answering this message (a search tool for current-information questions), if any. */
  toolsFor: (text: string) => ToolSet | undefined
  /** The number an emergency reply tells the person to call. */
  emergencyNumber: string
  /** The crisis line for self-harm replies, when the deployment names one (else by the person's country). */
  crisisLine?: CrisisLine
}

// The same default as GEMINI_MODEL's in env.ts, for a config that leaves the model out.
const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash'
const noTools = () => undefined

/**
 * The model and its tools, in order of precedence: Gemini when GEMINI_API_KEY is set, else an
 * OpenAI-compatible server (Ollama, vLLM, llama.cpp, a hosted API) when OPENAI_BASE_URL is set,
 * else the built-in model that works offline. Hosted models retry 502, 503 and 504 answers.
 */
function chooseBackend(config: ModelConfig, options: ModelOptions): Omit<Assistant, 'emergencyNumber' | 'crisisLine'> {
  if (config.GEMINI_API_KEY) {
    return createGemini({
      apiKey: config.GEMINI_API_KEY,
      model: config.GEMINI_MODEL ?? DEFAULT_GEMINI_MODEL,
      baseURL: config.GEMINI_BASE_URL,
      fetch: createRetryingFetch(options.retry),
    })
  }
  if (config.OPENAI_BASE_URL) {
    const provider = createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: config.OPENAI_BASE_URL.replace(/\/$/, ''),
      apiKey: config.OPENAI_API_KEY,
      fetch: createRetryingFetch(options.retry),
    })
    return { model: provider.chatModel(config.AI_MODEL), toolsFor: noTools }
  }
  return { model: createBuiltinModel(), toolsFor: noTools }
}

/** The model the configuration asks for: Gemini, else an OpenAI-compatible server, else the built-in model. */
export function chooseModel(config: ModelConfig, options: ModelOptions = {}): LanguageModelV3 {
  return chooseBackend(config, options).model
}

/** The assistant the configuration asks for: its model, the tools for each message and the emergency number. */
export function chooseAssistant(config: ModelConfig, options: ModelOptions = {}): Assistant {
  return {
    ...chooseBackend(config, options),
    emergencyNumber: config.EMERGENCY_NUMBER ?? DEFAULT_EMERGENCY_NUMBER,
    crisisLine: config.CRISIS_LINE,
  }
}

/** The built-in assistant: the offline model, no tools, the default emergency number. */
export function builtinAssistant(): Assistant {
  return { model: createBuiltinModel(), toolsFor: noTools, emergencyNumber: DEFAULT_EMERGENCY_NUMBER }
}
