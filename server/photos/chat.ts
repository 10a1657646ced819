// Photos in the chat: "show me a photo of the grandchildren" shows the best match from the person's
// gallery with a question about it, and the answer that follows is kept as the photo's story.
import { type ChatLanguage } from '#shared/chat/chat-languages.ts'
import { phrasebookFor } from '#shared/chat/builtin/messages.ts'
import { asksForPhoto, photoReply, storyFrom } from '#shared/chat/builtin/photo-request.ts'
import type { ChatMessage } from '#server/chat/sessions.ts'
import type { Scope } from '#server/data/scope.ts'
import type { Database } from '#server/db/client.ts'
import { photosPage, requirePhoto, updatePhoto } from './photos.ts'
import { PHOTOS_PAGE_MAX } from '#shared/limits.ts'

/** What the chat says and shows for a request to see a photo. */
export type PhotoTurn = { text: string; photo: { id: string; caption: string } | null }

type Said = { text: string; language: ChatLanguage; formal: boolean }

/** The answer to "show me a photo of …", from the person's newest photos; null when not asked. */
export async function photoStep(db: Database, scope: Scope, said: Said): Promise<PhotoTurn | null> {
  // Most messages ask for no photo: the gallery is read only for one that does.
  if (!asksForPhoto(said.text)) return null
  const { items } = await photosPage(db, scope, { size: PHOTOS_PAGE_MAX })
  const reply = photoReply(said.text, said.language, said.formal, items)
  if (!reply) return null
  return { text: reply.text, photo: reply.photo && { id: reply.photo.id, caption: reply.photo.caption } }
}

/**
 * The person's answer to Sage's question about a photo it just showed, kept as the photo's story
 * (after any story already kept); null when the last message was not about a photo, or this one is
 * not an answer.
 */
export async function storyStep(
  db: Database,
  scope: Scope,
  said: Said & { lastMessage: ChatMessage | undefined },
): Promise<string | null> {
  const photoId = said.lastMessage?.sender === 'assistant' ? said.lastMessage.photoId : null
  const story = photoId ? storyFrom(said.text) : null
  if (!photoId || !story) return null
  const photo = await requirePhoto(db, scope, photoId).catch(() => null)
  if (!photo) return null
  const kept = photo.story.trim() ? `${photo.story.trim()}\n${story}` : story
  await updatePhoto(db, scope, photoId, { story: kept })
  return phrasebookFor(said.language, said.formal).storyKept(story)
}
