import { useCallback, useEffect, useRef, useState } from 'react'
import { useMediaQuery } from '#web/lib/use-media-query.ts'

/** How long each photo stays before the next one (product.md 5). */
export const AUTO_ADVANCE_MS = 10_000

/** How long a photo takes to fade out, and the next one to fade in (product.md 5). */
export const FADE_MS = 500

/** The position `step` places on from `index` among `count` photos, wrapping at both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0
  return (((index + step) % count) + count) % count
}

export type CarouselOptions = {
  /** The person is pointing at or working inside the card: hold the current photo. */
  paused: boolean
  /** The person asked for less motion: no auto-advance and no fade. */
  reducedMotion: boolean
}

/**
 * Which of `count` photos is shown, and whether it is faded in. Every change fades the photo out,
 * swaps it and fades it in (without a fade under reduced motion). It moves on by itself every
 * AUTO_ADVANCE_MS, counted from the last change, unless paused or reduced motion is on.
 */
export function useCarousel(count: number, { paused, reducedMotion }: CarouselOptions) {
  const [position, setPosition] = useState(0)
  const [visible, setVisible] = useState(true)
  const pendingStep = useRef(0)
  const fadeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // A list that shrank (a photo deleted) keeps a valid position.
  const index = stepIndex(position, 0, count)

  const go = useCallback(
    (step: number) => {
      if (count < 2) return
      if (reducedMotion) return setPosition((current) => stepIndex(current, step, count))
      // Presses during a fade add up, and land when the fade-out ends.
      pendingStep.current += step
      if (fadeTimer.current !== undefined) return
      setVisible(false)
      fadeTimer.current = setTimeout(() => {
        const total = pendingStep.current
        pendingStep.current = 0
        fadeTimer.current = undefined
        setPosition((current) => stepIndex(current, total, count))
        setVisible(true)
      }, FADE_MS)
    },
    [count, reducedMotion],
  )

  useEffect(() => () => clearTimeout(fadeTimer.current), [])

  const autoAdvance = count > 1 && !paused && !reducedMotion
  useEffect(() => {
    if (!autoAdvance) return
    const timer = setTimeout(() => go(1), AUTO_ADVANCE_MS)
    return () => clearTimeout(timer)
  }, [autoAdvance, go, index])

  return {
    index,
    visible,
    autoAdvance,
    previous: () => go(-1),
    next: () => go(1),
  }
}

/** Whether the person asked their device for less motion; follows changes. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}
