import { BookOpen, Mail, MessageCircle, PenLine } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { ButtonLink, buttonClass } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { SUPPORT_EMAIL } from './support-page.tsx'

/**
 * Device Help (product.md 2): four help cards and answers to common questions. Each card leads to help
 * that exists (the answers below, Sage itself, the Support form, the support e-mail); none promises a
 * person on the phone or in a chat that Sage does not have.
 */
export function DeviceHelpPage() {
  const { t } = useTranslation()
  const cards = [
    {
      icon: BookOpen,
      title: t('User Guide'),
      text: t('Answers to the questions people ask most, on this page.'),
      action: t('Open Guide'),
      to: '#common-questions',
    },
    {
      icon: MessageCircle,
      title: t('Ask Sage'),
      text: t('Ask Sage how to do something, in your own words. For example: how do I add a photo?'),
      action: t('Ask Sage'),
      to: '/homepage',
    },
    {
      icon: PenLine,
      title: t('Write to us'),
      text: t('Send us a message with the Support form. Replies typically come within 24-48 hours.'),
      action: t('Open Support'),
      to: '/support',
    },
    {
      icon: Mail,
      title: t('E-mail us'),
      text: SUPPORT_EMAIL,
      action: t('Write an e-mail'),
      to: `mailto:${SUPPORT_EMAIL}`,
    },
  ]
  const questions = [
    { q: t('How do I make the text bigger?'), a: t('Go to Settings > Sound & Display > Text Size and choose Large.') },
    { q: t('How do I add an emergency contact?'), a: t('Go to Settings > Emergency Contacts > Add Contact.') },
    { q: t('How do I change my notifications?'), a: t('Go to Settings > Notifications and turn each one on or off.') },
  ]
  return (
    <SimplePage title={t('Device Help')} back={{ to: '/user-settings', label: t('Back') }}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {cards.map(({ icon: Icon, title, text, action, to }) => (
          <li key={title}>
            <Card className="flex h-full flex-col gap-3">
              <Icon aria-hidden className="size-10 text-primary" />
              <h2 className="text-xl font-bold">{title}</h2>
              <p className="flex-1 break-words text-ink-soft">{text}</p>
              {to.startsWith('/') ? (
                <ButtonLink variant="outline" to={to}>
                  {action}
                </ButtonLink>
              ) : (
                <a href={to} className={buttonClass({ variant: 'outline' })}>
                  {action}
                </a>
              )}
            </Card>
          </li>
        ))}
      </ul>
      <h2 id="common-questions" tabIndex={-1} className="mt-10 mb-4 text-2xl font-bold">
        {t('Common questions')}
      </h2>
      <div className="space-y-3">
        {questions.map(({ q, a }) => (
          <details key={q} className="rounded-2xl border-2 border-border bg-surface p-5">
            <summary className="min-h-target cursor-pointer text-lg font-bold">{q}</summary>
            <p className="mt-2 text-lg">{a}</p>
          </details>
        ))}
      </div>
    </SimplePage>
  )
}
