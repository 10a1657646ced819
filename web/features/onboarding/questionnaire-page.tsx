import { zodResolver } from '@hookform/resolvers/zod'
import { HandHeart, UserRound } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { QUESTIONNAIRE_AGES, type UserType, questionnaireAnswers } from '#shared/schemas/user-data.ts'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { ChoiceCards } from '#web/components/ui/choice-cards.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { timeWords } from '#web/features/medications/words.ts'
import {
  type QuestionnaireData,
  checkInChoice,
  emptyQuestionnaire,
  getStoredQuestionnaire,
  getUserType,
  saveQuestionnaire,
} from './questionnaire-store.ts'

type TextKey = Exclude<keyof QuestionnaireData, 'age'>

/** The times offered for the daily check-in at sign-up. */
const CHECK_IN_TIMES = ['07:00', '08:00', '09:00', '10:00', '11:00', '12:00']

/**
 * The 2-step onboarding (product.md 2): who Sage is for and their details, then health and
 * emergency. One form across both steps, on the shared rules (shared/schemas/user-data.ts).
 */
export function QuestionnairePage() {
  const { t, i18n } = useTranslation()
  const [checkIn, setCheckIn] = useState<string | null>(() => checkInChoice.get())
  const navigate = useNavigate()
  const [step, setStep] = useState<1 | 2>(1)
  const [userType, setUserType] = useState<UserType | null>(getUserType)
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<QuestionnaireData>({
    resolver: zodResolver(questionnaireAnswers),
    defaultValues: getStoredQuestionnaire() ?? emptyQuestionnaire,
  })

  // What to say at a field the rules refused, in the person's language (the rules' words are English).
  const problem = (key: keyof QuestionnaireData): string | undefined => {
    const issue = errors[key]
    if (!issue) return undefined
    if (key === 'age') {
      const age = getValues('age')
      return age !== null && age < QUESTIONNAIRE_AGES.min
        ? t('Sage is for people aged 13 and older, as our terms say.')
        : t('Please enter an age between 13 and 120.')
    }
    if (issue.type === 'too_big') return t('This is too long. Please make it shorter.')
    return t('Please enter a valid email address.')
  }

  const field = (
    key: TextKey,
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) => (
    <Field
      key={key}
      label={label}
      markRequired={options.required}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      error={problem(key)}
      {...register(key)}
    />
  )

  // The terms are for people 13 and older; a blank age can be filled in later, as can other fields.
  const handleNext = async (event: FormEvent) => {
    event.preventDefault()
    if (!userType) return
    const step1: (keyof QuestionnaireData)[] = [
      'firstName',
      'lastName',
      'age',
      'phoneNumber',
      'city',
      'state',
      'country',
    ]
    if (await trigger(step1, { shouldFocus: true })) setStep(2)
  }

  // Only a typed e-mail that cannot work (or a field too long) stops the finish.
  const handleFinish = handleSubmit((answers) => {
    if (!userType) return
    saveQuestionnaire(userType, answers)
    checkInChoice.set(userType === 'elder' ? checkIn : null)
    void navigate('/signup')
  })

  const title = t('Tell us about yourself')
  return (
    <SimplePage title={title}>
      <p className="mb-6 text-lg font-semibold text-ink-soft">{t('Step {{step}} of 2', { step })}</p>
      {step === 1 ? (
        <form onSubmit={(event) => void handleNext(event)} className="space-y-6" noValidate>
          <ChoiceCards
            legend={t('Who will use Sage?')}
            name="role"
            value={userType}
            onChange={setUserType}
            choices={[
              { value: 'elder', label: t('Senior'), description: t('I will use Sage myself.'), icon: UserRound },
              {
                value: 'caretaker',
                label: t('Guardian/Caretaker'),
                description: t('I help look after a senior who will use Sage.'),
                icon: HandHeart,
              },
            ]}
          />
          {userType ? (
            <Card className="space-y-5">
              <h2 className="text-2xl font-bold">
                {userType === 'elder' ? t('About you') : t('About you, the caretaker')}
              </h2>
              <div className="grid gap-5 sm:grid-cols-2">
                {field('firstName', t('First name'), { required: true, autoComplete: 'given-name' })}
                {field('lastName', t('Last name'), { required: true, autoComplete: 'family-name' })}
                <Field
                  label={t('Age')}
                  markRequired
                  type="number"
                  inputMode="numeric"
                  min={QUESTIONNAIRE_AGES.min}
                  max={QUESTIONNAIRE_AGES.max}
                  error={problem('age')}
                  {...register('age', {
                    setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
                  })}
                />
                {field('phoneNumber', t('Phone number (optional)'), { type: 'tel', autoComplete: 'tel' })}
                {field('city', t('City'), { autoComplete: 'address-level2' })}
                {field('state', t('State'), { autoComplete: 'address-level1' })}
                {field('country', t('Country'), { autoComplete: 'country-name' })}
              </div>
            </Card>
          ) : null}
          <div className="flex flex-wrap justify-between gap-3">
            <Button variant="outline" onClick={() => void navigate('/')}>
              {t('Back')}
            </Button>
            <Button type="submit" size="large" disabled={!userType}>
              {t('Next')}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={(event) => void handleFinish(event)} className="space-y-6" noValidate>
          {userType === 'elder' ? (
            <Card className="space-y-5">
              <h2 className="text-2xl font-bold">{t('Emergency contact')}</h2>
              <p className="text-ink-soft">{t('Someone Sage can point you to when you need help.')}</p>
              <div className="grid gap-5 sm:grid-cols-2">
                {field('emergencyContact', t('Emergency contact name'), { required: true })}
                {field('emergencyContactEmail', t('Emergency contact email'), { required: true, type: 'email' })}
                {field('emergencyPhone', t('Emergency contact phone'), { type: 'tel' })}
              </div>
            </Card>
          ) : (
            <Card className="space-y-5">
              <h2 className="text-2xl font-bold">{t('About the senior')}</h2>
              <div className="grid gap-5 sm:grid-cols-2">
                {field('seniorUserName', t('Senior’s name'), { required: true })}
                {field('seniorUserEmail', t('Senior’s email'), { required: true, type: 'email' })}
                {field('seniorUserPhone', t('Senior’s phone (optional)'), { type: 'tel' })}
              </div>
            </Card>
          )}
          {userType === 'elder' ? (
            <Card className="space-y-4">
              <h2 className="text-2xl font-bold">{t('Daily check-in')}</h2>
              <p className="text-ink-soft">
                {t(
                  'Sage can check on you each morning, and tell the people you choose if you do not answer. You can change this later.',
                )}
              </p>
              <SelectField
                label={t('I am usually up by')}
                value={checkIn ?? ''}
                onChange={(event) => setCheckIn(event.target.value || null)}
                options={[
                  { value: '', label: t('No check-in for now') },
                  ...CHECK_IN_TIMES.map((time) => ({ value: time, label: timeWords(time, i18n.language) })),
                ]}
              />
            </Card>
          ) : null}
          <Card className="space-y-5">
            <h2 className="text-2xl font-bold">{t('Health')}</h2>
            <p className="text-ink-soft">{t('Only if you wish. You can add or change this later.')}</p>
            <div className="grid gap-5 sm:grid-cols-2">
              {field('medicalConditions', t('Medical conditions'))}
              {field('medications', t('Medications'))}
              {field('doctorName', t('Doctor’s name'))}
              {field('doctorPhone', t('Doctor’s phone'), { type: 'tel' })}
            </div>
          </Card>
          <div className="flex flex-wrap justify-between gap-3">
            <Button variant="outline" onClick={() => setStep(1)}>
              {t('Back')}
            </Button>
            <Button type="submit" size="large">
              {t('Finish')}
            </Button>
          </div>
        </form>
      )}
    </SimplePage>
  )
}
