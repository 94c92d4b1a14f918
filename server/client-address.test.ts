import { describe, expect, it } from 'vitest'
import { clientAddress, parseTrustProxy, type TrustProxy } from './client-address'
import { ConfigError, readEnv } from './env'

const trust = (value: string) => parseTrustProxy(value) as TrustProxy

describe('the client address behind trusted proxies (proxy-addr semantics, read from the right)', () => {
  it.each([
    // [TRUST_PROXY, socket peer, X-Forwarded-For, client]
    ['false', '10.0.0.2', '198.51.100.1', '10.0.0.2'],
    ['1', '10.0.0.2', '198.51.100.1, 203.0.113.9', '203.0.113.9'],
    ['1', '10.0.0.2', undefined, '10.0.0.2'],
    ['2', '10.0.0.3', '198.51.100.1, 203.0.113.9, 10.0.0.2', '203.0.113.9'],
    // Fewer entries than hops: the furthest address known.
    ['3', '10.0.0.2', '203.0.113.9', '203.0.113.9'],
    ['10.0.0.0/8', '10.0.0.3', '198.51.100.1, 203.0.113.9, 10.0.0.2', '203.0.113.9'],
    ['10.0.0.0/8', '192.0.2.5', '198.51.100.1', '192.0.2.5'],
    ['uniquelocal', '::ffff:10.1.2.3', '198.51.100.1, 2001:db8::1', '2001:db8::1'],
    ['fd00::/8', 'fd00::1', '203.0.113.9', '203.0.113.9'],
    // One spelling per address, so two spellings do not get two allowances.
    ['false', '::ffff:203.0.113.9', undefined, '203.0.113.9'],
    ['1', '10.0.0.2', '2001:DB8:0:0::1', '2001:db8::1'],
    // A trusted proxy that passed on no address is the client as far as we know.
    ['1', '10.0.0.2', '198.51.100.1, not-an-address', '10.0.0.2'],
  ])('TRUST_PROXY=%s, peer %s, X-Forwarded-For %s → %s', (value, peer, forwarded, client) => {
    expect(clientAddress(trust(value), peer, forwarded)).toBe(client)
  })

  it('TRUST_PROXY takes hops or networks and refuses true, which would believe the client', () => {
    expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 1 })
    expect(readEnv({}).TRUST_PROXY).toEqual({ kind: 'none' })
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }).TRUST_PROXY.kind).toBe('networks')
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(ConfigError)
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/)
    expect(() => readEnv({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/)
  })
})
