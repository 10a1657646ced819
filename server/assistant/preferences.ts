import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { type ChatLanguage, chatLanguageCodes, chatLanguages } from '#shared/chat/chat-languages.ts'
import { type StylePreferences, defaultStylePreferences } from '#shared/chat/style.ts'
import type { Database } from '#server/db/client.ts'
import { userPreferences } from '#server/db/schema/index.ts'

/** A session's language preferences as stored in user_preferences (product.md 3). */
export type LanguagePreferences = {
  primaryLanguage: ChatLanguage
  detectedLanguages: ChatLanguage[]
  /** The BCP 47 tag speech uses for the primary language. */
  voiceLanguage: string
}

/** A session's preferences: language and style. */
export type SessionPreferences = { language: LanguagePreferences; style: StylePreferences }

const languagePreferencesSchema = z.object({
  primaryLanguage: z.enum(chatLanguages),
  detectedLanguages: z.array(z.enum(chatLanguages)).catch([]),
  voiceLanguage: z.string().catch(''),
})

const stylePreferencesSchema = z.object({
  formality: z.enum(['casual', 'formal', 'mixed']).catch(defaultStylePreferences.formality),
  tone: z.enum(['warm', 'energetic', 'professional']).catch(defaultStylePreferences.tone),
  lengthPreference: z.enum(['brief', 'moderate', 'detailed']).catch(defaultStylePreferences.lengthPreference),
  commonPhrases: z.array(z.string()).catch([]),
  slangUsage: z.boolean().catch(false),
  abbreviations: z.array(z.string()).catch([]),
})

/** The stored preferences of a session, or null when none are stored (or they no longer parse). */
export async function getSessionPreferences(db: Database, sessionId: string): Promise<SessionPreferences | null> {
  const [row] = await db
    .select({ language: userPreferences.languagePreferences, style: userPreferences.stylePreferences })
    .from(userPreferences)
    .where(eq(userPreferences.sessionId, sessionId))
  if (!row) return null
  const language = languagePreferencesSchema.safeParse(row.language)
  const style = stylePreferencesSchema.safeParse(row.style)
  if (!language.success) return null
  return { language: language.data, style: style.success ? style.data : defaultStylePreferences }
}

/** Language preferences after a message in `language`: it becomes the primary one and joins those seen. */
export function nextLanguagePreferences(
  previous: LanguagePreferences | undefined,
  language: ChatLanguage,
): LanguagePreferences {
  const detected = new Set(previous?.detectedLanguages ?? [])
  detected.add(language)
  return {
    primaryLanguage: language,
    detectedLanguages: chatLanguages.filter((item) => detected.has(item)),
    voiceLanguage: chatLanguageCodes[language],
  }
}

/** Saves a session's preferences, keyed by session (product.md 7: upsert, conflict on session_id). */
export async function saveSessionPreferences(
  db: Database,
  userId: string,
  sessionId: string,
  preferences: SessionPreferences,
) {
  const values = { languagePreferences: preferences.language, stylePreferences: preferences.style }
  await db
    .insert(userPreferences)
    .values({ sessionId, userId, ...values })
    .onConflictDoUpdate({ target: userPreferences.sessionId, set: { ...values, updatedAt: new Date() } })
}
