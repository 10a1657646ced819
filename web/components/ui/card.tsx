import type { ComponentProps } from 'react'
import { cn } from '#web/lib/cn.ts'

/** A bordered surface for a group of related content. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6', className)} {...props} />
  )
}
