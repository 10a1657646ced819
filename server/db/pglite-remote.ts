// The embedded database, run on a thread of its own (pglite-worker.ts), as the web server sees it:
// a Postgres server reached by node-postgres, as with DATABASE_URL, over a stream that carries the
// wire protocol to the worker and back instead of a socket. PGlite's work (Postgres compiled to
// WebAssembly) used to run on the thread that serves requests, where each statement held up every
// other request, the health check too; that thread now only writes queries and reads rows.
//
// PGlite is a single session, so the pool has one connection: a query waits for the one before
// it, and a transaction keeps the connection until it ends, so nothing else runs inside it.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { Duplex } from 'node:stream'
import { Worker } from 'node:worker_threads'
import type { Pool } from 'pg'
import type { Database, DatabaseHandle } from './client.ts'

/** What the worker is started with. */
export type PgliteWorkerData = {
  /** The data folder. */
  dir: string
  /** One 32-bit counter: how many times Postgres has synced a file to disk. */
  syncs: SharedArrayBuffer
  /** Only make the database folder, then end (see openPgliteWorker). */
  createOnly?: boolean
}

type PlainError = { name: string; message: string }

/** What this thread sends the worker. */
export type ToWorker =
  /** Whole wire-protocol messages a connection wrote. */
  | { op: 'wire'; connection: number; bytes: ArrayBuffer }
  /** A connection ended. */
  | { op: 'disconnect'; connection: number }
  | { op: 'ping' | 'dump' | 'close'; id: number }

/** What the worker sends back. */
export type FromWorker =
  | { op: 'ready' }
  | { op: 'failed'; error: PlainError }
  | { op: 'wire'; connection: number; bytes: ArrayBuffer }
  | { op: 'done'; id: number; result?: unknown; error?: PlainError }

