import { createGoogleGenerativeAI } from '@ai-sdk/google'
import type { LanguageModelV3 } from '@ai-sdk/provider'
import type { Tool, ToolSet } from 'ai'
import { needsCurrentInformation } from '#shared/chat/current-info.ts'

/** How to reach Gemini. */
export type GeminiSettings = {
  apiKey: string
  /** The model name, such as gemini-2.5-flash. */
  model: string
  /** The API's address with its version path; unset: Google's. */
  baseURL?: string
  /** The fetch every request goes through (the retrying one). */
  fetch?: typeof fetch
}

/**
 * Gemini through Google's API, and the tools for a message: Google Search for questions about the
 * world now (news, weather, scores, prices, opening hours), none for the person's own things.
 */
export function createGemini(settings: GeminiSettings): {
  model: LanguageModelV3
  toolsFor: (text: string) => ToolSet | undefined
} {
  const google = createGoogleGenerativeAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL?.replace(/\/+$/, ''),
    fetch: settings.fetch,
  })
  // The provider's search tool runs on Google's side; the key must be google_search. The cast: the
  // provider and `ai` each bring their own @ai-sdk/provider-utils (4.0.64 and 4.0.65 here), whose
  // schema marks are one Symbol.for() at run time but two distinct types.
  const search: ToolSet = { google_search: google.tools.googleSearch({}) as unknown as Tool }
  return {
    model: google(settings.model),
    toolsFor: (text) => (needsCurrentInformation(text) ? search : undefined),
  }
}
