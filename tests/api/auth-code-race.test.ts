import { beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from '#server/api/auth/rate-limit'
import { useApi } from '#tests/support/api'
import { type AuthClient, authClient, newIp, newPhone } from '#tests/support/auth'
import { engines } from '#tests/support/databases'

const ENGINES = await engines()

describe.each(ENGINES)('parallel sign-in code checks on %s', (engine) => {
  const t = useApi(engine)
  let a: AuthClient
  beforeAll(async () => {
    // One job queue opens at a time on a database (two at once race to create pg-boss's types).
    await t.api.jobs.open()
    a = authClient(t)
    await a.api.jobs.open()
  })

  it(`100 misses at once from one address: ${LIMITS.failuresPerIpHour.max} are checked, the rest refused`, async () => {
    const ip = newIp()
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => a.checkCode(newPhone(), '123456', 'en', ip)),
    )
    const checked = replies.filter((r) => r.status === 404).length
    const refused = replies.filter((r) => r.status === 429).length
    expect({ checked, refused }).toEqual({ checked: LIMITS.failuresPerIpHour.max, refused: 70 })
  })

  it('a right code does not count against the address', async () => {
    const ip = newIp()
    for (let i = 0; i < LIMITS.failuresPerIpHour.max; i++) {
      const phone = newPhone()
      const code = await a.sendCode(phone)
      expect((await a.checkCode(phone, code, 'en', ip)).status).toBe(200)
    }
    expect((await a.checkCode(newPhone(), '123456', 'en', ip)).status).toBe(404)
  })
})
