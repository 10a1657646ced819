import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, inject } from 'vitest'

/** A mail from the outbox of the Sage under test: headers and decoded text. */
export type OutboxMail = { to: string; subject: string; text: string; file: string }

function readOutbox(): OutboxMail[] {
  const outbox = path.join(inject('dataDir'), 'outbox')
  let files: string[]
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith('.eml'))
  } catch {
    return []
  }
  return files.sort().map((name) => {
    const raw = readFileSync(path.join(outbox, name), 'utf8')
    const [head = '', ...body] = raw.split(/\r?\n\r?\n/)
    const header = (field: string) => new RegExp(`^${field}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? ''
    const text = body
      .join('\n\n')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return {
      to: header('To'),
      subject: decodeHeader(header('Subject')),
      text: Buffer.from(text, 'latin1').toString('utf8'),
      file: name,
    }
  })
}

// Subjects outside ASCII arrive as =?UTF-8?Q?...?= or =?UTF-8?B?...?= words.
function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_match, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  )
}

/**
 * Waits for the newest mail to an address (with a subject, when given) and returns it with the
 * link it carries.
 */
export async function waitForMail(
  to: string,
  { subject, timeout = 10_000 }: { subject?: string; timeout?: number } = {},
): Promise<OutboxMail & { link: URL }> {
  let found: OutboxMail | undefined
  await expect
    .poll(
      () =>
        (found = readOutbox()
          .filter((mail) => mail.to === to && (subject === undefined || mail.subject === subject))
          .at(-1)),
      { timeout },
    )
    .toBeTruthy()
  const link = /https?:\/\/\S+/.exec(found!.text)?.[0]
  if (!link) throw new Error(`no link in the mail to ${to}`)
  return { ...found!, link: new URL(link) }
}

/** How many mails went to an address. */
export function mailsTo(to: string): number {
  return readOutbox().filter((mail) => mail.to === to).length
}
