import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env.ts'
import { requireUser } from '#server/auth/require-user.ts'

/** GET /api/voice/status: which voice services the server has, so the browser knows what to call. */
export const voiceRoutes = new Hono<AppEnv>().get('/status', (c) => {
  requireUser(c)
  return c.json({ tts: Boolean(c.var.voice.tts), stt: Boolean(c.var.voice.stt) })
})
