import { BookOpen, MessageCircle, Phone, PlayCircle } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'

/** Device Help (SPEC.md 2): four help cards and answers to common questions. */
export function DeviceHelpPage() {
  const { t } = useTranslation()
  const [notice, setNotice] = useState('')
  const cards = [
    {
      icon: BookOpen,
      title: t('User Guide'),
      text: t('Step-by-step help with every part of Sage.'),
      action: t('Open Guide'),
    },
    {
      icon: PlayCircle,
      title: t('Video Tutorials'),
      text: t('Short videos that show how things work.'),
      action: t('Watch Videos'),
    },
    {
      icon: Phone,
      title: t('Call Support'),
      text: t('Talk to a person, Monday to Friday, 8 AM to 8 PM EST.'),
      action: t('Call Now'),
    },
    {
      icon: MessageCircle,
      title: t('Live Chat'),
      text: t('Write to a person and get an answer right away.'),
      action: t('Start Chat'),
    },
  ]
  const questions = [
    { q: t('How do I make the text bigger?'), a: t('Go to Settings > Sound & Display > Text Size and choose Large.') },
    { q: t('How do I add an emergency contact?'), a: t('Go to Settings > Emergency Contacts > Add Contact.') },
    { q: t('How do I change my notifications?'), a: t('Go to Settings > Notifications and turn each one on or off.') },
  ]
  return (
    <SimplePage title={t('Device Help')} back={{ to: '/user-settings', label: t('Back') }}>
      {notice ? (
        <p role="status" className="mb-4 rounded-xl border-2 border-primary bg-tint p-4 text-lg">
          {notice}
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {cards.map(({ icon: Icon, title, text, action }) => (
          <li key={title}>
            <Card className="flex h-full flex-col gap-3">
              <Icon aria-hidden className="size-10 text-primary" />
              <h2 className="text-xl font-bold">{title}</h2>
              <p className="flex-1 text-ink-soft">{text}</p>
              <Button
                variant="outline"
                onClick={() =>
                  setNotice(t('{{title}} is not available yet. Please write to us from Support.', { title }))
                }
              >
                {action}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 mb-4 text-2xl font-bold">{t('Common questions')}</h2>
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
