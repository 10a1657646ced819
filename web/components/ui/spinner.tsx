import { LoaderCircle } from 'lucide-react'
import { cn } from '#web/lib/cn.ts'

export type SpinnerProps = { label: string; className?: string }

/** A spinning indicator with a visible, announced label. */
export function Spinner({ label, className }: SpinnerProps) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 text-ink-soft', className)}>
      <LoaderCircle aria-hidden className="size-8 animate-spin text-primary" />
      <span className="text-lg">{label}</span>
    </div>
  )
}
