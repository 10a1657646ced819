/**
 * The photos kept in this browser while nobody is signed in (product.md 10): one IndexedDB
 * database, because localStorage holds neither images nor many megabytes.
 */

const DB_NAME = 'sage-photos'
const STORE = 'photos'

/** A photo as this browser stores it: the image itself, not an address. */
export type StoredPhoto = { id: string; blob: Blob; caption: string; date: string; createdAt: string }

let opening: Promise<IDBDatabase> | null = null

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' })
    request.onsuccess = () => {
      const db = request.result
      // Another tab with a newer version of Sage must be able to upgrade the database.
      db.onversionchange = () => {
        db.close()
        opening = null
      }
      resolve(db)
    }
    request.onerror = () => reject(request.error ?? new Error('This browser could not open its photo storage.'))
  }).catch((error: unknown) => {
    // Let the next call try again (private browsing may refuse once, then allow).
    opening = null
    throw error
  })
  return opening
}

/**
 * Runs `work` in one transaction and resolves with what it returned once the transaction has
 * completed, so a write is on disk before the screen says it was saved.
 */
async function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => () => T): Promise<T> {
  const db = await openDatabase()
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode)
    const result = work(transaction.objectStore(STORE))
    transaction.oncomplete = () => resolve(result())
    transaction.onerror = () => reject(transaction.error ?? new Error('The photo storage failed.'))
    transaction.onabort = () => reject(transaction.error ?? new Error('The photo storage failed.'))
  })
}

/** Every photo kept in this browser, in no particular order. */
export function readAllPhotos(): Promise<StoredPhoto[]> {
  return transact('readonly', (store) => {
    const request = store.getAll() as IDBRequest<StoredPhoto[]>
    return () => request.result
  })
}

/** Stores a photo (replacing one with the same id). */
export function putPhoto(photo: StoredPhoto): Promise<StoredPhoto> {
  return transact('readwrite', (store) => {
    store.put(photo)
    return () => photo
  })
}

/** Changes a stored photo's caption and date in one step; null when it is no longer here. */
export function changePhoto(id: string, changes: { caption?: string; date?: string }): Promise<StoredPhoto | null> {
  return transact('readwrite', (store) => {
    let changed: StoredPhoto | null = null
    const request = store.get(id) as IDBRequest<StoredPhoto | undefined>
    request.onsuccess = () => {
      if (!request.result) return
      changed = { ...request.result, ...definedOnly(changes) }
      store.put(changed)
    }
    return () => changed
  })
}

/** Forgets a stored photo. */
export function deletePhoto(id: string): Promise<void> {
  return transact('readwrite', (store) => {
    store.delete(id)
    return () => undefined
  })
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>
}
