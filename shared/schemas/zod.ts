// The validation library, set up once for every schema: schemas import `z` from here.
import { z } from 'zod'

// In a browser, schemas check values without compiling code on the fly: the app's strict
// Content-Security-Policy forbids it, and even zod's test of whether it may is reported as a
// violation. The server keeps the faster compiled checks.
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }
