import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '#web/lib/cn.ts'

export type AlertProps = { tone: 'error' | 'success' | 'info'; children: ReactNode; className?: string }

/** A message in the page: errors are announced at once, other news politely. */
export function Alert({ tone, children, className }: AlertProps) {
  const Icon = tone === 'error' ? CircleAlert : tone === 'info' ? Info : CircleCheck
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-xl border-2 p-4 text-lg',
        tone === 'error' ? 'border-danger bg-white text-danger' : 'border-primary bg-tint text-ink',
        className,
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-6 shrink-0" />
      <div>{children}</div>
    </div>
  )
}
