import { useQuery } from '@tanstack/react-query'
import { Clock, Mail } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { emailPattern } from '#shared/schemas/feedback.ts'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Field, FieldError, inputClass } from '#web/components/ui/field.tsx'
import { useSession } from '#web/features/auth/session.ts'
import { profileQuery } from '#web/features/profile/queries.ts'
import { api, unwrap } from '#web/lib/api.ts'

/** Where people can write to a person about Sage. */
export const SUPPORT_EMAIL = 'support@sage-companion.app'
const empty = { name: '', email: '', subject: '', message: '' }

/** Support (product.md 2): a feedback form, all fields required, and how to reach a person. */
export function SupportPage() {
  const { t } = useTranslation()
  const session = useSession()
  const profile = useQuery({ ...profileQuery, enabled: Boolean(session.data) })
  const [edits, setEdits] = useState<Partial<typeof empty>>({})
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<keyof typeof empty, string>>>({})
  // product.md 8's title and sentence, said in the page above the form.
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; title: string; text?: string } | null>(null)
  // Signed in, the name and e-mail start filled in for the person (they can change them): the
  // profile's name, else the name given at sign-up.
  const knownName =
    [profile.data?.firstName, profile.data?.lastName].filter(Boolean).join(' ') || (session.data?.user.name ?? '')
  const known: typeof empty = { ...empty, name: knownName, email: session.data?.user.email ?? '' }
  const form: typeof empty = { ...known, ...edits }
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) =>
    setEdits({ ...edits, [key]: event.target.value })

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const values = {
      name: form.name.trim(),
      email: form.email.trim(),
      subject: form.subject.trim(),
      message: form.message.trim(),
    }
    // Each problem is said at its field, and above the form, where the person is looking.
    const problems: Partial<Record<keyof typeof empty, string>> = Object.fromEntries(
      Object.entries(values)
        .filter(([, value]) => !value)
        .map(([key]) => [key, t('Please fill this in.')]),
    )
    if (values.email && !emailPattern.test(values.email)) problems.email = t('Please enter a valid email address.')
    setErrors(problems)
    if (Object.keys(problems).length > 0) {
      const missing = Object.values(values).some((value) => !value)
      // 'Invalid email' goes with the sentence at the e-mail field itself.
      setOutcome(
        missing
          ? { tone: 'error', title: t('Missing information'), text: t('Please fill out all fields in the form.') }
          : { tone: 'error', title: t('Invalid email') },
      )
      document.getElementById(`support-${Object.keys(problems)[0]}`)?.focus()
      return
    }
    setBusy(true)
    try {
      await unwrap(api.feedback.$post({ json: values }))
      setOutcome({
        tone: 'success',
        title: t('Feedback submitted'),
        text: t('Your feedback has been received. Thank you!'),
      })
      setEdits({})
    } catch {
      // What was typed stays, so the person can simply try again.
      setOutcome({
        tone: 'error',
        title: t('Error'),
        text: t('There was a problem submitting your feedback. Please try again.'),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <SimplePage title={t('Support')} back={{ to: '/user-settings', label: t('Back') }}>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <h2 className="text-2xl font-bold">{t('Send us a message')}</h2>
          <form onSubmit={(event) => void handleSubmit(event)} className="mt-4 space-y-5" noValidate>
            {outcome ? (
              <Alert tone={outcome.tone}>
                <p className="font-bold">{outcome.title}</p>
                {outcome.text ? <p>{outcome.text}</p> : null}
              </Alert>
            ) : null}
            <Field
              id="support-name"
              label={t('Your name')}
              markRequired
              autoComplete="name"
              value={form.name}
              error={errors.name}
              onChange={set('name')}
            />
            <Field
              id="support-email"
              label={t('Your email')}
              markRequired
              type="email"
              autoComplete="email"
              value={form.email}
              error={errors.email}
              onChange={set('email')}
            />
            <Field
              id="support-subject"
              label={t('Subject')}
              markRequired
              value={form.subject}
              error={errors.subject}
              onChange={set('subject')}
            />
            <div className="space-y-1">
              <label htmlFor="support-message" className="block font-semibold">
                {t('Message')}
                <span className="ml-2 font-normal text-ink-soft">{t('(required)')}</span>
              </label>
              <textarea
                id="support-message"
                rows={6}
                aria-required
                aria-invalid={Boolean(errors.message)}
                aria-describedby={errors.message ? 'support-message-error' : undefined}
                className={inputClass}
                value={form.message}
                onChange={set('message')}
              />
              {errors.message ? <FieldError id="support-message-error">{errors.message}</FieldError> : null}
            </div>
            <Button type="submit" size="large" disabled={busy}>
              {busy ? t('Sending…') : t('Send Message')}
            </Button>
          </form>
        </Card>
        <Card className="h-fit space-y-4">
          <h2 className="text-2xl font-bold">{t('Contact us')}</h2>
          <p className="flex items-start gap-3">
            <Mail aria-hidden className="mt-1 size-6 shrink-0 text-primary" />
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold break-all">
              {SUPPORT_EMAIL}
            </a>
          </p>
          <p className="flex items-start gap-3">
            <Clock aria-hidden className="mt-1 size-6 shrink-0 text-primary" />
            <span>{t('Monday-Friday 8 AM-8 PM EST')}</span>
          </p>
          <p className="text-ink-soft">{t('Replies typically come within 24-48 hours.')}</p>
        </Card>
      </div>
    </SimplePage>
  )
}
