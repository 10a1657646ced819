import { useEffect } from 'react'

/** Sets the document title to "{title} · Sage" while the screen is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Sage` : 'Sage'
  }, [title])
}
