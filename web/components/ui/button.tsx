import type { ComponentProps } from 'react'
import { cn } from '#web/lib/cn.ts'
import { AppLink, type AppLinkProps } from './app-link.tsx'

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'danger'
export type ButtonSize = 'default' | 'large'
export type ButtonStyleProps = { variant?: ButtonVariant; size?: ButtonSize }

const base =
  'inline-flex min-h-target items-center justify-center gap-2 rounded-xl px-5 py-2 text-lg font-semibold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-[1.25em] [&_svg]:shrink-0'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-ink hover:bg-primary-hover',
  outline: 'border-2 border-primary bg-surface text-primary hover:bg-tint',
  ghost: 'text-primary hover:bg-tint',
  danger: 'bg-danger text-white hover:opacity-90',
}

const sizes: Record<ButtonSize, string> = { default: '', large: 'min-h-target-lg px-7 text-xl' }

/** Button classes: large, labelled targets (44px at least, 56px with Large buttons on). */
export function buttonClass({ variant = 'primary', size = 'default' }: ButtonStyleProps, className?: string): string {
  return cn(base, variants[variant], sizes[size], className)
}

export type ButtonProps = ComponentProps<'button'> & ButtonStyleProps

/** The app's button. */
export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />
}

export type ButtonLinkProps = AppLinkProps & ButtonStyleProps

/** A link to another screen that looks like a button. */
export function ButtonLink({ className, variant, size, ...props }: ButtonLinkProps) {
  return <AppLink className={buttonClass({ variant, size }, className)} {...props} />
}
