import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTO_ADVANCE_MS, FADE_MS, type CarouselOptions, stepIndex, useCarousel } from './use-carousel.ts'

describe('stepIndex', () => {
  it('wraps at both ends', () => {
    expect(stepIndex(2, 1, 3)).toBe(0)
    expect(stepIndex(0, -1, 3)).toBe(2)
    expect(stepIndex(1, 1, 3)).toBe(2)
    expect(stepIndex(0, -4, 3)).toBe(2)
  })

  it('keeps a valid position when the list shrinks or is empty', () => {
    expect(stepIndex(4, 0, 3)).toBe(1)
    expect(stepIndex(3, 1, 0)).toBe(0)
  })
})

describe('useCarousel', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const render = (count: number, options: Partial<CarouselOptions> = {}) =>
    renderHook((props: CarouselOptions & { count: number }) => useCarousel(props.count, props), {
      initialProps: { count, paused: false, reducedMotion: false, ...options },
    })
  const wait = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms)
    })

  it('moves on every 10 s with a 500 ms fade out, then fades in, and wraps to the first', () => {
    const { result } = render(2)
    wait(AUTO_ADVANCE_MS - 1)
    expect(result.current).toMatchObject({ index: 0, visible: true })
    wait(1)
    expect(result.current).toMatchObject({ index: 0, visible: false })
    wait(FADE_MS)
    expect(result.current).toMatchObject({ index: 1, visible: true })
    wait(AUTO_ADVANCE_MS + FADE_MS)
    expect(result.current).toMatchObject({ index: 0, visible: true })
  })

  it('goes back from the first photo to the last, and restarts the 10 s after a press', () => {
    const { result } = render(3)
    wait(AUTO_ADVANCE_MS / 2)
    act(() => result.current.previous())
    wait(FADE_MS)
    expect(result.current.index).toBe(2)
    wait(AUTO_ADVANCE_MS - 1)
    expect(result.current).toMatchObject({ index: 2, visible: true })
    wait(1 + FADE_MS)
    expect(result.current.index).toBe(0)
  })

  it('adds up presses made during a fade', () => {
    const { result } = render(4)
    act(() => result.current.next())
    act(() => result.current.next())
    wait(FADE_MS)
    expect(result.current.index).toBe(2)
  })

  it('holds still while paused, and starts again when no longer paused', () => {
    const { result, rerender } = render(3, { paused: true })
    expect(result.current.autoAdvance).toBe(false)
    wait(AUTO_ADVANCE_MS * 3)
    expect(result.current.index).toBe(0)
    rerender({ count: 3, paused: false, reducedMotion: false })
    wait(AUTO_ADVANCE_MS + FADE_MS)
    expect(result.current.index).toBe(1)
  })

  it('under reduced motion never moves by itself, and changes at once without a fade', () => {
    const { result } = render(3, { reducedMotion: true })
    wait(AUTO_ADVANCE_MS * 3)
    expect(result.current.index).toBe(0)
    act(() => result.current.next())
    expect(result.current).toMatchObject({ index: 1, visible: true })
  })

  it('does nothing with a single photo', () => {
    const { result } = render(1)
    act(() => result.current.next())
    wait(AUTO_ADVANCE_MS + FADE_MS)
    expect(result.current).toMatchObject({ index: 0, visible: true, autoAdvance: false })
  })
})
