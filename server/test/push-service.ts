// A push service on 127.0.0.1 for tests, speaking the Web Push protocol as browsers' push services
// do: it takes the encrypted message a server POSTs to a device's endpoint (RFC 8030), checks the
// server's VAPID signature (RFC 8292), and decrypts the message with the device's keys
// (aes128gcm, RFC 8188 and RFC 8291), as the device would.
import {
  type KeyObject,
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Agent, type Server, createServer } from 'node:https'
import type { AddressInfo } from 'node:net'

// Push services are reached over HTTPS only (the web-push client speaks nothing else): the test
// service has a certificate of its own for 127.0.0.1, made for these tests and trusted by the
// agent it hands out, never by anything else.
const certificate = readFileSync(new URL('./loopback-cert.pem', import.meta.url))
const privateKey = readFileSync(new URL('./loopback-key.pem', import.meta.url))

/** A push a device received, decrypted, with what came with it. */
export type ReceivedPush = {
  device: string
  message: unknown
  ttl: string | undefined
  urgency: string | undefined
  /** The VAPID key the signature was checked against, and the JWT's claims. */
  vapidKey: string
  claims: { aud: string; exp: number; sub: string }
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()
const b64 = (value: string) => Buffer.from(value, 'base64url')

/** The public key named in `k=` as a key object, to check signatures with. */
function publicKeyOf(raw: string): KeyObject {
  const point = b64(raw)
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  })
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` and returns the key and the claims. */
function checkVapid(header: string | undefined) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '')
  if (!match) throw new Error(`no VAPID authorization: ${header}`)
  const [, token, key] = match as unknown as [string, string, string]
  const [head, body, signature] = token.split('.') as [string, string, string]
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKeyOf(key), dsaEncoding: 'ieee-p1363' },
    b64(signature),
  )
  if (!valid) throw new Error('the VAPID signature does not verify')
  return { key, claims: JSON.parse(b64(body).toString()) as ReceivedPush['claims'] }
}

/** A device: its keys, and how it decrypts what the push service hands it. */
export function makeDevice(endpoint: string) {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  const publicKey = ecdh.getPublicKey()
  const decrypt = (body: Buffer) => {
    const salt = body.subarray(0, 16)
    const idLength = body[20]!
    const serverKey = body.subarray(21, 21 + idLength)
    const ciphertext = body.subarray(21 + idLength)
    const shared = ecdh.computeSecret(serverKey)
    const prkKey = hmac(auth, shared)
    const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey, Buffer.from([1])]))
    const prk = hmac(salt, ikm)
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
    const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
    // The last record ends with 0x02 and any padding zeros.
    return plain.subarray(0, plain.lastIndexOf(2)).toString()
  }
  return {
    subscription: { endpoint, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } },
    decrypt,
  }
}

/**
 * Starts the push service. `answer` gives the status for a push to a device (201 by default): a
 * test makes a device gone (410) or the service fail (500).
 */
export async function startPushService(answer: (device: string) => number = () => 201) {
  const received: ReceivedPush[] = []
  const devices = new Map<string, ReturnType<typeof makeDevice>>()
  const server: Server = createServer({ key: privateKey, cert: certificate }, (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (data: Buffer) => chunks.push(data))
    request.on('end', () => {
      const device = (request.url ?? '').replace(/^\/push\//, '')
      const status = answer(device)
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm')
        const { key, claims } = checkVapid(request.headers.authorization)
        const keys = devices.get(device)
        if (!keys) throw new Error(`no such device: ${device}`)
        if (status < 300)
          received.push({
            device,
            message: JSON.parse(keys.decrypt(Buffer.concat(chunks))) as unknown,
            ttl: request.headers.ttl as string | undefined,
            urgency: request.headers.urgency as string | undefined,
            vapidKey: key,
            claims,
          })
        response.writeHead(status).end()
      } catch (error) {
        response.writeHead(400).end(String(error))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    received,
    /** Trusts this service's certificate: what Sage's sender is given to reach it. */
    agent: new Agent({ ca: certificate }),
    /** A new device subscribed with this push service. */
    device: (name: string) => {
      const device = makeDevice(`${origin}/push/${name}`)
      devices.set(name, device)
      return device
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
