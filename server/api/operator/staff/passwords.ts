import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

// OWASP Password Storage Cheat Sheet, scrypt: N=2^17, r=8, p=1 or an equal-cost set; this one
// (N=2^14, r=8, p=5) needs 16 MiB a hash instead of 128, which a small container can afford.
// The parameters are written into each hash (PHC string format), so raising them later only means
// changing these numbers: a sign-in with an older hash stores a new one.
const CURRENT = { ln: 14, r: 8, p: 5 }
const KEY_BYTES = 32
const SALT_BYTES = 16
const MAX_MEMORY = 256 * 1024 * 1024

type Params = typeof CURRENT
const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w+/]+)\$([\w+/]+)$/

function derive(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_BYTES,
      { N: 2 ** params.ln, r: params.r, p: params.p, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  )
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '')

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, CURRENT)
  return `$scrypt$ln=${CURRENT.ln},r=${CURRENT.r},p=${CURRENT.p}$${b64(salt)}$${b64(key)}`
}

/** Whether the password matches; `rehash` when the hash was made with other parameters. */
export async function verifyPassword(
  password: string,
  stored: string,
): Promise<{ ok: boolean; rehash: boolean }> {
  const match = PHC.exec(stored)
  if (!match) return { ok: false, rehash: false }
  const params = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) }
  const expected = Buffer.from(match[5]!, 'base64')
  const key = await derive(password, Buffer.from(match[4]!, 'base64'), params)
  const ok = key.length === expected.length && timingSafeEqual(key, expected)
  const rehash = params.ln !== CURRENT.ln || params.r !== CURRENT.r || params.p !== CURRENT.p
  return { ok, rehash: ok && rehash }
}

let decoy: Promise<string> | undefined
/**
 * A hash no password matches, checked when the e-mail is unknown: the answer then takes as long
 * as a wrong password, so timing does not tell which e-mails have accounts.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64'))
  return decoy
}
