import { randomUUID } from 'node:crypto'
import { type AudioType, audioTypes } from '#shared/schemas/voice.ts'
import type { PhotoStore } from '#server/photos/store.ts'
import type { Audio } from './audio.ts'

// A recording's id is a uuid and the extension of its type, e.g. 1b4e…-9c2f.webm.
const recordingId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(webm|ogg|m4a)$/

const typeOfExtension = Object.fromEntries(
  Object.entries(audioTypes).map(([type, extension]) => [extension, type as AudioType]),
) as Record<string, AudioType>

/**
 * Where a recording's bytes are kept in the file store (beside photos). The owner is part of the key,
 * so no table is needed: a recording is found only under the id of the person asking for it.
 */
const storageKey = (userId: string, id: string) => `${recordingsFolder(userId)}${id}`

/** The folder of the file store holding every recording of one person. */
export const recordingsFolder = (userId: string) => `recordings/${userId}/`

/** The address a recording is served at, as stored in messages.audio_url (product.md 3). */
export const recordingUrl = (id: string) => `/api/recordings/${id}`

/** Keeps a voice message's recording for its owner; returns its id. */
export async function saveRecording(store: PhotoStore, userId: string, audio: Audio): Promise<string> {
  const id = `${randomUUID()}.${audioTypes[audio.type]}`
  await store.put(storageKey(userId, id), audio.data, audio.type)
  return id
}

/** A recording's bytes and type, or null when the id names none of this person's recordings. */
export async function getRecording(store: PhotoStore, userId: string, id: string): Promise<Audio | null> {
  const match = recordingId.exec(id)
  if (!match) return null
  const data = await store.get(storageKey(userId, id))
  return data ? { data, type: typeOfExtension[match[1]!]! } : null
}

/**
 * Removes recordings by the addresses kept in messages.audio_url, when a chat goes. Addresses that
 * are not this person's recordings are passed over.
 */
export async function deleteRecordings(store: PhotoStore, userId: string, urls: readonly string[]): Promise<void> {
  const prefix = recordingUrl('')
  const ids = urls.filter((url) => url.startsWith(prefix)).map((url) => url.slice(prefix.length))
  await Promise.all(ids.filter((id) => recordingId.test(id)).map((id) => store.delete(storageKey(userId, id))))
}
