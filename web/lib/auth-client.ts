import { createAuthClient } from 'better-auth/client'

/** The client for the server's auth routes under /api/auth. */
export const authClient = createAuthClient({ baseURL: window.location.origin, basePath: '/api/auth' })
