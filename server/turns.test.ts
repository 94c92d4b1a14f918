import { describe, expect, it } from 'vitest'
import { renderTurns } from './turns'

/** Synchronous work, like a page's render. */
function busy(ms: number) {
  const end = performance.now() + ms
  while (performance.now() < end);
}

describe('renderTurns', () => {
  it('gives renders asked for at once separate turns of the loop, in order', async () => {
    const turn = renderTurns()
    const seen: string[] = []
    const render = (name: string) =>
      turn().then(() => {
        seen.push(name)
        // Due by the next turn's timers, which run before that turn's render.
        setTimeout(() => seen.push(`loop after ${name}`), 0)
        busy(3)
      })
    await Promise.all([render('first'), render('second'), render('third')])
    await new Promise((done) => setTimeout(done, 5))
    expect(seen).toEqual([
      'first',
      'loop after first',
      'second',
      'loop after second',
      'third',
      'loop after third',
    ])
  })
})
