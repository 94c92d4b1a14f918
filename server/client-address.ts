import ipaddr from 'ipaddr.js'

/**
 * Which proxies in front of the server are ours (TRUST_PROXY): none, the nearest `hops` of them, or
 * those whose address is in one of `networks`. The semantics are Express's `trust proxy` (its
 * proxy-addr package) and RFC 7239 §5.2: X-Forwarded-For is read from the right, and the client is
 * the first address that a trusted proxy saw but that is not itself trusted. Everything left of it
 * was written by the client and proves nothing.
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'networks'; networks: [ipaddr.IPv4 | ipaddr.IPv6, number][] }

/** proxy-addr's names for the private ranges, so `TRUST_PROXY=loopback,uniquelocal` reads as it does there. */
const NAMED_NETWORKS: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/**
 * Reads TRUST_PROXY: `false` (or `0`), a number of proxy hops, or a comma-separated list of
 * networks (CIDR, single addresses or proxy-addr's names). Answers a sentence for anything else:
 * `true` included, which in Express means "believe the leftmost entry", the one a client writes.
 */
export function parseTrustProxy(value: string): TrustProxy | string {
  const text = value.trim()
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' }
  if (text === 'true') {
    return 'true would believe the address the client writes: give the number of proxies in front (e.g. 1) or their networks (e.g. 10.0.0.0/8)'
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return hops <= 10 ? { kind: 'hops', hops } : 'more than 10 proxy hops is not a real setup'
  }
  const networks: [ipaddr.IPv4 | ipaddr.IPv6, number][] = []
  for (const entry of text.split(',').map((part) => part.trim())) {
    for (const range of NAMED_NETWORKS[entry] ?? [entry]) {
      const network = parseNetwork(range)
      if (!network) return `${entry} is neither a number of hops nor a network (CIDR)`
      networks.push(network)
    }
  }
  return { kind: 'networks', networks }
}

function parseNetwork(range: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  const [address = '', bits] = range.split('/')
  const ip = parseAddress(address)
  if (!ip) return null
  const max = ip.kind() === 'ipv4' ? 32 : 128
  const prefix = bits === undefined ? max : /^\d+$/.test(bits) ? Number(bits) : Number.NaN
  return prefix >= 0 && prefix <= max ? [ip, prefix] : null
}

/** Only the usual spellings: `127.1` or `0x7f.0.0.1` are not what a proxy writes. */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text)
  // An IPv4-mapped IPv6 address (::ffff:192.0.2.1, a dual-stack socket's view) is that IPv4 address.
  if (ipaddr.IPv6.isValid(text)) return ipaddr.process(text)
  return null
}

/**
 * The client's address as the nearest trusted proxy saw it, from the connection's `remote` address
 * and the X-Forwarded-For header; one spelling per address, so limits count it once.
 */
export function clientAddress(
  trust: TrustProxy,
  remote: string | undefined,
  forwardedFor: string | undefined,
): string | undefined {
  const nearest = remote ? parseAddress(remote) : null
  if (!nearest) return remote
  if (trust.kind === 'none' || !forwardedFor) return nearest.toString()
  // Nearest first: the connection's peer, then the header's entries from the right.
  const hops = [
    nearest,
    ...forwardedFor
      .split(',')
      .reverse()
      .map((e) => parseAddress(e.trim())),
  ]
  let client = nearest
  for (let i = 0; i < hops.length - 1; i++) {
    if (!isTrusted(trust, client, i)) break
    const next = hops[i + 1]
    // A trusted proxy that passed on something that is no address: it is the last one we know.
    if (!next) break
    client = next
  }
  return client.toString()
}

function isTrusted(trust: TrustProxy, address: ipaddr.IPv4 | ipaddr.IPv6, index: number) {
  if (trust.kind === 'hops') return index < trust.hops
  if (trust.kind === 'none') return false
  return trust.networks.some(
    ([network, bits]) => network.kind() === address.kind() && address.match(network, bits),
  )
}
