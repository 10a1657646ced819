import type { TFunction } from 'i18next'
import type { AuthFailure } from './api.ts'

const mentions = (failure: AuthFailure, ...needles: string[]) => {
  const text = `${failure.code ?? ''} ${failure.message ?? ''}`.toLowerCase()
  return needles.some((needle) => text.includes(needle.toLowerCase()))
}

/** Messages that read the same on every screen. */
function common(t: TFunction, failure: AuthFailure): string | undefined {
  if (failure.status === 429) return t('Too many attempts, please wait a minute')
  if (failure.code === 'PASSWORD_TOO_COMMON')
    return t('This password is too common. Please choose one that is harder to guess.')
  if (failure.code === 'PASSWORD_TOO_SHORT') return t('Password must be at least 6 characters long')
  if (failure.code === 'INVALID_EMAIL') return t('Please enter a valid email address.')
  return undefined
}

/** True when sign-in failed because the address is not confirmed yet. */
export const isUnconfirmed = (failure: AuthFailure) =>
  mentions(failure, 'EMAIL_NOT_VERIFIED', 'email_not_confirmed', 'Email not confirmed')

/** What the sign-in screen says for a failure (product.md 8). */
export function signInMessage(t: TFunction, failure: AuthFailure): string {
  if (failure.status === 0) return t('An unexpected error occurred. Please try again.')
  if (isUnconfirmed(failure)) {
    return t('Your email address has not been confirmed. Please check your inbox for a verification link.')
  }
  if (mentions(failure, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid login credentials', 'invalid_credentials')) {
    return t('Invalid email or password. Please check your credentials and try again.')
  }
  return common(t, failure) ?? failure.message ?? t('An unexpected error occurred. Please try again.')
}

/** What the sign-up screen says for a failure (product.md 5 and 8). */
export function signUpMessage(t: TFunction, failure: AuthFailure): string {
  if (failure.status === 0) return t('An unexpected error occurred. Please try again.')
  if (mentions(failure, 'already registered', 'already in use', 'already exists')) {
    return t('An account with this email already exists. Please use a different email or try logging in.')
  }
  return common(t, failure) ?? failure.message ?? t('An unexpected error occurred. Please try again.')
}

/** What the reset screens say for a failure (product.md 8). */
export function resetMessage(t: TFunction, failure: AuthFailure): string {
  if (mentions(failure, 'INVALID_TOKEN', 'invalid token', 'expired')) {
    return t('Invalid or expired reset link. Please request a new password reset.')
  }
  return common(t, failure) ?? t('An error occurred. Please try again.')
}

/** What the password card says for a failure (product.md 5 and 8). */
export function changePasswordMessage(t: TFunction, failure: AuthFailure): string {
  if (failure.code === 'INVALID_PASSWORD') return t('Current password is incorrect')
  if (failure.status === 0) return t('An error occurred while changing your password')
  return common(t, failure) ?? failure.message ?? t('An error occurred while changing your password')
}
