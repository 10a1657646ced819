import { and, asc, eq, gte, lt, ne } from 'drizzle-orm'
import type { Scope } from '#server/data/scope.ts'
import type { Database } from '#server/db/client.ts'
import { messages } from '#server/db/schema/index.ts'

/** The most messages "what did I ask you yesterday?" reads out. */
export const HISTORY_MAX = 3

/**
 * What the person wrote to Sage between two instants, oldest first, outside the conversation
 * under way: their own messages only, never Sage's.
 */
export async function saidBetween(
  db: Database,
  scope: Scope,
  window: { start: Date; end: Date },
  exceptSession: string,
): Promise<string[]> {
  const rows = await db
    .select({ content: messages.content })
    .from(messages)
    .where(
      and(
        eq(messages.userId, scope.ownerId),
        eq(messages.sender, 'user'),
        ne(messages.sessionId, exceptSession),
        gte(messages.createdAt, window.start),
        lt(messages.createdAt, window.end),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(HISTORY_MAX)
  return rows.map((row) => row.content)
}
