import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'

/** One mail: plain text, with the one link the person needs. */
export type Mail = { to: string; subject: string; text: string; link: string }

/** Sends mail: through SMTP when configured, otherwise into the outbox folder. */
export type Mailer = { send: (mail: Mail) => Promise<void> }

export type MailerOptions = { smtpUrl?: string; from: string; dataDir: string; logger: Logger }

/**
 * Creates the mailer. Without SMTP_URL every mail becomes a .eml file under DATA_DIR/outbox and
 * its link is printed, so sign-up works on a machine with no mail server.
 */
export function createMailer({ smtpUrl, from, dataDir, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      send: async ({ to, subject, text }) => {
        await transport.sendMail({ from, to, subject, text })
        logger.info({ to: maskAddress(to), subject }, 'mail sent')
      },
    }
  }
  const outbox = path.join(dataDir, 'outbox')
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    send: async ({ to, subject, text, link }) => {
      const info = await transport.sendMail({ from, to, subject, text })
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
