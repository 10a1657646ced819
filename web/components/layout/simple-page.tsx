import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { ButtonLink } from '#web/components/ui/button.tsx'
import { cn } from '#web/lib/cn.ts'
import { Logo } from './logo.tsx'
import { SkipLink } from './skip-link.tsx'
import { usePageTitle } from './use-page-title.ts'

export type SimplePageProps = {
  title: string
  /** Where Back goes, and its label. */
  back?: { to: string; label: string }
  /** A narrow column, for short forms such as sign-in. */
  narrow?: boolean
  children: ReactNode
}

/** A titled screen with a Back button: the frame of the app's inner pages. */
export function SimplePage({ title, back, narrow, children }: SimplePageProps) {
  usePageTitle(title)
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          {back ? (
            <ButtonLink to={back.to} variant="ghost" className="-ml-2">
              <ArrowLeft aria-hidden />
              {back.label}
            </ButtonLink>
          ) : (
            <Logo />
          )}
        </div>
      </header>
      <main id="main" className={cn('mx-auto px-4 py-8', narrow ? 'max-w-xl' : 'max-w-4xl')}>
        <h1 className="mb-6 text-3xl font-bold">{title}</h1>
        {children}
      </main>
    </div>
  )
}
