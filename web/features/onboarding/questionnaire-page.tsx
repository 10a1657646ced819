import { HandHeart, UserRound } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { emailPattern } from '#shared/schemas/feedback.ts'
import type { UserType } from '#shared/schemas/user-data.ts'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { ChoiceCards } from '#web/components/ui/choice-cards.tsx'
import { Field } from '#web/components/ui/field.tsx'
import {
  type QuestionnaireData,
  emptyQuestionnaire,
  getStoredQuestionnaire,
  getUserType,
  saveQuestionnaire,
} from './questionnaire-store.ts'

type TextKey = Exclude<keyof QuestionnaireData, 'age'>

/** Ages Sage takes: its terms are for people 13 and older. */
const MIN_AGE = 13
const MAX_AGE = 120

/** The 2-step onboarding (product.md 2): who Sage is for and their details, then health and emergency. */
export function QuestionnairePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [step, setStep] = useState<1 | 2>(1)
  const [userType, setUserType] = useState<UserType | null>(getUserType)
  const [answers, setAnswers] = useState<QuestionnaireData>(() => getStoredQuestionnaire() ?? emptyQuestionnaire)
  const [emailErrors, setEmailErrors] = useState<Partial<Record<TextKey, string>>>({})
  const [ageError, setAgeError] = useState<string | undefined>()

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
      value={answers[key]}
      error={emailErrors[key]}
      onChange={(event) => setAnswers({ ...answers, [key]: event.target.value })}
    />
  )

  const handleNext = (event: FormEvent) => {
    event.preventDefault()
    if (!userType) return
    // The terms are for people 13 and older; a blank age can be filled in later.
    const { age } = answers
    const problem =
      age !== null && !(Number.isInteger(age) && age >= MIN_AGE && age <= MAX_AGE)
        ? age < MIN_AGE
          ? t('Sage is for people aged 13 and older, as our terms say.')
          : t('Please enter an age between 13 and 120.')
        : undefined
    setAgeError(problem)
    if (problem) return
    setStep(2)
  }

  const handleFinish = (event: FormEvent) => {
    event.preventDefault()
    if (!userType) return
    // Only a typed e-mail that cannot work stops the finish; blank fields can be filled in later.
    const emailKeys: TextKey[] = userType === 'elder' ? ['emergencyContactEmail'] : ['seniorUserEmail']
    const problems = Object.fromEntries(
      emailKeys
        .filter((key) => answers[key].trim() && !emailPattern.test(answers[key].trim()))
        .map((key) => [key, t('Please enter a valid email address.')]),
    )
    setEmailErrors(problems)
    if (Object.keys(problems).length > 0) return
    saveQuestionnaire(userType, answers)
    void navigate('/signup')
  }

  const title = t('Tell us about yourself')
  return (
    <SimplePage title={title}>
      <p className="mb-6 text-lg font-semibold text-ink-soft">{t('Step {{step}} of 2', { step })}</p>
      {step === 1 ? (
        <form onSubmit={handleNext} className="space-y-6" noValidate>
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
                  min={MIN_AGE}
                  max={MAX_AGE}
                  error={ageError}
                  value={answers.age ?? ''}
                  onChange={(event) =>
                    setAnswers({ ...answers, age: event.target.value ? Number(event.target.value) : null })
                  }
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
        <form onSubmit={handleFinish} className="space-y-6" noValidate>
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
