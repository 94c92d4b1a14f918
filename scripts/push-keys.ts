import webpush from 'web-push'

// Prints a new VAPID key pair (RFC 8292) as the lines of an .env file. Keep the private key as
// secret as any other: whoever holds it can push to every subscribed browser. A new pair makes
// every subscription made with the old one useless, so generate it once per shop.
const { publicKey, privateKey } = webpush.generateVAPIDKeys()
process.stdout.write(
  `VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}\nVAPID_SUBJECT=mailto:you@your-shop.example\n`,
)
