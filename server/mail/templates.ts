import en from '#shared/i18n/mail/en.json'
import es from '#shared/i18n/mail/es.json'
import { type AppLanguage, toAppLanguage } from '#shared/settings/language.ts'
import type { Mail } from './mailer.ts'

const texts: Record<AppLanguage, typeof en> = { en, es }

/** The mails Sage sends. */
export type MailKind = 'verify' | 'reset' | 'locked'

/** Builds a plain, friendly mail in the person's language around one link. */
export function buildMail(kind: MailKind, options: { to: string; link: string; language?: string | null }): Mail {
  const language = toAppLanguage(options.language)
  const { subject, greeting, body, expiry, ignore } = texts[language][kind]
  const text = [greeting, '', body, '', options.link, '', expiry, '', ignore, '', texts[language].signature, ''].join(
    '\n',
  )
  return { to: options.to, subject, text, link: options.link }
}
