// Short messages at the top of the screen ("Photo saved"). The toast library is downloaded with the
// first message, not with every screen: messages asked for before it has arrived wait for it.
import type { toast as sonnerToast } from 'sonner'

type Kind = 'success' | 'error' | 'warning'

let show: typeof sonnerToast | undefined
const waiting: Array<[Kind, string]> = []
const listeners = new Set<() => void>()

/** Called by the toaster once it listens: shows what waited. */
export function toasterReady(toast: typeof sonnerToast): () => void {
  show = toast
  for (const [kind, message] of waiting.splice(0)) toast[kind](message)
  return () => {
    show = undefined
  }
}

/** Whether a toast has been asked for: the toaster downloads itself from then on. */
export function toastWanted(): boolean {
  return show !== undefined || waiting.length > 0
}

/** Tells `listener` when the first toast is asked for. */
export function onToastWanted(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function toastOf(kind: Kind) {
  return (message: string) => {
    if (show) {
      show[kind](message)
      return
    }
    waiting.push([kind, message])
    for (const listener of listeners) listener()
  }
}

/** Shows a message: `toast.success('Photo saved')`. */
export const toast = { success: toastOf('success'), error: toastOf('error'), warning: toastOf('warning') }
