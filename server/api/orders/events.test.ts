import pino from 'pino'
import { expect, it } from 'vitest'
import { orderEventHub } from './events'

it("counts the clients' live feeds for /metrics, not the hub's own cache subscriber", () => {
  const hub = orderEventHub(undefined, pino({ level: 'silent' }))
  hub.subscribe(() => {})
  const first = hub.subscribe(() => {}, { feed: true })
  const second = hub.subscribe(() => {}, { feed: true })
  expect(hub.streams()).toBe(2)
  first()
  first()
  expect(hub.streams()).toBe(1)
  second()
  expect(hub.streams()).toBe(0)
})
