import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { useReturnFocus } from './return-focus.ts'

import type { DialogProps } from './dialog.tsx'

/** The dialog itself (see Dialog), downloaded the first time a dialog opens. */
export function DialogContent({ open, onOpenChange, title, description, children }: DialogProps) {
  const { t } = useTranslation()
  const focus = useReturnFocus()
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <DialogPrimitive.Content
          {...focus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[min(94vw,40rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-4 shadow-xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <DialogPrimitive.Title className="text-2xl font-bold">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={t('Close')}
              className="inline-flex min-h-target min-w-target items-center justify-center rounded-xl text-ink-soft hover:bg-tint"
            >
              <X aria-hidden className="size-7" />
            </DialogPrimitive.Close>
          </div>
          {description ? (
            <DialogPrimitive.Description className="mt-1 text-ink-soft">{description}</DialogPrimitive.Description>
          ) : (
            <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
          )}
          <div className="mt-4">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
