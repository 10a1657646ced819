// The embedded database's files, made durable. PGlite runs Postgres with fsync off (`-F`), and its
// Node filesystem has no fsync of its own, so an acknowledged write reached the operating system's
// cache and no further: a power cut or a crashed VM could lose it (a kill -9 cannot). This
// filesystem gives Postgres a real fsync, and Sage starts Postgres with fsync on, so every commit
// is on disk before it is acknowledged, and a checkpoint syncs the data files it writes.
import { fsyncSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'

type InitOptions = Parameters<NodeFS['init']>[1]
type Stream = { nfd?: number }
type NodeFsType = { stream_ops: Record<string, unknown> }

/**
 * Postgres's start parameters with fsync on: PGlite's own without `-F`, and the write-ahead log
 * synced with fsync() (the WebAssembly build's fdatasync() does nothing).
 */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync']
}

export class DurableNodeFS extends NodeFS {
  /** How many times Postgres synced a file, for tests and figures. */
  syncCalls = 0

  override async init(pg: PGlite, options: InitOptions) {
    const { emscriptenOpts } = await super.init(pg, options)
    const preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (module: { NODEFS: unknown }) => {
        const nodefs = module.NODEFS as NodeFsType
        nodefs.stream_ops.fsync = (stream: Stream) => {
          if (stream.nfd === undefined) return 0
          fsyncSync(stream.nfd)
          this.syncCalls += 1
          return 0
        }
      },
    ]
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as typeof emscriptenOpts }
  }
}
