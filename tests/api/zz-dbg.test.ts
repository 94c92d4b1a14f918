import { describe, expect, it } from 'vitest'
import { useApi } from '../support/api'
import { authClient, newIp, newPhone } from '../support/auth'
describe('x', () => {
  const t = useApi('postgres')
  it('ip race', async () => {
    for (let round = 0; round < 5; round++) {
      const a = authClient(t)
      const ip = newIp()
      const replies = await Promise.all(Array.from({ length: 20 }, () => a.requestCode(newPhone(), { ip })))
      console.log(replies.map((r) => r.status).join(','), a.sent.length)
    }
  })
})
