import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { useSession } from '#web/features/auth/api.ts'
import { STORAGE_PREFIX, readJson, removeKey, writeJson } from './local-store.ts'

/** Every item has an id made where it was created, so copying it to the server is repeatable. */
export type Item = { id: string }

/** Some of a list, and where the next page begins (null when nothing is left). */
export type Page<T> = { items: T[]; next: string | null }

/**
 * How a list is read: whole (`list`), or a page at a time (`page`, given where the last page ended)
 * when it can grow past what a screen should fetch at once.
 */
type Reads<T> =
  { list: () => Promise<T[]>; page?: never } | { page: (after?: string) => Promise<Page<T>>; list?: never }

/**
 * One kind of the person's things (medical records, contacts, photos...), stored either in this
 * browser or on the server. Screens use the same calls whichever it is (product.md 10).
 */
export type Backend<T extends Item, Input> = Reads<T> & {
  create: (input: Input & { id: string }) => Promise<T>
  update: (id: string, input: Input) => Promise<T>
  remove: (id: string) => Promise<void>
}

export type Backends<T extends Item, Input> = { local: Backend<T, Input>; server: Backend<T, Input> }

/** Reads the items kept in this browser under a prefixed key. */
export function readLocal<T>(name: string): T[] {
  const value = readJson(STORAGE_PREFIX + name)
  return Array.isArray(value) ? (value as T[]) : []
}

function writeLocal<T>(name: string, items: T[]): void {
  writeJson(STORAGE_PREFIX + name, items)
}

/**
 * A backend on localStorage. `build` makes the stored item from the input (keeping what an edit
 * must not change, such as when it was created); `order` sorts the list as the server would.
 */
export function localBackend<T extends Item, Input>(
  name: string,
  build: (input: Input, id: string, existing?: T) => T,
  order: (a: T, b: T) => number,
): Backend<T, Input> {
  const missing = () => Promise.reject(new Error('This item is no longer here.'))
  return {
    list: () => Promise.resolve(readLocal<T>(name).sort(order)),
    create: ({ id, ...input }) => {
      const item = build(input as Input, id)
      writeLocal(name, [...readLocal<T>(name).filter((existing) => existing.id !== id), item])
      return Promise.resolve(item)
    },
    update: (id, input) => {
      const items = readLocal<T>(name)
      const existing = items.find((item) => item.id === id)
      if (!existing) return missing()
      const item = build(input, id, existing)
      writeLocal(
        name,
        items.map((candidate) => (candidate.id === id ? item : candidate)),
      )
      return Promise.resolve(item)
    },
    remove: (id) => {
      writeLocal(
        name,
        readLocal<T>(name).filter((item) => item.id !== id),
      )
      return Promise.resolve()
    },
  }
}

/** Forgets the items kept in this browser (after the server confirmed them). */
export function clearLocal(name: string): void {
  removeKey(STORAGE_PREFIX + name)
}

/**
 * Copies every item kept in this browser to the server, one by one with its own id (a retry after
 * a cut-off repeats nothing), then forgets the local copies. Returns how many were copied.
 */
export async function pushLocalItems<T extends Item, Input>(
  name: string,
  server: Backend<T, Input>,
  toInput: (item: T) => Input,
): Promise<number> {
  const items = readLocal<T>(name)
  for (const item of items) await server.create({ ...toInput(item), id: item.id })
  if (items.length > 0) clearLocal(name)
  return items.length
}

/** A backend's page after `after`: for a list read whole, all of it at once. */
function readPage<T extends Item, Input>(backend: Backend<T, Input>, after: string | undefined): Promise<Page<T>> {
  if (backend.page) return backend.page(after)
  return backend.list().then((items) => ({ items, next: null }))
}

const allItems = <T>(data: InfiniteData<Page<T>>) => data.pages.flatMap((page) => page.items)

/**
 * The list and the changes of one collection, on the server when signed in, else in this browser.
 * `list.data` holds the pages read so far, in order; a list read a page at a time reads the next
 * with `list.fetchNextPage()` while `list.hasNextPage`. A change reads again the pages shown.
 */
export function useCollection<T extends Item, Input>(key: string, backends: Backends<T, Input>) {
  const session = useSession()
  const queryClient = useQueryClient()
  const mode = session.data ? 'server' : 'local'
  const backend = backends[mode]
  const queryKey = [key, mode] as const
  const refresh = () => queryClient.invalidateQueries({ queryKey: [key] })

  const list = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => readPage(backend, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    select: allItems,
    enabled: !session.isPending,
  })
  const create = useMutation({
    mutationFn: (input: Input) => backend.create({ ...input, id: crypto.randomUUID() }),
    onSettled: refresh,
  })
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: Input }) => backend.update(id, input),
    onSettled: refresh,
  })
  const remove = useMutation({ mutationFn: (id: string) => backend.remove(id), onSettled: refresh })
  return { mode, list, create, update, remove, isSignedIn: Boolean(session.data), isCheckingSession: session.isPending }
}
