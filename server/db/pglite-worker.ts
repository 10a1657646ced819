// The embedded database's own thread. It owns the PGlite instance (on its durable filesystem) and
// speaks the Postgres wire protocol with the web server's thread (see pglite-remote.ts): what
// node-postgres writes arrives here as bytes, PGlite runs it, and its answer goes back as bytes,
// to be read there as from any Postgres server. This thread never reads rows itself.
//
// One session, one statement at a time; node-postgres on the other side keeps the queue (a pool
// of one connection, so a transaction keeps it until it ends). A ping (the health check) is not in
// that queue: it runs as soon as the statement running ends, or the transaction open.
import { mkdirSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { DurableNodeFS, durableStartParams } from './durable-nodefs.ts'
import type { PgliteWorkerData, ToWorker, FromWorker } from './pglite-remote.ts'

const port = parentPort!
const { dir, syncs, createOnly } = workerData as PgliteWorkerData

/**
 * Postgres's settings here: durable (see durable-nodefs.ts), and a 16 MB buffer cache instead of
 * 128 MB. The cache lives in the WebAssembly memory, which never shrinks; a family's data is a few
 * megabytes, and the operating system caches the files beneath it anyway.
 */
const startParams = [...durableStartParams(PGlite.defaultStartParams), '-c', 'shared_buffers=16MB']
const syncCount = new Int32Array(syncs)

const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => {
  // Before the answer leaves, so a caller that has its answer sees every sync it caused.
  Atomics.store(syncCount, 0, fs?.syncCalls ?? 0)
  port.postMessage(message, transfer)
}

/** An error as plain data, to be made again on the other thread. */
function plain(error: unknown): { name: string; message: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: 'Error', message: String(error) }
}

let fs: DurableNodeFS | undefined
let pg: PGlite
try {
  mkdirSync(dir, { recursive: true })
  fs = new DurableNodeFS(dir)
  pg = await PGlite.create({ fs, startParams })
  if (createOnly) {
    // Making a new database folder (initdb) grows the WebAssembly memory to hundreds of megabytes,
    // and it never shrinks: it is done on a thread that ends, and the database served by another.
    await pg.close()
    send({ op: 'ready' })
    process.exit(0)
  }
} catch (error) {
  send({ op: 'failed', error: plain(error) })
  process.exit(1)
}

type Wire = Extract<ToWorker, { op: 'wire' | 'disconnect' }>
type Aside = Extract<ToWorker, { op: 'ping' | 'dump' | 'close' }>
/** What the session sent, in order (one batch at a time: it waits for each answer). */
const wires: Wire[] = []
/** Pings and the other requests, which go first but never inside a transaction. */
const asides: Aside[] = []
let running = false
let closed = false

port.on('message', (message: ToWorker) => {
  ;(message.op === 'wire' || message.op === 'disconnect' ? wires : asides).push(message as Wire & Aside)
  // Postgres's own errors travel in its answers; anything thrown here means PGlite itself broke
  // (WebAssembly gone wrong): the thread ends with the error, and the server hears of it.
  run().catch((error: unknown) =>
    process.nextTick(() => {
      throw error
    }),
  )
})
send({ op: 'ready' })

/** Runs what waits, one at a time: PGlite takes one thing at a time. */
async function run() {
  if (running) return
  running = true
  while (!closed) {
    if (asides.length && !pg.isInTransaction()) await aside(asides.shift()!)
    else if (wires.length) await wire(wires.shift()!)
    else break
  }
  running = false
}

/** Runs what the session sent (whole protocol messages) and sends back PGlite's answer. */
async function wire(message: Wire) {
  if (message.op === 'disconnect') {
    // A transaction the ended connection left open is rolled back, so the next one starts clean.
    if (pg.isInTransaction()) await pg.exec('rollback').catch(() => undefined)
    return
  }
  const bytes = new Uint8Array(message.bytes)
  // A new connection's first message is its startup packet, which PGlite takes on its own.
  const startup = bytes[0] === 0 ? bytes.subarray(0, new DataView(message.bytes).getInt32(0)) : undefined
  const rest = startup ? bytes.subarray(startup.length) : bytes
  const answers: Uint8Array[] = []
  if (startup) answers.push(await pg.execProtocolRaw(startup, { syncToFs: false }))
  // Streamed, PGlite hands over its answer as it is written, without reading it itself.
  if (rest.length) await pg.execProtocolRawStream(rest, { onRawData: (chunk) => answers.push(chunk.slice()) })
  // One buffer of its own to hand over (PGlite may answer with a view of its own).
  const answer = concat(answers)
  send({ op: 'wire', connection: message.connection, bytes: answer.buffer as ArrayBuffer }, [
    answer.buffer as ArrayBuffer,
  ])
}

async function aside(request: Aside) {
  try {
    switch (request.op) {
      case 'ping':
        await pg.query('select 1')
        send({ op: 'done', id: request.id })
        return
      case 'dump': {
        const buffer = await (await pg.dumpDataDir('none')).arrayBuffer()
        send({ op: 'done', id: request.id, result: buffer }, [buffer])
        return
      }
      case 'close':
        closed = true
        await pg.close()
        send({ op: 'done', id: request.id })
        port.close()
        return
    }
  } catch (error) {
    send({ op: 'done', id: request.id, error: plain(error) })
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const [only] = parts
  if (parts.length === 1 && only!.byteOffset === 0 && only!.byteLength === only!.buffer.byteLength) return only!
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    all.set(part, at)
    at += part.length
  }
  return all
}
