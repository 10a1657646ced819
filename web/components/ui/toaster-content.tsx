import { useEffect } from 'react'
import { Toaster as Sonner, toast } from 'sonner'
import { toasterReady } from './toast.ts'

/** The toasts themselves (see Toaster), downloaded when the first one is shown. */
export function ToasterContent() {
  // Sonner listens for toasts from its own effect, which runs before this one: from here on, toasts show.
  useEffect(() => toasterReady(toast), [])
  return (
    <Sonner
      position="top-center"
      closeButton
      toastOptions={{
        classNames: {
          toast: 'rounded-2xl border-2 border-border bg-surface p-4 text-lg text-ink shadow-xl',
          title: 'text-lg font-bold',
          description: 'text-lg text-ink',
          error: 'border-danger',
          success: 'border-primary',
        },
      }}
    />
  )
}
