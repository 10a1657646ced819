import { useQuery } from '@tanstack/react-query'
import { HeartHandshake } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button, ButtonLink } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { toast } from '#web/components/ui/toast.ts'
import { ProtectedRoute } from '#web/features/auth/protected-route.tsx'
import { familyErrorMessage, invitationQuery, invitationSentence, nameOf, useFamilyChanges } from './api.ts'

/**
 * /family/accept?token=…: the link in a family invitation. Signed out, it asks to sign in first (and
 * comes back here); signed in, the person accepts with a press: opening the link alone links no one.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation()
  return (
    <ProtectedRoute>
      <SimplePage title={t('Family invitation')} back={{ to: '/homepage', label: t('Back') }}>
        <AcceptInvitation />
      </SimplePage>
    </ProtectedRoute>
  )
}

function AcceptInvitation() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const token = useSearchParams()[0].get('token') ?? ''
  const invitation = useQuery(invitationQuery(token))
  const { accept } = useFamilyChanges()
  const [failure, setError] = useState<string | null>(null)
  const error = !token
    ? t('This link is not complete. Please open the link from the e-mail again.')
    : invitation.isError
      ? familyErrorMessage(t, invitation.error)
      : failure
  if (token && invitation.isPending) return <Spinner label={t('Loading')} className="py-16" />
  const name = invitation.data ? nameOf(invitation.data) : ''
  const onAccept = () =>
    accept.mutate(
      { token },
      {
        onSuccess: (link) => {
          toast.success(t('You are now linked with {{name}}.', { name: nameOf(link) }))
          void navigate('/family-settings')
        },
        onError: (failure) => setError(familyErrorMessage(t, failure)),
      },
    )
  return (
    <Card className="flex flex-col gap-5">
      <p className="flex items-center gap-3 text-xl font-bold [overflow-wrap:anywhere]">
        <HeartHandshake aria-hidden className="size-8 shrink-0 text-primary" />
        {invitation.data
          ? invitationSentence(t, invitation.data)
          : t('You have been invited to a family circle in Sage.')}
      </p>
      {invitation.data ? (
        <p className="text-lg text-ink-soft [overflow-wrap:anywhere]">{invitation.data.other.email}</p>
      ) : null}
      <p className="text-lg">
        {invitation.data?.role === 'person'
          ? t('Nothing is shared until you choose what {{name}} can see.', { name })
          : invitation.data
            ? t('{{name}} chooses what you can see.', { name })
            : t(
                'Linked family members help with each other’s day. The person who is looked after chooses what is shared, and can change it at any time. Chats are never shared.',
              )}
      </p>
      {error ? (
        <Alert tone="error">
          <p>{error}</p>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {error ? null : (
          <Button size="large" onClick={onAccept} disabled={accept.isPending}>
            {accept.isPending ? t('Accepting…') : t('Accept the invitation')}
          </Button>
        )}
        <ButtonLink to="/family-settings" size="large" variant="outline">
          {t('Go to Family')}
        </ButtonLink>
      </div>
    </Card>
  )
}
