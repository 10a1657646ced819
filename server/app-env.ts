import type { Logger } from 'pino'
import type { Database } from './db/client.ts'
import type { Auth, AuthSession } from './auth/auth.ts'
import type { PhotoStore } from './photos/store.ts'

/** What every request handler can read from the context. */
export type AppEnv = {
  Variables: {
    db: Database
    logger: Logger
    auth: Auth
    photoStore: PhotoStore
    /** The signed-in person's session, or null when signed out. */
    session: AuthSession | null
  }
}
