import { HeartHandshake } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '#web/lib/cn.ts'

/** "Added by Ana": under something a family member added for the person; nothing otherwise. */
export function AddedBy({ name, className }: { name?: string | null; className?: string }) {
  const { t } = useTranslation()
  if (!name) return null
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-base text-ink-soft', className)}>
      <HeartHandshake aria-hidden className="size-4 shrink-0 text-primary" />
      {t('Added by {{name}}', { name })}
    </span>
  )
}
