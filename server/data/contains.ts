import { type SQL, ilike } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/**
 * Rows whose `column` holds `text` anywhere, whatever the case (in every alphabet: "über" finds
 * "Über"). The text is taken as it is written: `%`, `_` and `\` in it match only themselves.
 */
export function contains(column: PgColumn, text: string): SQL {
  return ilike(column, `%${likeLiteral(text)}%`)
}

/** `text` for a LIKE pattern, matching only itself: its `%`, `_` and `\` escaped. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)
