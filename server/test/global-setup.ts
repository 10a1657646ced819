import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migrateDatabase, openPglite, openPostgres } from '#server/db/client.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped to a file, that each test file loads. */
    pgliteTemplate: string
    /** A migrated Postgres database that each test file copies (when TEST_DATABASE_URL is set). */
    postgresTemplate: string
  }
}

/** Migrates one template database per run; each test file then gets its own copy. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sage-test-'))
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dir, { recursive: true, force: true })]

  // The project's env reaches its test workers, not this process, so read it from the config.
  if (project.config.env?.SAGE_TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('TEST_DATABASE_URL is not set.')
    const name = `sage_template_${process.pid}_${Date.now()}`
    await adminQuery(url, `create database ${name}`)
    const handle = await openPostgres(withDatabase(url, name))
    await migrateDatabase(handle)
    await handle.close()
    project.provide('postgresTemplate', name)
    project.provide('pgliteTemplate', '')
    cleanups.push(() => adminQuery(url, `drop database if exists ${name} with (force)`))
  } else {
    const handle = await openPglite()
    await migrateDatabase(handle)
    const dump = await handle.dumpDataDir!()
    const file = path.join(dir, 'template.tar')
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
    await handle.close()
    project.provide('pgliteTemplate', file)
    project.provide('postgresTemplate', '')
  }

  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  }
}

/** Runs one statement on the server's maintenance database. */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** The same connection URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
