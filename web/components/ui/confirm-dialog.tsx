import type { ReactNode } from 'react'
import { lazyDialog } from '#web/lib/lazy-component.tsx'

export type ConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  busy?: boolean
  tone?: 'primary' | 'danger'
}

/** Asks before an action that cannot be taken back; Cancel has focus first. */
export const ConfirmDialog = lazyDialog(() => import('./confirm-dialog-content.tsx'), 'ConfirmDialogContent')
