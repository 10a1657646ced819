import { type SQL, and, eq } from 'drizzle-orm'
import type { PgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { Database } from '#server/db/client.ts'
import { AppError, ownOrIdTaken } from '#server/errors.ts'
import { afterRow } from './cursor.ts'
import type { Scope } from './scope.ts'

/** A table of records that each belong to one person: an `id` and the owner's `user_id`. */
type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn }

type Spec<Table extends OwnedTable, Columns extends SelectedFieldsFlat> = {
  table: Table
  /** What a read returns. */
  columns: Columns
  /** The list's order. */
  orderBy: (SQL | PgColumn)[]
  /** Most records one list returns. */
  limit: number
  /** The 404's message when a record is missing or someone else's. */
  notFound: string
  /** How the list's order reads a page at a time (`page`): the same order, as time then id. */
  pageBy?: { time: PgColumn; descending: boolean }
}

/** What a new record says of who added it: a family member's name, where the table keeps one. */
function addedByOf(table: OwnedTable, scope: Scope): { addedBy?: string } {
  return scope.actorName && 'addedBy' in table ? { addedBy: scope.actorName } : {}
}

/**
 * List, get, create, update and delete for a table of records owned by one person each (emergency
 * contacts, medical records...), always within a scope: a record outside it reads as missing, so
 * someone else's record is a 404 just like one that never existed.
 */
export function ownedRecords<Table extends OwnedTable, Columns extends SelectedFieldsFlat>(
  spec: Spec<Table, Columns>,
) {
  type Row = SelectResultFields<Columns>
  type Values = Omit<Table['$inferInsert'], 'id' | 'userId'>
  const { table, orderBy, limit, notFound } = spec
  // Drizzle's types cannot follow a generic table and selection through a query, so queries see
  // the plain forms and their rows are typed as `Row` here, where the selection is known.
  const columns: SelectedFieldsFlat = spec.columns
  const source: PgTable = table
  const owned = (scope: Scope) => eq(table.userId, scope.ownerId)
  const one = (scope: Scope, id: string) => and(eq(table.id, id), owned(scope))

  async function get(db: Database, scope: Scope, id: string): Promise<Row | null> {
    const [row] = await db.select(columns).from(source).where(one(scope, id))
    return (row as Row | undefined) ?? null
  }

  async function require(db: Database, scope: Scope, id: string): Promise<Row> {
    const row = await get(db, scope, id)
    if (!row) throw new AppError('not_found', notFound)
    return row
  }

  /** Stores a new record under the client's id; null when the id is already taken. */
  async function create(db: Database, scope: Scope, id: string, values: Values): Promise<Row | null> {
    const [created] = await db
      .insert(table)
      .values({ ...values, ...addedByOf(table, scope), id, userId: scope.ownerId } as Table['$inferInsert'])
      .onConflictDoNothing({ target: table.id })
      .returning(columns)
    return (created as Row | undefined) ?? null
  }

  /**
   * A page of the scope's records in the list's order: at most `size` (the list's limit when not
   * given), only those `matching` when given, after the record `after` when given, and the id to
   * ask the next page after, or null when none remain. A record outside the scope names no place:
   * nothing comes after it.
   */
  async function page(
    db: Database,
    scope: Scope,
    { size = limit, after, matching }: { size?: number; after?: string; matching?: SQL },
  ): Promise<{ items: Row[]; next: string | null }> {
    if (!spec.pageBy) throw new Error('This list is not read a page at a time.')
    const order = { ...spec.pageBy, id: table.id }
    const rows = (await db
      .select(columns)
      .from(source)
      .where(and(owned(scope), matching, after ? afterRow(table, order, after, owned(scope)) : undefined))
      .orderBy(...orderBy)
      .limit(size + 1)) as (Row & { id: string })[]
    const items = rows.slice(0, size)
    return { items, next: rows.length > size ? (items.at(-1)?.id ?? null) : null }
  }

  return {
    notFound,
    page,
    /** The scope's records in the list's order, at most `limit`. */
    list: async (db: Database, scope: Scope): Promise<Row[]> =>
      (await db
        .select(columns)
        .from(source)
        .where(owned(scope))
        .orderBy(...orderBy)
        .limit(limit)) as Row[],
    /** One record, or null when it is missing or outside the scope. */
    get,
    /** Stores a new record under the given id; null when the id is already taken. */
    create,
    /** One record, or a 404. */
    require,
    /**
     * Creates a record under the client's id, once: a retried create answers with the record it
     * stored and changes nothing; an id taken by someone else's record is a 409.
     */
    async createOnce(db: Database, scope: Scope, id: string, values: Values): Promise<{ record: Row; created: boolean }> {
      const created = await create(db, scope, id, values)
      if (created) return { record: created, created: true }
      return { record: await ownOrIdTaken(require(db, scope, id)), created: false }
    },
    /** Changes one record; a 404 when it is missing or outside the scope. */
    async update(db: Database, scope: Scope, id: string, values: Partial<Values>): Promise<Row> {
      const [updated] = (await db
        .update(table)
        .set(values as Partial<Table['$inferInsert']>)
        .where(one(scope, id))
        .returning(columns)) as Row[]
      if (!updated) throw new AppError('not_found', notFound)
      return updated
    },
    /** Deletes one record; a 404 when it is missing or outside the scope. */
    async remove(db: Database, scope: Scope, id: string): Promise<void> {
      const [deleted] = await db.delete(table).where(one(scope, id)).returning({ id: table.id })
      if (!deleted) throw new AppError('not_found', notFound)
    },
  }
}
