import { zodResolver } from '@hookform/resolvers/zod'
import { Clock, Mail } from 'lucide-react'
import { useMemo, useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type FeedbackInput, feedbackInput } from '#shared/schemas/feedback.ts'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Field, FieldError, inputClass } from '#web/components/ui/field.tsx'
import { useSession } from '#web/features/auth/api.ts'
import { useProfile } from '#web/features/profile/api.ts'
import { useSendFeedback } from './api.ts'

/** Where people can write to a person about Sage. */
export const SUPPORT_EMAIL = 'support@sage-companion.app'
const blank: FeedbackInput = { name: '', email: '', subject: '', message: '' }

/** Support (product.md 2): a feedback form, all fields required, and how to reach a person. */
export function SupportPage() {
  const { t } = useTranslation()
  const session = useSession()
  const profile = useProfile(Boolean(session.data))
  const send = useSendFeedback()
  // product.md 8's title and sentence, said in the page above the form.
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; title: string; text?: string } | null>(null)
  // Signed in, the name and e-mail start filled in for the person (they can change them): the
  // profile's name, else the name given at sign-up. What the person typed is kept when they load.
  const knownName =
    [profile.data?.firstName, profile.data?.lastName].filter(Boolean).join(' ') || (session.data?.user.name ?? '')
  const knownEmail = session.data?.user.email ?? ''
  const known = useMemo(() => ({ ...blank, name: knownName, email: knownEmail }), [knownName, knownEmail])
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm<FeedbackInput>({
    resolver: zodResolver(feedbackInput),
    defaultValues: blank,
    values: known,
    resetOptions: { keepDirtyValues: true },
  })
  // Each problem is said at its field, and above the form, where the person is looking.
  const empty = (field: keyof FeedbackInput) => !getValues(field).trim()
  const problem = (field: keyof FeedbackInput): string | undefined => {
    const issue = errors[field]
    if (!issue) return undefined
    if (empty(field)) return t('Please fill this in.')
    if (issue.type === 'too_big') return t('This is too long. Please make it shorter.')
    return t('Please enter a valid email address.')
  }

  const refused = (refusedFields: FieldErrors<FeedbackInput>) => {
    const missing = (Object.keys(refusedFields) as (keyof FeedbackInput)[]).some(empty)
    // 'Invalid email' goes with the sentence at the e-mail field itself.
    setOutcome(
      missing
        ? { tone: 'error', title: t('Missing information'), text: t('Please fill out all fields in the form.') }
        : refusedFields.email
          ? { tone: 'error', title: t('Invalid email') }
          : { tone: 'error', title: t('Error'), text: t('This is too long. Please make it shorter.') },
    )
  }

  const submit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values)
      setOutcome({
        tone: 'success',
        title: t('Feedback submitted'),
        text: t('Your feedback has been received. Thank you!'),
      })
      // The name and e-mail stay for a next message; the message itself is gone.
      reset({ ...values, subject: '', message: '' }, { keepDirtyValues: false })
    } catch {
      // What was typed stays, so the person can simply try again.
      setOutcome({
        tone: 'error',
        title: t('Error'),
        text: t('There was a problem submitting your feedback. Please try again.'),
      })
    }
  }, refused)

  return (
    <SimplePage title={t('Support')} back={{ to: '/user-settings', label: t('Back') }}>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <h2 className="text-2xl font-bold">{t('Send us a message')}</h2>
          <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-5" noValidate>
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
              error={problem('name')}
              {...register('name')}
            />
            <Field
              id="support-email"
              label={t('Your email')}
              markRequired
              type="email"
              autoComplete="email"
              error={problem('email')}
              {...register('email')}
            />
            <Field
              id="support-subject"
              label={t('Subject')}
              markRequired
              error={problem('subject')}
              {...register('subject')}
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
                {...register('message')}
              />
              {errors.message ? <FieldError id="support-message-error">{problem('message')}</FieldError> : null}
            </div>
            <Button type="submit" size="large" disabled={send.isPending}>
              {send.isPending ? t('Sending…') : t('Send Message')}
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
