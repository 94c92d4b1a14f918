import { expect, it } from 'vitest'
import { createTestApp } from './app'

const { app, database } = await createTestApp()

it('/healthz says alive and /readyz says the database answers', async () => {
  expect(await (await app.request('/healthz')).text()).toBe('ok')
  const ready = await app.request('/readyz')
  expect(ready.status).toBe(200)
  expect(ready.headers.get('cache-control')).toBe('no-store')
  await database.close()
  const gone = await app.request('/readyz')
  expect(gone.status).toBe(503)
  expect(await gone.text()).toBe('not ready')
})
