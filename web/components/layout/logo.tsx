import { Heart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { AppLink } from '#web/components/ui/app-link.tsx'

/** The product's name is the same in every language. */
const productName = 'Sage'

export type LogoProps = {
  /** Shows only the heart on a phone, leaving room for a busy header. */
  compactOnPhone?: boolean
}

/** Sage's name with its heart, linking home. */
export function Logo({ compactOnPhone = false }: LogoProps) {
  const { t } = useTranslation()
  return (
    <AppLink
      to="/"
      className="inline-flex min-h-target items-center gap-2 rounded-lg text-2xl font-bold text-ink no-underline"
      aria-label={t('Sage home')}
    >
      <span className="flex size-10 items-center justify-center rounded-xl bg-primary text-primary-ink">
        <Heart aria-hidden className="size-6 fill-current" />
      </span>
      <span className={compactOnPhone ? 'max-sm:hidden' : undefined}>{productName}</span>
    </AppLink>
  )
}
