import {
  BellRing,
  CalendarDays,
  Eye,
  HeartPulse,
  Image,
  Lock,
  MessageCircleHeart,
  Phone,
  Quote,
  Volume2,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PublicLayout } from '#web/components/layout/public-layout.tsx'
import { usePageTitle } from '#web/components/layout/use-page-title.ts'
import { AppLink } from '#web/components/ui/app-link.tsx'
import { ButtonLink } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { FeatureGrid } from './feature-grid.tsx'

/** Everything Sage does, why it helps, how to start, sample stories and how data is kept. */
export function LearnMorePage() {
  const { t } = useTranslation()
  usePageTitle(t('Learn More'))
  const features = [
    {
      icon: MessageCircleHeart,
      title: t('Talk with Sage'),
      text: t('Type or speak, any time of day. Sage answers warmly and in plain words.'),
    },
    {
      icon: Volume2,
      title: t('Spoken replies'),
      text: t('Sage can read every answer aloud, so there is no small print to squint at.'),
    },
    {
      icon: CalendarDays,
      title: t('Your calendar in plain words'),
      text: t('Ask “what do I have tomorrow?” or “cancel my dentist appointment” and Sage does it.'),
    },
    {
      icon: BellRing,
      title: t('Reminders'),
      text: t('Medication times and appointments, shown on screen when they are due.'),
    },
    {
      icon: HeartPulse,
      title: t('Medical history'),
      text: t('Appointments, medications, tests and vaccinations, all in one place.'),
    },
    {
      icon: Image,
      title: t('Family photos'),
      text: t('A gallery of favourite photos, with a slideshow on your home screen.'),
    },
    { icon: Phone, title: t('Emergency contacts'), text: t('Family, neighbours and doctors, each one tap away.') },
    {
      icon: Eye,
      title: t('Easy settings'),
      text: t('Choose bigger text, high contrast, large buttons, and English or Spanish.'),
    },
  ]
  const benefits = [
    { title: t('Company every day'), text: t('Someone to talk to who is patient, kind and always there.') },
    { title: t('Less to remember'), text: t('Sage keeps track of appointments, pills and phone numbers for you.') },
    {
      title: t('Peace of mind for family'),
      text: t('Family members can help set things up and keep details up to date.'),
    },
    {
      title: t('Made for older eyes and hands'),
      text: t('Large text and buttons, simple words, and nothing hidden behind tiny icons.'),
    },
  ]
  const steps = [
    {
      title: t('Tell us about yourself'),
      text: t('Answer a few questions: are you a senior, or a family member helping one?'),
    },
    { title: t('Create your account'), text: t('Choose a password and confirm your e-mail address.') },
    { title: t('Start talking with Sage'), text: t('Say hello. Sage will show you what it can do.') },
  ]
  const stories = [
    {
      quote: t('I ask Sage what is on for the day every morning over coffee. It never minds if I ask twice.'),
      name: t('Margaret, 82'),
    },
    { quote: t('The big buttons and the reading aloud mean I can use it without my glasses.'), name: t('Robert, 77') },
    {
      quote: t('I live two hours away. Setting up Mum’s appointments and photos with her has made a real difference.'),
      name: t('Linda, daughter and caretaker'),
    },
  ]
  return (
    <PublicLayout>
      <section className="bg-tint">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h1 className="text-4xl font-bold md:text-5xl">{t('Everything Sage can do')}</h1>
          <p className="mt-4 max-w-2xl text-xl text-ink-soft">
            {t('Sage is a companion for older adults, and a helping hand for the family who look after them.')}
          </p>
        </div>
      </section>

      <section aria-labelledby="features" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="features" className="mb-8 text-3xl font-bold">
          {t('Features')}
        </h2>
        <FeatureGrid features={features} />
      </section>

      <section aria-labelledby="benefits" className="bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="benefits" className="mb-8 text-3xl font-bold">
            {t('Why families choose Sage')}
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="rounded-2xl border border-border p-6">
                <h3 className="text-xl font-bold">{benefit.title}</h3>
                <p className="mt-2 text-ink-soft">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="setup" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="setup" className="mb-8 text-3xl font-bold">
          {t('Getting started takes three steps')}
        </h2>
        <ol className="grid gap-5 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full">
                <span
                  aria-hidden
                  className="flex size-12 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-ink"
                >
                  {index + 1}
                </span>
                <h3 className="mt-3 text-xl font-bold">{step.title}</h3>
                <p className="mt-2 text-ink-soft">{step.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="stories" className="bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="stories" className="text-3xl font-bold">
            {t('Sample stories')}
          </h2>
          <p className="mt-2 mb-8 text-ink-soft">
            {t('These are examples of how people might use Sage, not real reviews.')}
          </p>
          <ul className="grid gap-5 md:grid-cols-3">
            {stories.map((story) => (
              <li key={story.name}>
                <figure className="h-full rounded-2xl border border-border p-6">
                  <Quote aria-hidden className="size-8 text-heart" />
                  <blockquote className="mt-2 text-lg">{story.quote}</blockquote>
                  <figcaption className="mt-3 font-semibold text-ink-soft">{story.name}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="privacy" className="mx-auto max-w-6xl px-4 py-12">
        <Card className="flex flex-col gap-4 md:flex-row md:items-start">
          <Lock aria-hidden className="size-12 shrink-0 text-primary" />
          <div>
            <h2 id="privacy" className="text-3xl font-bold">
              {t('Your information stays yours')}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-6">
              <li>{t('We never sell your information and never show ads.')}</li>
              <li>{t('Each person’s information is kept separate from everyone else’s.')}</li>
              <li>{t('Passwords are stored scrambled, so no one can read them.')}</li>
              <li>{t('You can see, change or delete what you have stored at any time.')}</li>
            </ul>
            <p className="mt-4">
              <AppLink to="/terms-and-privacy" className="inline-flex min-h-target items-center font-semibold">
                {t('Read our Privacy Policy')}
              </AppLink>
            </p>
          </div>
        </Card>
      </section>

      <section className="bg-tint">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-5 px-4 py-12">
          <h2 className="text-3xl font-bold">{t('Ready to meet Sage?')}</h2>
          <div className="flex flex-wrap gap-4">
            <ButtonLink to="/questionnaire" size="large">
              {t('Get Started Free')}
            </ButtonLink>
            <ButtonLink to="/login" size="large" variant="outline">
              {t('Sign In')}
            </ButtonLink>
          </div>
        </div>
      </section>
    </PublicLayout>
  )
}
