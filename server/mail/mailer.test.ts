import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { SMTPServer } from 'smtp-server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMailer } from './mailer.ts'
import { buildMail } from './templates.ts'

const logger = pino({ level: 'silent' })
const mail = buildMail('verify', {
  to: 'rose@example.org',
  link: 'http://localhost:3000/auth/callback?token=abc&type=signup',
})
const cleanup: (() => void | Promise<void>)[] = []
afterEach(async () => {
  for (const step of cleanup.splice(0)) await step()
})

/** The mail's text with quoted-printable soft line breaks and escapes undone. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))

describe('the outbox (no SMTP_URL)', () => {
  it('writes each mail as a .eml file and prints its link', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sage-mail-'))
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }))
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {})
    cleanup.push(() => printed.mockRestore())
    await createMailer({ from: 'Sage <no-reply@sage.local>', dataDir, logger }).send(mail)

    const files = readdirSync(path.join(dataDir, 'outbox'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\.eml$/)
    const eml = decoded(readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8'))
    expect(eml).toContain('To: rose@example.org')
    expect(eml).toContain('Subject: Please confirm your e-mail address for Sage')
    expect(eml).toContain('http://localhost:3000/auth/callback?token=abc&type=signup')
    expect(printed.mock.calls.flat().join(' ')).toContain('http://localhost:3000/auth/callback?token=abc&type=signup')
  })
})

describe('SMTP (SMTP_URL set)', () => {
  it('delivers through the SMTP server, logging in with the URL’s user and password', async () => {
    const received: { from: string; to: string[]; data: string; user?: string }[] = []
    const server = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        if (auth.username === 'sage' && auth.password === 's3cret') callback(null, { user: auth.username })
        else callback(new Error('Invalid username or password'))
      },
      onData(stream, session, callback) {
        let data = ''
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
            user: session.user as string | undefined,
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
    const { port } = server.server.address() as AddressInfo

    const mailer = createMailer({
      smtpUrl: `smtp://sage:s3cret@127.0.0.1:${port}?ignoreTLS=true`,
      from: 'Sage <hello@sage.example>',
      dataDir: '/nonexistent',
      logger,
    })
    await mailer.send(mail)

    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({ from: 'hello@sage.example', to: ['rose@example.org'], user: 'sage' })
    expect(received[0]!.data).toContain('Subject: Please confirm your e-mail address for Sage')
    expect(decoded(received[0]!.data)).toContain('token=abc&type=signup')
  })
})

describe('mail texts', () => {
  it('are plain, name the link, and say what to do if it was not asked for, in English and Spanish', () => {
    const english = buildMail('reset', { to: 'a@b.c', link: 'http://x/auth/reset-password?token=t' })
    expect(english.text).toContain('http://x/auth/reset-password?token=t')
    expect(english.text).toContain('If you did not ask for this, you can ignore this e-mail.')
    const spanish = buildMail('reset', { to: 'a@b.c', link: 'http://x', language: 'es' })
    expect(spanish.subject).toBe('Elija una nueva contraseña para Sage')
    expect(buildMail('reset', { to: 'a@b.c', link: 'http://x', language: 'fr' }).subject).toBe(
      'Set a new password for Sage',
    )
  })
})
