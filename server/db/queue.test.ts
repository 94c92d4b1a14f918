import { describe, expect, it } from 'vitest'
import { boundedQueue, DatabaseBusy, databaseRequest, sharedWork } from './queue'

/** A query that runs until the test lets it finish. */
function pending() {
  let finish: () => void = () => {}
  const done = new Promise<void>((resolve) => {
    finish = resolve
  })
  return { query: () => done.then(() => 'row'), finish }
}

describe('bounded queue in front of the embedded database', () => {
  it("refuses a request's first query while the limit is queued, and runs nothing of it", async () => {
    const enqueue = boundedQueue(2)
    const [a, b] = [pending(), pending()]
    const first = databaseRequest(() => enqueue(a.query))
    const second = databaseRequest(() => enqueue(b.query))
    let ran = false
    const refused = databaseRequest(() =>
      enqueue(async () => {
        ran = true
      }),
    )
    await expect(refused).rejects.toBeInstanceOf(DatabaseBusy)
    expect(ran).toBe(false)
    a.finish()
    b.finish()
    expect(await Promise.all([first, second])).toEqual(['row', 'row'])
    // Once the queue drains, the next request is admitted again.
    expect(await databaseRequest(() => enqueue(async () => 'later'))).toBe('later')
  })

  it('never cuts off an admitted request, however full the queue gets', async () => {
    const enqueue = boundedQueue(1)
    const held = pending()
    const admitted = databaseRequest(async () => {
      const first = await enqueue(async () => 'read')
      // Another request filled the queue meanwhile: this request's next query still runs.
      const blocker = databaseRequest(() => enqueue(held.query))
      const second = await enqueue(async () => 'write')
      held.finish()
      return [first, second, await blocker]
    })
    expect(await admitted).toEqual(['read', 'write', 'row'])
  })

  it('work outside a request and work shared by requests always wait their turn', async () => {
    const enqueue = boundedQueue(1)
    const held = pending()
    const busy = databaseRequest(() => enqueue(held.query))
    const upkeep = enqueue(async () => 'upkeep')
    const cacheFill = databaseRequest(() => sharedWork(() => enqueue(async () => 'catalog')))
    await expect(databaseRequest(() => enqueue(async () => 'x'))).rejects.toThrow(DatabaseBusy)
    held.finish()
    expect(await Promise.all([busy, upkeep, cacheFill])).toEqual(['row', 'upkeep', 'catalog'])
  })
})