/** Makes a new database folder on a worker thread that ends when it is made. */
async function createDatabaseFolder(dir: string): Promise<void> {
  const data: PgliteWorkerData = { dir, syncs: new SharedArrayBuffer(4), createOnly: true }
  const worker = new Worker(workerEntry, { workerData: data })
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromWorker) => {
      if (message.op === 'failed') reject(fromWorker(message.error))
    })
    worker.on('error', reject)
    worker.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The embedded database could not be made (exit code ${code}).`)),
    )
  })
}

/** The worker's entry: its bundle beside the server's bundle, or, from source, its source behind a loader. */
const workerEntry = import.meta.url.endsWith('.ts')
  ? new URL('./pglite-worker-source.mjs', import.meta.url)
  : new URL('./pglite-worker.js', import.meta.url)

/** An embedded database on its own thread; `worker` is there for tests. */
export type PgliteWorkerHandle = DatabaseHandle & { worker: Worker }

/**
 * Opens PGlite on a folder in a worker thread. When the worker stops other than by close() (a
 * crash), every waiting and later query fails with the reason, and onStopped is told.
 */
export async function openPgliteWorker(
  dir: string,
  options: { onStopped?: (error: Error) => void } = {},
): Promise<PgliteWorkerHandle> {
  // A folder without a database is made first, on a thread of its own that then ends with the
  // memory making it took (several hundred megabytes the serving thread would otherwise keep).
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await createDatabaseFolder(dir)
  const syncs = new SharedArrayBuffer(4)
  const worker = new Worker(workerEntry, { workerData: { dir, syncs } satisfies PgliteWorkerData })
  const calls = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  const connections = new Map<number, WireStream>()
  let nextId = 1
  let stopped: Error | undefined
  let closing = false
  let opened = false

  const stop = (error: Error) => {
    if (stopped) return
    stopped = error
    for (const { reject } of calls.values()) reject(error)
    calls.clear()
    for (const connection of connections.values()) connection.destroy(error)
    // Before it opened, the caller is told by openPgliteWorker's own failure.
    if (opened && !closing) options.onStopped?.(error)
  }
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromWorker) => {
      switch (message.op) {
        case 'ready':
          return resolve()
        case 'failed':
          return reject(fromWorker(message.error))
        case 'wire':
          return connections.get(message.connection)?.push(Buffer.from(message.bytes))
        case 'done': {
          const call = calls.get(message.id)
          calls.delete(message.id)
          if (message.error) call?.reject(fromWorker(message.error))
          else call?.resolve(message.result)
        }
      }
    })
    worker.on('error', (error) => {
      reject(error)
      stop(new Error(`The embedded database stopped: ${error.message}`, { cause: error }))
    })
    worker.on('exit', (code) => {
      reject(new Error(`The embedded database stopped while opening (exit code ${code}).`))
      stop(
        new Error(closing ? 'The embedded database is closed.' : `The embedded database stopped (exit code ${code}).`),
      )
    })
  })
  // The worker starts first: this thread loads node-postgres and Drizzle while it opens the database.
  const [{ drizzle }, { default: pg }, schema] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('pg'),
    import('./schema/index.ts'),
    ready,
  ])
  opened = true

  const post = (message: ToWorker, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer)
  const call = <T>(op: 'ping' | 'dump' | 'close'): Promise<T> => {
    if (stopped) return Promise.reject(stopped)
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      calls.set(id, { resolve: resolve as (value: unknown) => void, reject })
      post({ op, id })
    })
  }
  let nextConnection = 1
  const pool: Pool = new pg.Pool({
    max: 1,
    // The one connection stays: there is nothing to save by closing it.
    idleTimeoutMillis: 0,
    user: 'postgres',
    database: 'postgres',
    stream: () => {
      const connection = nextConnection++
      const stream = new WireStream(
        (bytes) => post({ op: 'wire', connection, bytes }, [bytes]),
        () => {
          connections.delete(connection)
          if (!stopped) post({ op: 'disconnect', connection })
        },
      )
      if (stopped) process.nextTick(() => stream.destroy(stopped))
      else connections.set(connection, stream)
      return stream
    },
  })
  // A connection fails only when the worker stopped, which onStopped reports; the pool replaces it.
  pool.on('error', () => undefined)
  const db = drizzle(pool, { schema }) as unknown as Database
  const counter = new Int32Array(syncs)
  let closed: Promise<void> | undefined
  return {
    db,
    kind: 'pglite',
    worker,
    ping: () => call('ping'),
    runSql: (text, values) => pool.query(text, values),
    dumpDataDir: async () => new Blob([await call<ArrayBuffer>('dump')]),
    syncCalls: () => Atomics.load(counter, 0),
    // After the queries already asked; the worker ends once the database is closed.
    close: () =>
      (closed ??= (async () => {
        await pool.end()
        closing = true
        const exited = new Promise((resolve) => worker.once('exit', resolve))
        await call('close')
        await exited
      })()),
  }
}

/**
 * The stream node-postgres reads and writes in place of a socket. What it writes in one go (a
 * query is several protocol messages) leaves as one message to the worker; the worker's answers
 * are read as a server's.
 */
class WireStream extends Duplex {
  #pending: Buffer[] = []

  constructor(
    private readonly send: (bytes: ArrayBuffer) => void,
    private readonly ended: () => void,
  ) {
    super()
  }

  /** node-postgres connects its stream itself; there is nothing to connect. */
  connect() {
    process.nextTick(() => this.emit('connect'))
    return this
  }

  setNoDelay() {
    return this
  }

  setKeepAlive() {
    return this
  }

  ref() {}

  unref() {}

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    if (this.#pending.push(chunk) === 1) queueMicrotask(() => this.#flush())
    done()
  }

  #flush() {
    // Into a buffer of its own (node-postgres's may share theirs), handed over to the worker.
    const bytes = new Uint8Array(this.#pending.reduce((sum, chunk) => sum + chunk.length, 0))
    let at = 0
    for (const chunk of this.#pending) {
      bytes.set(chunk, at)
      at += chunk.length
    }
    this.#pending = []
    this.send(bytes.buffer)
  }

  override _final(done: (error?: Error | null) => void) {
    this.push(null)
    done()
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void) {
    this.ended()
    done(error)
  }
}

/** An error the worker sent, made on this thread (its stack shows the caller). */
function fromWorker({ name, message }: PlainError): Error {
  const error = new Error(message)
  error.name = name
  return error
}
