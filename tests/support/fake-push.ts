import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

// A push service (RFC 8030) on 127.0.0.1, as strict as the real ones about what the shop sends:
// the VAPID JWT (RFC 8292) must be signed with the key it names, for this origin, and not live
// longer than a day; the body must decrypt (RFC 8291, aes128gcm) with the keys of a subscription
// the test made here. What decrypts is recorded; anything else is refused as a push service does.

export type Received = { endpoint: string; ttl: number; urgency: string | null; payload: unknown }

type Browser = { ecdh: ReturnType<typeof createECDH>; auth: Buffer }

const b64 = (value: Buffer) => value.toString('base64url')
const DAY_SECONDS = 24 * 60 * 60

/** RFC 8292 §3: `vapid t=<JWT>, k=<public key>`; the problem with it, or null. */
function vapidProblem(header: string | undefined, audience: string, serverKey?: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '')
  if (!match) return 'no vapid Authorization'
  const [jwt, key] = [match[1]!, match[2]!]
  if (serverKey && key !== serverKey) return 'not the key the browser subscribed with'
  const [head, claims, signature] = jwt.split('.') as [string, string, string]
  const raw = Buffer.from(key, 'base64url')
  if (raw.length !== 65 || raw[0] !== 4) return 'k is no P-256 public key'
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33)) },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) return 'bad ES256 signature'
  const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString())
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString())
  const now = Date.now() / 1000
  if (alg !== 'ES256') return `alg ${alg}`
  if (aud !== audience) return `aud ${aud}, not ${audience}`
  if (!(typeof exp === 'number' && exp > now && exp <= now + DAY_SECONDS)) return 'bad exp'
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub)) return 'no sub'
  return null
}

/** RFC 8291 §3.4 and RFC 8188: the plaintext of one aes128gcm record, or null. */
function decrypt(body: Buffer, browser: Browser): string | null {
  const salt = body.subarray(0, 16)
  const idLength = body[20]!
  const serverPublic = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  try {
    const shared = browser.ecdh.computeSecret(serverPublic)
    const info = Buffer.concat([
      Buffer.from('WebPush: info\0'),
      browser.ecdh.getPublicKey(),
      serverPublic,
    ])
    const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, info, 32))
    const derive = (label: string, length: number) =>
      Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from(`Content-Encoding: ${label}\0`), length),
      )
    const decipher = createDecipheriv('aes-128-gcm', derive('aes128gcm', 16), derive('nonce', 12))
    decipher.setAuthTag(record.subarray(record.length - 16))
    const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()])
    // The last record ends with the delimiter 2, then any zero padding.
    let end = padded.length - 1
    while (end >= 0 && padded[end] === 0) end -= 1
    return padded[end] === 2 ? padded.subarray(0, end).toString('utf8') : null
  } catch {
    return null
  }
}

/**
 * The fake push service. `subscribe()` makes a browser's subscription here (its own P-256 key pair
 * and auth secret); `serverKey` is the VAPID public key pushes must be signed with.
 */
export async function fakePushService(serverKey?: string) {
  const browsers = new Map<string, Browser>()
  const answers = new Map<string, number>()
  const received: Received[] = []
  const refused: { endpoint: string; reason: string }[] = []
  let origin = ''
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const endpoint = `${origin}${req.url}`
      const refuse = (status: number, reason: string) => {
        refused.push({ endpoint, reason })
        res.writeHead(status).end(reason)
      }
      const browser = browsers.get(endpoint)
      if (req.method !== 'POST' || !browser) return refuse(404, 'no such subscription')
      const answer = answers.get(endpoint)
      if (answer) return refuse(answer, `told to answer ${answer}`)
      const problem = vapidProblem(req.headers.authorization, origin, serverKey)
      if (problem) return refuse(403, problem)
      if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'not aes128gcm')
      const ttl = Number(req.headers.ttl)
      if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, 'no TTL')
      const plaintext = decrypt(Buffer.concat(chunks), browser)
      if (plaintext === null) return refuse(400, 'does not decrypt')
      const urgency = typeof req.headers.urgency === 'string' ? req.headers.urgency : null
      received.push({ endpoint, ttl, urgency, payload: JSON.parse(plaintext) })
      res.writeHead(201, { Location: `${endpoint}/messages/${received.length}` }).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    received,
    refused,
    /** A new browser subscription here: PushSubscription.toJSON()'s shape. */
    subscribe() {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      const endpoint = `${origin}/push/${b64(randomBytes(12))}`
      browsers.set(endpoint, { ecdh, auth })
      return { endpoint, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } }
    },
    /** From now on `endpoint` is answered with `status` (410: the browser unsubscribed). */
    answer(endpoint: string, status: number) {
      answers.set(endpoint, status)
    },
    /** What reached `endpoint`, decrypted. */
    to(endpoint: string) {
      return received.filter((r) => r.endpoint === endpoint).map((r) => r.payload)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakePushService = Awaited<ReturnType<typeof fakePushService>>
