import type { ReactNode } from 'react'
import { lazyDialog } from '#web/lib/lazy-component.tsx'

export type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  children: ReactNode
}

/** A dialog with a title, a Close button, and content that scrolls on small screens. */
export const Dialog = lazyDialog(() => import('./dialog-content.tsx'), 'DialogContent')
