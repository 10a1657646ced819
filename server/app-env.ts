import type { Logger } from 'pino'
import type { Database } from './db/client.ts'
import type { Auth, AuthSession } from './auth/auth.ts'
import type { PhotoStore } from './photos/store.ts'
import type { CalendarDeps } from './calendar/index.ts'
import type { VoiceDeps } from './voice/config.ts'
import type { Notifier } from './notify/notify.ts'
import type { Mailer } from './mail/mailer.ts'
import type { Assistant } from './assistant/model.ts'

/** What every request handler can read from the context. */
export type AppEnv = {
  Variables: {
    db: Database
    /** Resolves when the database answers (the health check). */
    pingDatabase: () => Promise<unknown>
    logger: Logger
    auth: Auth
    photoStore: PhotoStore
    /** Sage's public address, such as https://sage.example.org, for links used outside the app. */
    publicUrl: string
    /** Calendar configuration (Google Calendar when set up). */
    calendar: CalendarDeps
    /** The voice services set up (ElevenLabs, speech-to-text); empty when the browser does it all. */
    voice: VoiceDeps
    /** Sends mail: alerts and consent requests to a person's contacts. */
    mailer: Mailer
    /** The assistant that answers this request's message: its model, tools and emergency number. */
    assistant: Assistant
    /** Notifies a person from a request (what their family added), through the job queue. */
    notifier: Notifier
    /** The key browsers subscribe to Sage's notifications with (VAPID); undefined when push is not set up. */
    vapidPublicKey: string | undefined
    /** Forgets the sessions remembered for a moment: one has just ended outside the auth library. */
    forgetSessions: () => void
    /** The signed-in person's session, or null when signed out. */
    session: AuthSession | null
  }
}
