import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { BUILT_FILES } from './spa.ts'

/**
 * Security headers for every page and API answer. The policy allows only our own scripts, images
 * and connections; images may also be data: and blob: URLs (photo previews before upload).
 */
const pageHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Scripts stay strict; inline styles are allowed because dialogs inject a small <style>
    // while they lock page scrolling.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  crossOriginEmbedderPolicy: false,
  permissionsPolicy: { microphone: ['self'], camera: [], geolocation: [] },
  referrerPolicy: 'strict-origin-when-cross-origin',
  removePoweredBy: true,
})

/**
 * The headers that mean something on a script, style sheet or image: no guessing its type, and no
 * loading by other sites. The page's policies (CSP, framing, referrer, HSTS and the rest) are read
 * from the page, never from its files; sent on each of a screen's files they came to a kilobyte
 * apiece, a tenth of what a phone downloads to open the app.
 */
const builtFileHeaders = secureHeaders({
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  removePoweredBy: true,
})

/** Security headers: the full set on pages and API answers, the ones that apply on built files. */
export const securityHeaders = (): MiddlewareHandler => (c, next) =>
  c.req.path.startsWith(BUILT_FILES) ? builtFileHeaders(c, next) : pageHeaders(c, next)
