// RFC 8292: the shop signs each push with its own P-256 key pair, so a push service takes pushes
// for a subscription only from the server the browser subscribed with (the public key given then).

export type Vapid = { publicKey: string; privateKey: string; subject: string }

const bytes = (key: string) =>
  /^[A-Za-z0-9_-]+$/.test(key) ? Buffer.from(key, 'base64url') : Buffer.alloc(0)

/** A P-256 public key as browsers take it: the uncompressed point, 65 bytes starting with 4. */
const isPublicKey = (key: string) => {
  const raw = bytes(key)
  return raw.length === 65 && raw[0] === 4
}

/** The configuration's problem with the VAPID variables, or null. */
export function vapidProblem(env: {
  VAPID_PUBLIC_KEY?: string | undefined
  VAPID_PRIVATE_KEY?: string | undefined
  VAPID_SUBJECT?: string | undefined
}): string | null {
  const given = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT].filter(Boolean)
  if (given.length === 0) return null
  if (given.length < 3)
    return 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together: set all three or none.'
  if (!isPublicKey(env.VAPID_PUBLIC_KEY!) || bytes(env.VAPID_PRIVATE_KEY!).length !== 32)
    return 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a P-256 key pair in base64url (npm run push:keys).'
  return null
}
