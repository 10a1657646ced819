import { useEffect } from 'react'

let firstScreen = true

/**
 * Sets the document title to "{title} · Sage" while the screen is shown. After moving to another
 * screen it also puts focus on the screen's heading, so a screen reader announces where the
 * person arrived (the first screen keeps the browser's own start).
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Sage` : 'Sage'
  }, [title])

  useEffect(() => {
    if (firstScreen) {
      firstScreen = false
      return
    }
    const heading = document.querySelector<HTMLElement>('main h1')
    if (heading) {
      heading.tabIndex = -1
      heading.focus({ preventScroll: true })
    }
  }, [])
}
