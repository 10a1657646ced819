import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'

/**
 * Rows that come after the row `id` in a list ordered by `time` then `id` (both descending, or both
 * ascending): the next page of a list read a page at a time. The comparison is made in the
 * database against the row itself, so times keep their full precision (microseconds, where a
 * JavaScript Date keeps milliseconds). A row `within` does not hold (someone else's, another
 * chat's) names no place, and nothing comes after it.
 */
export function afterRow(
  table: PgTable,
  order: { time: PgColumn; id: PgColumn; descending: boolean },
  id: string,
  within: SQL | undefined,
): SQL {
  const { time, id: idColumn, descending } = order
  const edge = sql`(select ${time}, ${idColumn} from ${table} where ${idColumn} = ${id}${within ? sql` and ${within}` : sql``})`
  return descending ? sql`(${time}, ${idColumn}) < ${edge}` : sql`(${time}, ${idColumn}) > ${edge}`
}
