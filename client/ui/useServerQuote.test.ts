import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { ApiError, isApiError } from '#shared/api-client'
import { type Quoted, quoteLoop } from './useServerQuote'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A loop whose requests the test answers by hand, and everything it showed in turn. */
function recording() {
  let shown: Quoted<string> = { quote: null, error: null }
  const history: Quoted<string>[] = []
  const sent: {
    body: string
    at: number
    answer: (quote: string) => void
    fail: (e: unknown) => void
  }[] = []
  const loop = quoteLoop<string>((next) => {
    shown = next(shown)
    history.push(shown)
  })
  const ask = (body: string, delay = 250, surfaces?: (failure: unknown) => boolean) =>
    loop.ask(
      () =>
        new Promise<string>((answer, fail) => sent.push({ body, at: Date.now(), answer, fail })),
      delay,
      surfaces,
    )
  return { loop, ask, sent, history, shown: () => shown }
}

it('asks once the request stops changing for the delay, with the last one', async () => {
  const { ask, sent } = recording()
  const start = Date.now()
  ask('s')
  await vi.advanceTimersByTimeAsync(100)
  ask('st')
  await vi.advanceTimersByTimeAsync(200)
  ask('str')
  await vi.advanceTimersByTimeAsync(249)
  expect(sent).toEqual([])
  await vi.advanceTimersByTimeAsync(1)
  expect(sent.map(({ body, at }) => [body, at - start])).toEqual([['str', 550]])
})

it('a delay of 0 asks at once', () => {
  const { ask, sent } = recording()
  ask('cart', 0)
  expect(sent.map((s) => s.body)).toEqual(['cart'])
})

it('an older answer arriving late never overwrites a newer one', async () => {
  const { ask, sent, history, shown } = recording()
  ask('old')
  await vi.advanceTimersByTimeAsync(250)
  ask('new')
  await vi.advanceTimersByTimeAsync(250)
  const [old, fresh] = sent
  fresh?.answer('new quote')
  await vi.advanceTimersByTimeAsync(0)
  old?.answer('old quote')
  await vi.advanceTimersByTimeAsync(0)
  expect(shown().quote).toBe('new quote')
  expect(history.map((h) => h.quote)).toEqual(['new quote'])
})

it("an answer to a request changed since is not shown, even before the new one's answer", async () => {
  const { ask, sent, history } = recording()
  ask('old')
  await vi.advanceTimersByTimeAsync(250)
  ask('new')
  sent[0]?.answer('old quote')
  await vi.advanceTimersByTimeAsync(0)
  expect(history).toEqual([])
  await vi.advanceTimersByTimeAsync(250)
  sent[1]?.answer('new quote')
  await vi.advanceTimersByTimeAsync(0)
  expect(history.map((h) => h.quote)).toEqual(['new quote'])
})

it('a failure keeps the last answer beside it, and the next answer clears it', async () => {
  const { ask, sent, shown } = recording()
  ask('a', 0)
  sent[0]?.answer('quote a')
  await vi.advanceTimersByTimeAsync(0)
  ask('b', 0)
  sent[1]?.fail(new ApiError(503, 'down'))
  await vi.advanceTimersByTimeAsync(0)
  expect(shown().quote).toBe('quote a')
  expect(isApiError(shown().error, 503)).toBe(true)
  ask('c', 0)
  sent[2]?.answer('quote c')
  await vi.advanceTimersByTimeAsync(0)
  expect(shown()).toEqual({ quote: 'quote c', error: null })
})

it('a failure the caller does not show changes nothing; a late one neither', async () => {
  const refusals = (failure: unknown) => isApiError(failure, 422)
  const { ask, sent, shown } = recording()
  ask('short street', 0, refusals)
  sent[0]?.fail(new ApiError(422, 'invalid', { 'address.street': 'too short' }))
  await vi.advanceTimersByTimeAsync(0)
  ask('offline', 0, refusals)
  sent[1]?.fail(new ApiError(500, 'oops'))
  await vi.advanceTimersByTimeAsync(0)
  expect(isApiError(shown().error, 422)).toBe(true)
  ask('x', 0)
  ask('y', 0)
  sent[2]?.fail(new ApiError(500, 'late'))
  await vi.advanceTimersByTimeAsync(0)
  expect(isApiError(shown().error, 422)).toBe(true)
})

it('nothing is shown after cancel; clear shows no quote and drops what is on its way', async () => {
  const { loop, ask, sent, shown, history } = recording()
  ask('a')
  loop.cancel()
  await vi.advanceTimersByTimeAsync(1000)
  expect(sent).toEqual([])
  ask('b', 0)
  loop.cancel()
  sent[0]?.answer('quote b')
  await vi.advanceTimersByTimeAsync(0)
  expect(history).toEqual([])
  ask('c', 0)
  sent[1]?.answer('quote c')
  await vi.advanceTimersByTimeAsync(0)
  ask('d', 0)
  loop.clear()
  sent[2]?.answer('quote d')
  await vi.advanceTimersByTimeAsync(0)
  expect(shown()).toEqual({ quote: null, error: null })
})

it('clear keeps the last failure shown', async () => {
  const { loop, ask, sent, shown } = recording()
  ask('short street', 0)
  sent[0]?.fail(new ApiError(422, 'invalid', { 'address.street': 'too short' }))
  await vi.advanceTimersByTimeAsync(0)
  loop.clear()
  expect(shown().quote).toBeNull()
  expect(isApiError(shown().error, 422)).toBe(true)
})
