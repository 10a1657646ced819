import { Toaster as Sonner } from 'sonner'

/** Where toasts appear: top centre, large, each with a close button, in the app's colours. */
export function Toaster() {
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
