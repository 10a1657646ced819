import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { emailPattern } from '#shared/schemas/feedback.ts'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { FormActions } from '#web/components/ui/form-actions.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { useSession } from '#web/features/auth/session.ts'
import { getStoredQuestionnaire, getUserType, saveLocalProfile } from '#web/features/onboarding/questionnaire-store.ts'
import { api, unwrap } from '#web/lib/api.ts'
import { ProfilePhoto } from './profile-photo.tsx'
import { profileKeys, profileQuery } from './queries.ts'

const fieldKeys = [
  'firstName',
  'lastName',
  'phoneNumber',
  'city',
  'state',
  'country',
  'emergencyContact',
  'emergencyContactEmail',
  'emergencyPhone',
  'medicalConditions',
  'medications',
  'doctorName',
  'doctorPhone',
] as const
type Key = (typeof fieldKeys)[number]
type Values = Record<Key, string>

const pick = (source: Partial<Record<Key, string | null>> | null | undefined): Values =>
  Object.fromEntries(fieldKeys.map((key) => [key, source?.[key] ?? ''])) as Values

/** Profile (SPEC.md 2): what Sage knows about the person, shown, then edited with Save or Cancel. */
export function ProfileSettingsPage() {
  const { t } = useTranslation()
  const session = useSession()
  const signedIn = Boolean(session.data)
  const queryClient = useQueryClient()
  const profile = useQuery({ ...profileQuery, enabled: signedIn })
  const [localProfile, setLocalProfile] = useState(() => getStoredQuestionnaire())
  const [editing, setEditing] = useState<Values | null>(null)
  const [emailError, setEmailError] = useState('')
  const [saved, setSaved] = useState(false)

  const save = useMutation({
    mutationFn: async (values: Values) => {
      if (!signedIn) {
        saveLocalProfile(values)
        return
      }
      await unwrap(api['user-data'].$put({ json: { ...values, userType: getUserType() ?? undefined } }))
    },
    onSuccess: async () => {
      setEditing(null)
      setSaved(true)
      setLocalProfile(getStoredQuestionnaire())
      await queryClient.invalidateQueries({ queryKey: profileKeys.all })
    },
  })

  const labels: Record<Key, string> = {
    firstName: t('First name'),
    lastName: t('Last name'),
    phoneNumber: t('Phone number'),
    city: t('City'),
    state: t('State'),
    country: t('Country'),
    emergencyContact: t('Emergency contact name'),
    emergencyContactEmail: t('Emergency contact email'),
    emergencyPhone: t('Emergency contact phone'),
    medicalConditions: t('Medical conditions'),
    medications: t('Medications'),
    doctorName: t('Doctor’s name'),
    doctorPhone: t('Doctor’s phone'),
  }
  const loading = session.isPending || (signedIn && profile.isPending)
  const values = pick(signedIn ? profile.data : localProfile)
  const name = [values.firstName, values.lastName].filter(Boolean).join(' ')

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!editing) return
    const email = editing.emergencyContactEmail.trim()
    if (email && !emailPattern.test(email)) return setEmailError(t('Please enter a valid email address.'))
    setEmailError('')
    save.mutate(Object.fromEntries(fieldKeys.map((key) => [key, editing[key].trim()])) as Values)
  }

  return (
    <SimplePage title={t('Profile')} back={{ to: '/user-settings', label: t('Back') }}>
      {loading ? (
        <Card aria-busy="true" aria-label={t('Loading')} className="space-y-4">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="h-10 animate-pulse rounded-lg bg-tint" />
          ))}
        </Card>
      ) : (
        <div className="space-y-6">
          <Card>
            <ProfilePhoto userId={session.data?.user.id} name={name || t('you')} />
          </Card>
          {saved && !editing ? <Alert tone="success">{t('Your profile is saved.')}</Alert> : null}
          {editing ? (
            <Card>
              <form onSubmit={handleSubmit} className="space-y-5" noValidate>
                {save.isError ? (
                  <Alert tone="error">{t('We could not save your profile. Please try again.')}</Alert>
                ) : null}
                {session.data ? (
                  <Field
                    label={t('Email')}
                    value={session.data.user.email}
                    readOnly
                    hint={t('Your e-mail address is how you sign in; it cannot be changed here.')}
                  />
                ) : null}
                <div className="grid gap-5 sm:grid-cols-2">
                  {fieldKeys.map((key) => (
                    <Field
                      key={key}
                      label={labels[key]}
                      type={
                        key === 'emergencyContactEmail' ? 'email' : key.toLowerCase().includes('phone') ? 'tel' : 'text'
                      }
                      value={editing[key]}
                      error={key === 'emergencyContactEmail' ? emailError : undefined}
                      onChange={(event) => setEditing({ ...editing, [key]: event.target.value })}
                    />
                  ))}
                </div>
                <FormActions onCancel={() => setEditing(null)} busy={save.isPending} submitLabel={t('Save Changes')} />
              </form>
            </Card>
          ) : (
            <Card>
              <dl className="grid gap-x-6 sm:grid-cols-2">
                <div className="border-b border-border py-3">
                  <dt className="font-bold">{t('Email')}</dt>
                  <dd>{session.data?.user.email ?? t('Sign in to see your e-mail address.')}</dd>
                </div>
                {fieldKeys.map((key) => (
                  <div key={key} className="border-b border-border py-3">
                    <dt className="font-bold">{labels[key]}</dt>
                    <dd className={values[key] ? '' : 'text-ink-soft'}>{values[key] || t('Not given')}</dd>
                  </div>
                ))}
              </dl>
              <Button
                className="mt-5"
                onClick={() => {
                  setSaved(false)
                  save.reset()
                  setEditing(values)
                }}
              >
                <Pencil aria-hidden />
                {t('Edit')}
              </Button>
            </Card>
          )}
        </div>
      )}
    </SimplePage>
  )
}
