import { useQuery } from '@tanstack/react-query'
import { CalendarDays, HeartPulse, Image, LogOut, MessageCircleHeart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Logo } from '#web/components/layout/logo.tsx'
import { SkipLink } from '#web/components/layout/skip-link.tsx'
import { usePageTitle } from '#web/components/layout/use-page-title.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { ProtectedRoute } from '#web/features/auth/protected-route.tsx'
import { useSession } from '#web/features/auth/session.ts'
import { useSignOut } from '#web/features/auth/sign-out.ts'
import { profileQuery } from '#web/features/profile/queries.ts'
import { PhotoCard } from '#web/features/photos/photo-card.tsx'
import { ProfileMenu } from './profile-menu.tsx'

/** /homepage and /home: Sage's home, for signed-in people only. */
export function HomePage() {
  return (
    <ProtectedRoute>
      <Home />
    </ProtectedRoute>
  )
}

function Home() {
  const { t } = useTranslation()
  const session = useSession()
  const profile = useQuery(profileQuery)
  const signOut = useSignOut()
  usePageTitle(t('Chat with Sage'))
  const user = session.data?.user
  const firstName = profile.data?.firstName?.trim()

  const things = [
    { icon: MessageCircleHeart, text: t('Talk with me about your day, by typing or speaking.') },
    { icon: CalendarDays, text: t('Keep your calendar: “remind me to take my pills every morning at 9”.') },
    { icon: HeartPulse, text: t('Keep your medical history in one place.') },
    { icon: Image, text: t('Look at your family photos.') },
  ]

  return (
    <div className="min-h-dvh">
      <SkipLink />
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Logo />
          <div className="flex flex-wrap items-center gap-2">
            {user ? <ProfileMenu name={user.name} email={user.email} /> : null}
            <Button variant="ghost" onClick={() => void signOut('/login')}>
              <LogOut aria-hidden />
              {t('Sign out')}
            </Button>
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[1fr_24rem]">
        <main id="main">
          <h1 className="text-3xl font-bold md:text-4xl">
            {firstName ? t('Hello, {{firstName}}! I’m Sage', { firstName }) : t('Hello! I’m Sage')}
          </h1>
          <Card className="mt-8">
            <h2 className="text-2xl font-bold">{t('Here is what I can do with you')}</h2>
            <ul className="mt-4 space-y-4">
              {things.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-3 text-lg">
                  <Icon aria-hidden className="mt-0.5 size-7 shrink-0 text-primary" />
                  {text}
                </li>
              ))}
            </ul>
          </Card>
        </main>
        <aside aria-label={t('Your photos')}>
          <PhotoCard />
        </aside>
      </div>
    </div>
  )
}
