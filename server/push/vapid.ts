import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import webpush from 'web-push'

/** The keys that sign Sage's pushes (VAPID), and who to contact about them. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string }

/**
 * The configured VAPID keys, or a pair generated once and kept (mode 600) in DATA_DIR. Several
 * instances behind one address must share them: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.
 */
export function resolveVapidKeys(
  configured: { publicKey?: string; privateKey?: string; subject: string },
  dataDir: string,
): VapidKeys {
  const { subject } = configured
  if (configured.publicKey && configured.privateKey)
    return { publicKey: configured.publicKey, privateKey: configured.privateKey, subject }
  const file = path.join(dataDir, 'vapid-keys.json')
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }
    return { ...stored, subject }
  } catch {
    mkdirSync(dataDir, { recursive: true })
    const keys = webpush.generateVAPIDKeys()
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' })
    return { ...keys, subject }
  }
}
