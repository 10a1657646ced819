import { type RefObject, useEffect, useRef, useState } from 'react'

/**
 * The height of the chat's bottom bar (microphone and message box), kept as it changes: voice mode
 * and Large text make it taller, and the newest message is scrolled to just above it.
 */
export function useFooterHeight<Footer extends HTMLElement>(): [RefObject<Footer | null>, number | null] {
  const footer = useRef<Footer>(null)
  const [height, setHeight] = useState<number | null>(null)
  useEffect(() => {
    const bar = footer.current
    if (!bar || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(Math.round(bar.getBoundingClientRect().height)))
    observer.observe(bar)
    return () => observer.disconnect()
  }, [])
  return [footer, height]
}
