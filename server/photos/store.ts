import { constants } from 'node:fs'
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Where photo files (and voice-message recordings, under recordings/) live: a folder under DATA_DIR by default. */
export type PhotoStore = {
  /** Keeps a file; contentType is the stored object's type where the store keeps one (image/webp unless said). */
  put: (key: string, data: Buffer, contentType?: string) => Promise<void>
  /** The file's bytes, or null when it is not there. */
  get: (key: string) => Promise<Buffer | null>
  /** Deletes a file; a file that is not there is already deleted. Throws when the store cannot be reached. */
  delete: (key: string) => Promise<void>
  /**
   * Deletes every file whose key starts with `folder` (which ends in "/"), however it came there:
   * for an account's files when the account goes. Throws when the store cannot be reached.
   */
  deleteFolder: (folder: string) => Promise<void>
  /** Throws, saying why, when the store cannot be used (the bucket is missing, the keys are wrong). */
  check: () => Promise<void>
}

/** A folder's key as deleteFolder takes it: never empty, never the whole store, ending in "/". */
export function folderKey(folder: string): string {
  if (!/^[\w-]+(\/[\w-]+)*\/$/.test(folder)) throw new Error(`not a folder in the store: ${folder}`)
  return folder
}

/** Stores photo files under a folder; keys are user/photo paths made by the server, never by users. */
export function createFolderStore(root: string): PhotoStore {
  const resolve = (key: string) => {
    const file = path.resolve(root, key)
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`photo key outside the store: ${key}`)
    return file
  }
  return {
    put: async (key, data) => {
      const file = resolve(key)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, data)
    },
    get: async (key) => readFile(resolve(key)).catch(() => null),
    delete: async (key) => rm(resolve(key), { force: true }),
    deleteFolder: async (folder) => rm(resolve(folderKey(folder)), { recursive: true, force: true }),
    check: async () => {
      await mkdir(root, { recursive: true })
      await access(root, constants.W_OK)
    },
  }
}
