import en from '#shared/i18n/mail/en.json'
import es from '#shared/i18n/mail/es.json'
import { type AppLanguage, toAppLanguage } from '#shared/settings/language.ts'
import type { Mail } from './mailer.ts'

const texts: Record<AppLanguage, typeof en> = { en, es }

/**
 * The mails Sage sends: confirming an address, a new password, a paused sign-in, and an invitation
 * to a family circle (from a family member to the person they look after, or the other way).
 */
export type MailKind =
  'verify' | 'reset' | 'locked' | 'family-person' | 'family-family' | 'family-ended' | 'account-deleted'

/**
 * Builds a plain, friendly mail in the reader's language around one link; `name` is who the mail
 * speaks of (the one inviting), where it names someone.
 */
export function buildMail(
  kind: MailKind,
  options: { to: string; link: string; language?: string | null; name?: string },
): Mail {
  const language = toAppLanguage(options.language)
  const fill = (text: string) => text.replaceAll('{{name}}', options.name ?? '')
  const { subject, greeting, body, expiry, ignore } = texts[language][kind]
  const text = [greeting, '', body, '', options.link, '', expiry, '', ignore, '', texts[language].signature, '']
    .map(fill)
    .join('\n')
  return { to: options.to, subject: fill(subject), text, link: options.link }
}
