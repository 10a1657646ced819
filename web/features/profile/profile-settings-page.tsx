import { zodResolver } from '@hookform/resolvers/zod'
import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { userDataInput } from '#shared/schemas/user-data.ts'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button, ButtonLink } from '#web/components/ui/button.tsx'
import { FormActions } from '#web/components/ui/form-actions.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { useSession } from '#web/features/auth/api.ts'
import { getStoredQuestionnaire } from '#web/features/onboarding/questionnaire-store.ts'
import { CONTACTS_KEY, contactBackends } from '#web/features/contacts/api.ts'
import { useCollection } from '#web/lib/collection.ts'
import { formatRecordDate } from '#web/features/medical/api.ts'
import { ProfilePhoto } from './profile-photo.tsx'
import { type ProfileValues, profileFieldKeys, useProfile, useSaveProfile } from './api.ts'

const fieldKeys = profileFieldKeys
type Key = (typeof fieldKeys)[number]
type Values = ProfileValues

const pick = (source: Partial<Record<Key, string | null>> | null | undefined): Values =>
  Object.fromEntries(fieldKeys.map((key) => [key, source?.[key] ?? ''])) as Values

/** The profile's fields with the server's rules (shared/schemas/user-data.ts): each as long as the server takes. */
const profileForm = userDataInput.pick(Object.fromEntries(fieldKeys.map((key) => [key, true])) as Record<Key, true>)

/** Profile (product.md 2): what Sage knows about the person, shown, then edited with Save or Cancel. */
export function ProfileSettingsPage() {
  const { t, i18n } = useTranslation()
  const session = useSession()
  const signedIn = Boolean(session.data)
  const profile = useProfile(signedIn)
  const [localProfile, setLocalProfile] = useState(() => getStoredQuestionnaire())
  const [editing, setEditing] = useState(false)
  const contacts = useCollection(CONTACTS_KEY, contactBackends).list
  const [saved, setSaved] = useState(false)

  const save = useSaveProfile(signedIn, () => {
    setEditing(false)
    setSaved(true)
    setLocalProfile(getStoredQuestionnaire())
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
    birthDate: t('Date of birth'),
  }
  const loading = session.isPending || (signedIn && profile.isPending)
  const values = pick(signedIn ? profile.data : localProfile)
  const name = [values.firstName, values.lastName].filter(Boolean).join(' ')

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
              <ProfileForm
                values={values}
                labels={labels}
                email={session.data?.user.email}
                busy={save.isPending}
                failed={save.isError}
                onSave={(changed) => save.mutate(changed)}
                onCancel={() => setEditing(false)}
              />
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
                    <dd className={values[key] ? '' : 'text-ink-soft'}>
                      {key === 'birthDate' && values[key]
                        ? formatRecordDate(values[key], i18n.language)
                        : values[key] || t('Not given')}
                    </dd>
                  </div>
                ))}
              </dl>
              <Button
                className="mt-5"
                onClick={() => {
                  setSaved(false)
                  save.reset()
                  setEditing(true)
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

/** Editing the profile: every field as the server takes it, a too-long one said at the field. */
function ProfileForm(props: {
  values: Values
  labels: Record<Key, string>
  /** The sign-in address, shown and not editable; none when signed out. */
  email: string | undefined
  busy: boolean
  failed: boolean
  onSave: (values: Values) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    // The schema's fields are optional for the API; the form always holds them all.
    resolver: zodResolver(profileForm) as unknown as Resolver<Values>,
    defaultValues: props.values,
  })
  return (
    <form onSubmit={(event) => void handleSubmit(props.onSave)(event)} className="space-y-5" noValidate>
      {props.failed ? <Alert tone="error">{t('We could not save your profile. Please try again.')}</Alert> : null}
      {props.email ? (
        <Field
          label={t('Email')}
          value={props.email}
          readOnly
          hint={t('Your e-mail address is how you sign in; it cannot be changed here.')}
        />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {fieldKeys.map((key) => (
          <Field
            key={key}
            label={props.labels[key]}
            type={key === 'birthDate' ? 'date' : key.toLowerCase().includes('phone') ? 'tel' : 'text'}
            hint={key === 'birthDate' ? t('For your age on the summary for the doctor.') : undefined}
            error={
              errors[key]
                ? key === 'birthDate'
                  ? t('Please choose a date in the past.')
                  : t('This is too long. Please make it shorter.')
                : undefined
            }
            {...register(key)}
          />
        ))}
      </div>
      <FormActions onCancel={props.onCancel} busy={props.busy} submitLabel={t('Save Changes')} />
    </form>
  )
}
