import type { TFunction } from 'i18next'
import { type ComponentType, lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Route, Routes, useLocation } from 'react-router'
import { Spinner } from './components/ui/spinner.tsx'
import { LandingPage } from './features/landing/landing-page.tsx'

/** Lazily loads a named export, so each screen is its own download. */
function page<Module, Key extends keyof Module>(load: () => Promise<Module>, key: Key) {
  return lazy(async () => ({ default: (await load())[key] as ComponentType }))
}

const LearnMorePage = page(() => import('./features/landing/learn-more-page.tsx'), 'LearnMorePage')
const TermsAndPrivacyPage = page(() => import('./features/legal/terms-and-privacy-page.tsx'), 'TermsAndPrivacyPage')
const NotFoundPage = page(() => import('./features/not-found/not-found-page.tsx'), 'NotFoundPage')
const DataLayout = page(() => import('./lib/data-layout.tsx'), 'DataLayout')
const HomePage = page(() => import('./features/home/home-page.tsx'), 'HomePage')
const SoundDisplayPage = page(() => import('./features/settings/sound-display-page.tsx'), 'SoundDisplayPage')
const QuestionnairePage = page(() => import('./features/onboarding/questionnaire-page.tsx'), 'QuestionnairePage')
const SignupPage = page(() => import('./features/auth/signup-page.tsx'), 'SignupPage')
const LoginPage = page(() => import('./features/auth/login-page.tsx'), 'LoginPage')
const ForgotPasswordPage = page(() => import('./features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage')
const ResetPasswordPage = page(() => import('./features/auth/reset-password-page.tsx'), 'ResetPasswordPage')
const AuthCallbackPage = page(() => import('./features/auth/auth-callback-page.tsx'), 'AuthCallbackPage')
const GoogleCallbackPage = page(() => import('./features/calendar/google-callback-page.tsx'), 'GoogleCallbackPage')
const UserSettingsPage = page(() => import('./features/settings/user-settings-page.tsx'), 'UserSettingsPage')
const DeviceHelpPage = page(() => import('./features/settings/device-help-page.tsx'), 'DeviceHelpPage')
const SupportPage = page(() => import('./features/settings/support-page.tsx'), 'SupportPage')
const EmergencyContactsPage = page(
  () => import('./features/contacts/emergency-contacts-page.tsx'),
  'EmergencyContactsPage',
)
const PhotoGalleryPage = page(() => import('./features/photos/photo-gallery-page.tsx'), 'PhotoGalleryPage')
const MedicalHistoryPage = page(() => import('./features/medical/medical-history-page.tsx'), 'MedicalHistoryPage')
const ProfileSettingsPage = page(() => import('./features/profile/profile-settings-page.tsx'), 'ProfileSettingsPage')
const NotificationSettingsPage = page(
  () => import('./features/settings/notification-settings-page.tsx'),
  'NotificationSettingsPage',
)
const LanguageSettingsPage = page(
  () => import('./features/settings/language-settings-page.tsx'),
  'LanguageSettingsPage',
)
const SecuritySettingsPage = page(
  () => import('./features/settings/security-settings-page.tsx'),
  'SecuritySettingsPage',
)
const ComingSoonPage = lazy(async () => ({
  default: (await import('./components/layout/coming-soon.tsx')).ComingSoonPage,
}))

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
          <Route path="/learn-more" element={<LearnMorePage />} />
          <Route path="/terms-and-privacy" element={<TermsAndPrivacyPage />} />
          <Route path="/settings" element={<Navigate to="/user-settings" replace />} />
          <Route element={<DataLayout />}>
            <Route path="/home" element={<HomePage />} />
            <Route path="/homepage" element={<HomePage />} />
            <Route path="/sound-display-settings" element={<SoundDisplayPage />} />
            <Route path="/questionnaire" element={<QuestionnairePage />} />
            <Route path="/signup" element={<SignupPage />} />
            <Route path="/login" element={<LoginPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/auth/callback" element={<AuthCallbackPage />} />
            <Route path="/auth/google-callback" element={<GoogleCallbackPage />} />
            <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
            <Route path="/security-settings" element={<SecuritySettingsPage />} />
            <Route path="/user-settings" element={<UserSettingsPage />} />
            <Route path="/medical-history" element={<MedicalHistoryPage />} />
            <Route path="/profile-settings" element={<ProfileSettingsPage />} />
            <Route path="/notification-settings" element={<NotificationSettingsPage />} />
            <Route path="/language-settings" element={<LanguageSettingsPage />} />
            <Route path="/device-help" element={<DeviceHelpPage />} />
            <Route path="/support" element={<SupportPage />} />
            <Route path="/emergency-contacts" element={<EmergencyContactsPage />} />
            <Route path="/photo-gallery" element={<PhotoGalleryPage />} />
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
