import { useQueryClient } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { clearPersonalData } from '#web/features/auth/sign-out.ts'
import { setActingFor } from '#web/lib/acting-for.ts'
import { ApiError, api, unwrap } from '#web/lib/api.ts'

/**
 * Delete my account: what goes is said first, then the password is asked again. The account is
 * closed at once (signed out everywhere) and emptied in the background.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const goes = [
    t('Your profile, settings and medical history'),
    t('Your medications and every dose marked'),
    t('Your photos, conversations and voice messages'),
    t('Your calendar, its link and the connection to Google Calendar'),
    t('Your emergency contacts, family links and invitations (your family is told the link ended)'),
  ]
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!password) return setError(t('Please write your password.'))
    setBusy(true)
    setError(null)
    try {
      await unwrap(api.account.delete.$post({ json: { password } }))
    } catch (failure) {
      setBusy(false)
      return setError(
        failure instanceof ApiError && failure.fieldError?.field === 'password'
          ? t('That password is not right.')
          : t('Your account could not be deleted. Please try again.'),
      )
    }
    clearPersonalData()
    setActingFor(null)
    queryClient.clear()
    await navigate('/login', {
      replace: true,
      state: { message: t('Your account is being deleted. Everything in it will be gone within a few minutes.') },
    })
  }
  return (
    <Card className="space-y-4">
      <h2 className="text-2xl font-bold">{t('Delete my account')}</h2>
      <p className="text-lg">
        {t('This deletes your Sage account and everything in it, for good. It cannot be undone.')}
      </p>
      <Button variant="danger" size="large" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        {t('Delete my account')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('Delete my account?')}>
        <form onSubmit={(event) => void handleSubmit(event)} className="space-y-5" noValidate>
          <p className="text-lg">{t('Everything you keep in Sage will be deleted:')}</p>
          <ul className="list-disc space-y-1 pl-6 text-lg">
            {goes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="text-lg font-semibold">
            {t('This cannot be undone. If you want a copy, download your data first.')}
          </p>
          <Field
            label={t('Your password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error ?? undefined}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" size="large" disabled={busy}>
              {t('Delete my account')}
            </Button>
            <Button variant="outline" size="large" onClick={() => setOpen(false)}>
              {t('Cancel')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  )
}
