import { useEffect } from 'react'
import { type NavigateOptions, useNavigate } from 'react-router'

/** product.md 9: screens that confirm something move on after 3 seconds. */
export const REDIRECT_DELAY_MS = 3000

/** Goes to `to` after the delay while `when` is true. */
export function useRedirectAfter(when: boolean, to: string, options?: NavigateOptions, delay = REDIRECT_DELAY_MS) {
  const navigate = useNavigate()
  useEffect(() => {
    if (!when) return
    const timer = window.setTimeout(() => void navigate(to, options), delay)
    return () => window.clearTimeout(timer)
    // Options are read when the timer fires; a new object each render must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [when, to, delay, navigate])
}
