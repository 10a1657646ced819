import { useCallback, useSyncExternalStore } from 'react'

/** Whether a CSS media query matches now; follows changes (a turned phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined
      const list = window.matchMedia(query)
      list.addEventListener('change', listener)
      return () => list.removeEventListener('change', listener)
    },
    [query],
  )
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches
  return useSyncExternalStore(subscribe, matches, () => false)
}

/**
 * The chat's wide layout (Tailwind's lg, 64rem): the calendar and photos beside the conversation.
 * Narrower screens (phones, a tablet held upright) get one header row and a conversation that fills
 * the screen.
 */
export const wideScreenQuery = '(min-width: 64rem)'

/** Screens wide enough for the chat history beside the conversation (Tailwind's 2xl). */
export const veryWideScreenQuery = '(min-width: 96rem)'
