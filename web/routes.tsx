import type { TFunction } from 'i18next'
import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Route, Routes, useLocation } from 'react-router'
import { Spinner } from './components/ui/spinner.tsx'
import { startSessionCheck } from './features/auth/session-check.ts'
import { LandingPage } from './features/landing/landing-page.tsx'
import { type LazyComponent, lazyComponent } from './lib/lazy-component.tsx'

const NotFoundPage = lazyComponent(() => import('./features/not-found/not-found-page.tsx'), 'NotFoundPage')
const DataLayout = lazyComponent(() => import('./lib/data-layout.tsx'), 'DataLayout')
const HomePage = lazyComponent(() => import('./features/home/home-page.tsx'), 'HomePage')
const ComingSoonPage = lazy(async () => ({
  default: (await import('./components/layout/coming-soon.tsx')).ComingSoonPage,
}))

/** Screens anyone may open, outside the data layout. */
const openScreens: Record<string, LazyComponent<object>> = {
  '/learn-more': lazyComponent(() => import('./features/landing/learn-more-page.tsx'), 'LearnMorePage'),
  '/terms-and-privacy': lazyComponent(
    () => import('./features/legal/terms-and-privacy-page.tsx'),
    'TermsAndPrivacyPage',
  ),
}

/** Screens that read or write the person's data, inside the data layout. */
const dataScreens: Record<string, LazyComponent<object>> = {
  '/home': HomePage,
  '/homepage': HomePage,
  '/sound-display-settings': lazyComponent(
    () => import('./features/settings/sound-display-page.tsx'),
    'SoundDisplayPage',
  ),
  '/questionnaire': lazyComponent(() => import('./features/onboarding/questionnaire-page.tsx'), 'QuestionnairePage'),
  '/signup': lazyComponent(() => import('./features/auth/signup-page.tsx'), 'SignupPage'),
  '/login': lazyComponent(() => import('./features/auth/login-page.tsx'), 'LoginPage'),
  '/forgot-password': lazyComponent(() => import('./features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
  '/auth/callback': lazyComponent(() => import('./features/auth/auth-callback-page.tsx'), 'AuthCallbackPage'),
  '/auth/google-callback': lazyComponent(
    () => import('./features/calendar/google-callback-page.tsx'),
    'GoogleCallbackPage',
  ),
  '/auth/reset-password': lazyComponent(() => import('./features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
  '/security-settings': lazyComponent(
    () => import('./features/settings/security-settings-page.tsx'),
    'SecuritySettingsPage',
  ),
  '/privacy-settings': lazyComponent(
    () => import('./features/settings/privacy-settings-page.tsx'),
    'PrivacySettingsPage',
  ),
  '/user-settings': lazyComponent(() => import('./features/settings/user-settings-page.tsx'), 'UserSettingsPage'),
  '/medical-history': lazyComponent(() => import('./features/medical/medical-history-page.tsx'), 'MedicalHistoryPage'),
  '/doctor-summary': lazyComponent(() => import('./features/medical/doctor-summary-page.tsx'), 'DoctorSummaryPage'),
  '/profile-settings': lazyComponent(
    () => import('./features/profile/profile-settings-page.tsx'),
    'ProfileSettingsPage',
  ),
  '/notification-settings': lazyComponent(
    () => import('./features/settings/notification-settings-page.tsx'),
    'NotificationSettingsPage',
  ),
  '/language-settings': lazyComponent(
    () => import('./features/settings/language-settings-page.tsx'),
    'LanguageSettingsPage',
  ),
  '/device-help': lazyComponent(() => import('./features/settings/device-help-page.tsx'), 'DeviceHelpPage'),
  '/support': lazyComponent(() => import('./features/settings/support-page.tsx'), 'SupportPage'),
  '/emergency-contacts': lazyComponent(
    () => import('./features/contacts/emergency-contacts-page.tsx'),
    'EmergencyContactsPage',
  ),
  '/photo-gallery': lazyComponent(() => import('./features/photos/photo-gallery-page.tsx'), 'PhotoGalleryPage'),
  '/medications': lazyComponent(() => import('./features/medications/medications-page.tsx'), 'MedicationsPage'),
  '/check-in-settings': lazyComponent(
    () => import('./features/check-in/check-in-settings-page.tsx'),
    'CheckInSettingsPage',
  ),
  '/family-settings': lazyComponent(() => import('./features/family/family-settings-page.tsx'), 'FamilySettingsPage'),
  '/family/accept': lazyComponent(() => import('./features/family/accept-invitation-page.tsx'), 'AcceptInvitationPage'),
}

/** How long the first drawing waits for the answer to who is signed in before showing Loading. */
const SESSION_WAIT_MS = 1000

/**
 * Starts downloading what the screen at `pathname` needs, all at once, and settles when it has
 * arrived (or failed: the screen then tries again when shown). Without it the layout, then the
 * screen, would each wait for the one before to arrive and render. A data screen also asks who is
 * signed in at once, and waits a moment for the answer, so it is drawn signed in the first time.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const screen = dataScreens[path]
  const loads = screen ? [DataLayout.preload, screen.preload] : [openScreens[path]?.preload]
  const session = screen
    ? Promise.race([startSessionCheck(), new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS))])
    : undefined
  await Promise.allSettled([...loads.map((load) => load?.()), session])
}

type Later = { path: string; title: (t: TFunction) => string; back?: { to: string; label: (t: TFunction) => string } }

/** Screens whose routes, titles and Back links are real and whose content is still to come. */
const laterScreens: Later[] = []

function LaterScreen({ screen }: { screen: Later }) {
  const { t } = useTranslation()
  const backLink = screen.back ? { to: screen.back.to, label: screen.back.label(t) } : undefined
  return <ComingSoonPage title={screen.title(t)} back={backLink} />
}

/** Every route of product.md 2. Only the landing page ships in the first download. */
export function AppRoutes() {
  const { t } = useTranslation()
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<Spinner label={t('Loading')} className="min-h-dvh" />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          {Object.entries(openScreens).map(([path, Screen]) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="/settings" element={<Navigate to="/user-settings" replace />} />
          <Route element={<DataLayout />}>
            {Object.entries(dataScreens).map(([path, Screen]) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
            {laterScreens.map((screen) => (
              <Route key={screen.path} path={screen.path} element={<LaterScreen screen={screen} />} />
            ))}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </>
  )
}

/** Each new screen starts at the top, as a new page would. */
function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    // A block body: newer browsers return a promise from scrollTo, which must not become the
    // effect's clean-up.
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}
