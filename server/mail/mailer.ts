import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Logger } from 'pino'
import { lazy } from '#shared/lazy.ts'

/** One mail: plain text, with the one link the person needs. */
export type Mail = { to: string; subject: string; text: string; link: string }

/**
 * Sends mail: through SMTP when configured, otherwise into the outbox folder. `send` throws when
 * the mail could not be sent (callers with their own retries, such as alerts, need to know);
 * `sendSoon`, where given, never throws: it tries now and again later (see withRetries).
 */
export type Mailer = {
  send: (mail: Mail) => Promise<void>
  sendSoon?: (mail: Mail) => Promise<void>
  /** How mail has gone lately, for /api/health?detail. */
  health?: () => MailHealth
}

/** How mail has gone since the server started. */
export type MailHealth = {
  sent: number
  failed: number
  /** Mails waiting for another try. */
  waiting: number
  lastFailureAt: string | null
  lastError: string | null
}

/** When a mail that could not be sent is tried again: after 30 s, 2, 10 and 30 minutes. */
export const MAIL_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000]

/**
 * A mailer that counts what it sends and fails, logs each failure (the address masked), and offers
 * `sendSoon`: a mail that fails (SMTP down, a bad certificate) is tried again on a schedule instead
 * of being lost, and the person can also ask for the link again. The retries live in memory: a
 * mail holding a sign-in link is not written to the database, and a restart loses at most a
 * link the person can ask for again.
 */
export function withRetries(mailer: Mailer, logger: Logger, delays = MAIL_RETRY_DELAYS_MS): Mailer {
  const health: MailHealth = { sent: 0, failed: 0, waiting: 0, lastFailureAt: null, lastError: null }
  const send = async (mail: Mail) => {
    try {
      await mailer.send(mail)
      health.sent += 1
    } catch (error) {
      health.failed += 1
      health.lastFailureAt = new Date().toISOString()
      health.lastError = (error instanceof Error ? error.message : String(error)).slice(0, 200)
      logger.error({ err: error, to: maskAddress(mail.to), subject: mail.subject }, 'mail not sent')
      throw error
    }
  }
  const attempt = async (mail: Mail, tries: number): Promise<void> => {
    try {
      await send(mail)
    } catch {
      const delay = delays[tries]
      if (delay === undefined) {
        logger.error({ to: maskAddress(mail.to), subject: mail.subject }, 'mail given up after its retries')
        return
      }
      health.waiting += 1
      setTimeout(() => {
        health.waiting -= 1
        void attempt(mail, tries + 1)
      }, delay).unref()
    }
  }
  return { send, sendSoon: (mail) => attempt(mail, 0), health: () => ({ ...health }) }
}

export type MailerOptions = { smtpUrl?: string; from: string; dataDir: string; logger: Logger }

/**
 * Creates the mailer. Without SMTP_URL every mail becomes a .eml file under DATA_DIR/outbox and
 * its link is printed, so sign-up works on a machine with no mail server.
 */
export function createMailer({ smtpUrl, from, dataDir, logger }: MailerOptions): Mailer {
  // The mail library is loaded with the first mail, not at every start.
  const nodemailer = lazy(async () => (await import('nodemailer')).default)
  if (smtpUrl) {
    const transport = lazy(async () => (await nodemailer()).createTransport(smtpUrl))
    return {
      send: async ({ to, subject, text }) => {
        await (await transport()).sendMail({ from, to, subject, text })
        logger.info({ to: maskAddress(to), subject }, 'mail sent')
      },
    }
  }
  const outbox = path.join(dataDir, 'outbox')
  const transport = lazy(async () =>
    (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  )
  return {
    send: async ({ to, subject, text, link }) => {
      const info = await (await transport()).sendMail({ from, to, subject, text })
      mkdirSync(outbox, { recursive: true })
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      )
      writeFileSync(file, info.message as Buffer)
      // Printed on purpose: with no mail server, this is how the person gets the link.
      console.log(`Mail to ${to} ("${subject}") saved to ${file}\n  Link: ${link}`)
    },
  }
}

/** r***@example.org: enough to follow a mail in the logs without writing the address down. */
function maskAddress(address: string): string {
  const [name = '', domain = ''] = address.split('@')
  return `${name.slice(0, 1)}***@${domain}`
}
