import { Suspense, useSyncExternalStore } from 'react'
import { lazyComponent } from '#web/lib/lazy-component.tsx'
import { onToastWanted, toastWanted } from './toast.ts'

const Content = lazyComponent(() => import('./toaster-content.tsx'), 'ToasterContent')

/** Where toasts appear: top centre, large, each with a close button, in the app's colours. */
export function Toaster() {
  const wanted = useSyncExternalStore(onToastWanted, toastWanted)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Content />
    </Suspense>
  )
}
