import { useEffect } from 'react'

// The address whose heading last had focus (or the first one, which keeps the browser's start).
let focusedPath: string | null = null

/**
 * Sets the document title to "{title} · Sage" while the screen is shown. After moving to another
 * screen it also puts focus on the screen's heading, so a screen reader announces where the
 * person arrived (the first screen keeps the browser's own start).
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Sage` : 'Sage'
  }, [title])

  // Keyed on the title: two screens drawn by one component are not remounted between them.
  useEffect(() => {
    const path = window.location.pathname
    if (focusedPath === path) return
    const first = focusedPath === null
    focusedPath = path
    if (first) return
    const heading = document.querySelector<HTMLElement>('main h1')
    if (heading) {
      heading.tabIndex = -1
      heading.focus({ preventScroll: true })
    }
  }, [title])
}
