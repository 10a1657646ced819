import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button, ButtonLink } from '#web/components/ui/button.tsx'
import { FormActions } from '#web/components/ui/form-actions.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { useSession } from '#web/features/auth/session.ts'
import { getStoredQuestionnaire, getUserType, saveLocalProfile } from '#web/features/onboarding/questionnaire-store.ts'
import { api, unwrap } from '#web/lib/api.ts'
import { CONTACTS_KEY, contactBackends } from '#web/features/contacts/contacts.ts'
import { useCollection } from '#web/lib/collection.ts'
import { ProfilePhoto } from './profile-photo.tsx'
import { profileKeys, profileQuery } from './queries.ts'

const fieldKeys = [
  'firstName',
  'lastName',
  'phoneNumber',
  'city',
  'state',
  'country',
  'medicalConditions',
  'medications',
  'doctorName',
  'doctorPhone',
] as const
type Key = (typeof fieldKeys)[number]
type Values = Record<Key, string>

const pick = (source: Partial<Record<Key, string | null>> | null | undefined): Values =>
  Object.fromEntries(fieldKeys.map((key) => [key, source?.[key] ?? ''])) as Values

/** Profile (product.md 2): what Sage knows about the person, shown, then edited with Save or Cancel. */
export function ProfileSettingsPage() {
  const { t } = useTranslation()
  const session = useSession()
  const signedIn = Boolean(session.data)
  const queryClient = useQueryClient()
  const profile = useQuery({ ...profileQuery, enabled: signedIn })
  const [localProfile, setLocalProfile] = useState(() => getStoredQuestionnaire())
  const [editing, setEditing] = useState<Values | null>(null)
  const contacts = useCollection(CONTACTS_KEY, contactBackends).list
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
                      type={key.toLowerCase().includes('phone') ? 'tel' : 'text'}
                      value={editing[key]}
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
          {/* The one list of emergency contacts: Sage calls, shows and alerts these. */}
          <Card className="space-y-3">
            <h2 className="text-2xl font-bold">{t('Emergency Contacts')}</h2>
            {contacts.data?.length ? (
              <ul className="space-y-1 text-lg">
                {contacts.data.map((contact) => (
                  <li key={contact.id}>
                    <span className="font-semibold">{contact.name}</span>
                    {contact.relationship ? <span className="text-ink-soft"> · {contact.relationship}</span> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-lg text-ink-soft">{t('No emergency contacts yet.')}</p>
            )}
            <ButtonLink variant="outline" to="/emergency-contacts">
              {t('Manage emergency contacts')}
            </ButtonLink>
          </Card>
        </div>
      )}
    </SimplePage>
  )
}
