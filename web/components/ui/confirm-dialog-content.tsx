import { AlertDialog } from 'radix-ui'
import type { ConfirmDialogProps } from './confirm-dialog.tsx'
import { Button } from './button.tsx'
import { useReturnFocus } from './return-focus.ts'

/** The confirmation itself (see ConfirmDialog), downloaded the first time one opens. */
export function ConfirmDialogContent(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, description, confirmLabel, cancelLabel, onConfirm, busy, tone = 'primary' } = props
  const focus = useReturnFocus()
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content
          {...focus}
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,34rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-2xl font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-3 space-y-2 text-lg">{description}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <Button variant={tone} onClick={onConfirm} disabled={busy}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
