import { Hono } from 'hono'
import { userDataInput } from '#shared/schemas/user-data.ts'
import type { AppEnv } from '#server/app-env.ts'
import { requireUser } from '#server/auth/require-user.ts'
import { requireScope } from '#server/data/scope.ts'
import { validate } from '#server/http/validate.ts'
import { getUserData, saveUserData } from '#server/profile/user-data.ts'

/** GET and PUT /api/user-data: the signed-in person's profile. */
export const userDataRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    return c.json({ userData: await getUserData(c.var.db, await requireScope(c, 'own')) })
  })
  .put('/', validate('json', userDataInput), async (c) => {
    const scope = await requireScope(c, 'own')
    return c.json({ userData: await saveUserData(c.var.db, scope, requireUser(c).email, c.req.valid('json')) })
  })
