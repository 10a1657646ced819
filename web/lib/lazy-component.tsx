import { type ComponentType, type JSX, Suspense, use, useState } from 'react'

/** A component that is its own download, and can start downloading before it is shown. */
export type LazyComponent<Props> = ((props: Props) => JSX.Element | null) & { preload: () => Promise<unknown> }

type PropsOf<Export> = Export extends ComponentType<infer Props> ? Props : never

/**
 * A named export of a module downloaded the first time it is shown (or preloaded). Unlike React's
 * `lazy`, once the download has finished it renders at once, without a moment of its Suspense
 * fallback: a screen preloaded while the app starts, or a dialog opened a second time, appears in
 * the same frame.
 */
export function lazyComponent<Module, Key extends keyof Module>(
  load: () => Promise<Module>,
  key: Key,
): LazyComponent<PropsOf<Module[Key]> & JSX.IntrinsicAttributes> {
  type Props = PropsOf<Module[Key]> & JSX.IntrinsicAttributes
  let Loaded: ComponentType<Props> | undefined
  let pending: Promise<unknown> | undefined
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        Loaded = module[key] as ComponentType<Props>
      },
      (error: unknown) => {
        // A failed download is tried again the next time it is shown.
        pending = undefined
        throw error
      },
    ))
  function Lazy(props: Props) {
    if (!Loaded) use(preload())
    return Loaded ? <Loaded {...props} /> : null
  }
  return Object.assign(Lazy, { preload })
}

/** True from the first time `open` is true: a dialog's code is downloaded only once it is opened. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}

/**
 * A dialog whose code is downloaded when it first opens, not with the screen that holds it: the
 * named export of `load` is drawn from then on, closed or open, so it can close as it should.
 */
export function lazyDialog<Module, Key extends keyof Module>(load: () => Promise<Module>, key: Key) {
  const Content = lazyComponent(load, key)
  type Props = Parameters<typeof Content>[0]
  function LazyDialog(props: Props & { open: boolean }) {
    if (!useOpenedOnce(props.open)) return null
    return (
      <Suspense fallback={null}>
        <Content {...props} />
      </Suspense>
    )
  }
  return Object.assign(LazyDialog, { preload: Content.preload })
}
