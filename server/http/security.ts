import { secureHeaders } from 'hono/secure-headers'

/**
 * Security headers for every response. The policy allows only our own scripts, images and
 * connections; images may also be data: and blob: URLs (photo previews before upload).
 */
export const securityHeaders = () =>
  secureHeaders({
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
