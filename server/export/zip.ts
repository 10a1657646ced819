// The person's download: one zip with everything they have in Sage, readable without Sage. Data as
// JSON (and the chats also as plain text), the calendar as .ics, photos and voice messages as their
// files, and the medical part also as a FHIR R4 Bundle for doctors' systems.
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate'
import { toICalendar } from '#server/calendar/ics.ts'
import type { PhotoStore } from '#server/photos/store.ts'
import { photoFileKeys } from '#server/photos/photos.ts'
import { getRecording } from '#server/voice/recordings.ts'
import { recordingUrl } from '#server/voice/recordings.ts'
import { speechLanguageTags } from '#shared/chat/chat-languages.ts'
import { type ExportWords, exportFiles, exportWords } from '#shared/export/export-words.ts'
import { type ExportContents, contentsLanguage, contentsTimeZone, fhirInputOf } from './contents.ts'
import { fhirBundle } from './fhir.ts'

/** How far the zip has come: `done` of `total` parts (a file, or a table's data). */
export type ExportProgress = (done: number, total: number) => Promise<void>

/** The README: the title, what the folder is, then each part and what it holds. */
function readme(words: ExportWords, timeZone: string): string {
  return [
    words.title,
    '='.repeat(Math.max(words.title.length, 10)),
    '',
    words.intro,
    '',
    ...exportFiles.flatMap((file) => [file, `    ${words.files[file]}`]),
    '',
    words.times(timeZone),
    '',
  ].join('\n')
}

/** A name safe in any file system: letters, digits, spaces and dashes, at most 60 characters. */
const safeName = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60) || 'untitled'

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/** A conversation as plain text: who said what, and when (on the person's clock, in their language). */
function chatText(
  session: ExportContents['sessions'][number],
  messages: ExportContents['messages'],
  reader: Reader,
): string {
  const day = new Intl.DateTimeFormat(reader.tag, { dateStyle: 'full', timeZone: reader.timeZone })
  const moment = new Intl.DateTimeFormat(reader.tag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: reader.timeZone,
  })
  const lines = [session.title, day.format(session.createdAt), '']
  for (const message of messages) {
    const who = message.sender === 'user' ? reader.words.you : reader.words.sage
    lines.push(`${who} (${moment.format(message.createdAt)}):`, message.content, '')
  }
  return lines.join('\n')
}

/** Whom the readable parts are written for: their language's words and tag, and their time zone. */
type Reader = { words: ExportWords; tag: string; timeZone: string }

type Part = { name: string; data: () => Promise<Uint8Array | null>; compress: boolean }

/** The parts of the zip, each read when its turn comes (files are read one at a time). */
function partsOf(contents: ExportContents, store: PhotoStore, now: Date): Part[] {
  const text = (name: string, value: string): Part => ({
    name,
    data: () => Promise.resolve(strToU8(value)),
    compress: true,
  })
  const { account, sessions, messages } = contents
  const language = contentsLanguage(contents)
  const reader: Reader = {
    words: exportWords[language],
    tag: speechLanguageTags[language],
    timeZone: contentsTimeZone(contents),
  }
  // Each conversation's messages, sorted out once (in the order read).
  const bySession = new Map<string, ExportContents['messages']>()
  for (const message of messages) {
    const list = bySession.get(message.sessionId)
    if (list) list.push(message)
    else bySession.set(message.sessionId, [message])
  }
  const messagesOf = (sessionId: string) => bySession.get(sessionId) ?? []
  const parts: Part[] = [
    text('README.txt', readme(reader.words, reader.timeZone)),
    text('profile.json', json({ account, profile: contents.profile, settings: contents.settings })),
    text('medical-records.json', json(contents.records)),
    text('medications.json', json({ medications: contents.medications, doses: contents.doses })),
    text('doctor-questions.json', json(contents.questions)),
    text('emergency-contacts.json', json(contents.contacts)),
    text(
      'calendar.ics',
      toICalendar(
        contents.events.map((event) => ({
          id: event.id,
          summary: event.summary,
          description: event.description,
          start: event.startAt,
          end: event.endAt,
          allDay: event.allDay,
          timeZone: event.timeZone,
          recurrence: event.recurrence ?? [],
          updatedAt: event.updatedAt,
        })),
        { now },
      ),
    ),
    text(
      'chats/conversations.json',
      json(
        sessions.map((session) => ({
          ...session,
          preferences: contents.preferences.find((preference) => preference.sessionId === session.id) ?? null,
          messages: messagesOf(session.id),
        })),
      ),
    ),
    ...sessions.map((session, index) =>
      text(
        `chats/${String(index + 1).padStart(3, '0')} ${session.createdAt.toISOString().slice(0, 10)} ${safeName(session.title)}.txt`,
        chatText(session, messagesOf(session.id), reader),
      ),
    ),
    text(
      'photos/photos.json',
      json(contents.photos.map(({ storageKey: _key, ...photo }, index) => ({ ...photo, file: photoFile(index) }))),
    ),
    ...contents.photos.map((photo, index): Part => ({
      name: `photos/${photoFile(index)}`,
      // The display size is the photo as Sage keeps it (uploads are re-encoded without their location).
      data: async () => (await store.get(photoFileKeys(photo.storageKey)[0]!)) ?? null,
      compress: false,
    })),
    ...contents.messages
      .filter((message) => message.audioUrl?.startsWith(recordingUrl('')))
      .map((message): Part => ({
        name: `recordings/${message.audioUrl!.slice(recordingUrl('').length)}`,
        data: async () =>
          (await getRecording(store, account.id, message.audioUrl!.slice(recordingUrl('').length)))?.data ?? null,
        compress: false,
      })),
    text('family.json', json({ links: contents.links, accessLog: contents.accessLog })),
    text('check-in.json', json(contents.checkIn[0] ?? null)),
    text('alerts.json', json(contents.alerts)),
    text('devices.json', json(contents.devices)),
    text('support-messages.json', json(contents.supportMessages)),
    text('medical-fhir.json', json(fhirBundle(fhirInputOf(contents, now)))),
  ]
  return parts
}

const photoFile = (index: number) => `photo-${String(index + 1).padStart(4, '0')}.webp`

/** Writes the person's zip, part by part, telling `progress` after each; a file gone from the store is left out. */
export async function writeExportZip(
  contents: ExportContents,
  store: PhotoStore,
  { now, progress }: { now: Date; progress: ExportProgress },
): Promise<Buffer> {
  const parts = partsOf(contents, store, now)
  const chunks: Uint8Array[] = []
  let failure: Error | null = null
  const done = new Promise<void>((resolve, reject) => {
    const zip = new Zip((error, data, final) => {
      if (error) {
        failure = error
        return reject(error)
      }
      chunks.push(data)
      if (final) resolve()
    })
    void (async () => {
      for (const [index, part] of parts.entries()) {
        if (failure) return
        const data = await part.data()
        if (data) {
          const file = part.compress ? new ZipDeflate(part.name, { level: 6 }) : new ZipPassThrough(part.name)
          zip.add(file)
          file.push(data, true)
        }
        await progress(index + 1, parts.length)
      }
      zip.end()
    })().catch(reject)
  })
  await done
  return Buffer.concat(chunks)
}
