import { type AudioType, toAudioType } from '#shared/schemas/voice.ts'
import { MAX_AUDIO_BYTES } from '#shared/limits.ts'
import { AppError } from '#server/errors.ts'

/** Audio read from an upload: its bytes and its type (without parameters such as codecs). */
export type Audio = { data: Buffer; type: AudioType }

// The first bytes of each container: WebM's EBML header, Ogg's capture pattern, MP4's ftyp box.
const signatures: Record<AudioType, (data: Buffer) => boolean> = {
  'audio/webm': (data) => data.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  'audio/ogg': (data) => data.subarray(0, 4).toString('latin1') === 'OggS',
  'audio/mp4': (data) => data.subarray(4, 8).toString('latin1') === 'ftyp',
}

/**
 * Reads an uploaded recording: 413 over 10 MB, 400 unless it is WebM, Ogg or MP4 audio whose bytes
 * match its type (a renamed text file is refused, and never stored or served as audio).
 */
export async function readAudio(file: File): Promise<Audio> {
  if (file.size > MAX_AUDIO_BYTES) throw new AppError('payload_too_large', 'Recordings can be up to 10 MB.')
  const type = toAudioType(file.type)
  const data = type ? Buffer.from(await file.arrayBuffer()) : null
  if (!type || !data || !signatures[type](data)) {
    throw new AppError('invalid_input', 'Invalid file: Sage takes recordings as WebM, Ogg or MP4 audio.', {
      field: 'file',
      problem: 'invalid',
    })
  }
  return { data, type }
}
