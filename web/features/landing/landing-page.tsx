import { CalendarDays, Eye, HeartPulse, Image, MessageCircleHeart, Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PublicLayout } from '#web/components/layout/public-layout.tsx'
import { usePageTitle } from '#web/components/layout/use-page-title.ts'
import { ButtonLink } from '#web/components/ui/button.tsx'
import { FeatureGrid } from './feature-grid.tsx'

/** The front page: what Sage is, feature cards, Get Started and Learn More. */
export function LandingPage() {
  const { t } = useTranslation()
  usePageTitle(t('Your kind companion'))
  const features = [
    {
      icon: MessageCircleHeart,
      title: t('Talk with Sage'),
      text: t('Chat by typing or speaking. Sage answers kindly and can read its replies aloud.'),
    },
    {
      icon: CalendarDays,
      title: t('Your calendar in plain words'),
      text: t('Say “remind me to take my pills every morning at 9” and Sage puts it on your calendar.'),
    },
    {
      icon: HeartPulse,
      title: t('Medical history'),
      text: t('Keep medications, conditions and appointments in one place, ready for your doctor.'),
    },
    {
      icon: Image,
      title: t('Family photos'),
      text: t('Your favourite photos and their stories on your home screen.'),
    },
    {
      icon: Phone,
      title: t('Emergency contacts'),
      text: t('The people to call, always one tap away.'),
    },
    {
      icon: Eye,
      title: t('Easy to see and use'),
      text: t('Big text, high contrast and large buttons, in English or Spanish.'),
    },
  ]
  return (
    <PublicLayout>
      <section className="bg-tint">
        <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
          <h1 className="max-w-3xl text-4xl font-bold md:text-5xl">{t('A kind companion for every day')}</h1>
          <p className="mt-5 max-w-2xl text-xl text-ink-soft">
            {t(
              'Sage keeps you company, keeps your day in order, and keeps the things that matter close at hand. Your family can help too.',
            )}
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <ButtonLink to="/questionnaire" size="large">
              {t('Get Started')}
            </ButtonLink>
            <ButtonLink to="/learn-more" size="large" variant="outline">
              {t('Learn More')}
            </ButtonLink>
          </div>
        </div>
      </section>
      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="features-title" className="mb-8 text-3xl font-bold">
          {t('What Sage does for you')}
        </h2>
        <FeatureGrid features={features} />
      </section>
    </PublicLayout>
  )
}
