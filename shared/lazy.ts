/**
 * A value made on the first ask and shared by every later one, for things worth making only when
 * needed (a library loaded on first use, a look-up most requests skip). A failed attempt is not
 * kept: the next ask tries again.
 */
export function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined
  return () =>
    (made ??= make().catch((error: unknown) => {
      made = undefined
      throw error
    }))
}
