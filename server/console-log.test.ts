import { Writable } from 'node:stream'
import { afterEach, expect, it } from 'vitest'
import { consoleToLog } from './console-log'
import { createLogger } from './log'

const lines: Record<string, unknown>[] = []
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
    done()
  },
})
let undo = () => {}
afterEach(() => undo())

it('turns console errors into JSON lines with the stack', async () => {
  undo = consoleToLog(createLogger('info', sink))
  console.error(new Error('the page broke'))
  console.error('\u001b[31mTypeError: x is undefined\n    at Page (page.js:1:1)\u001b[39m')
  undo()
  await new Promise((resolve) => setImmediate(resolve))
  expect(lines[0]).toMatchObject({ level: 50, msg: 'console', err: { message: 'the page broke' } })
  expect((lines[0]!.err as { stack: string }).stack).toMatch(/\n\s+at /)
  expect(lines[1]).toMatchObject({
    level: 50,
    text: 'TypeError: x is undefined\n    at Page (page.js:1:1)',
  })
})
