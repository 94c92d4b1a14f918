import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { commandLine, readDockerfile } from '#scripts/container/dockerfile'
// @ts-expect-error: plain ES modules, shared with `npm run bench` and bench/start.mjs
import { NODE_FLAGS } from '#scripts/production-server.mjs'

// The benches, the load tests and Lighthouse start the server with NODE_FLAGS; the container and
// `npm start` must give node the same ones, or what was measured is not what a restaurant runs.
const serverFlags = (argv: string[]) => argv.slice(1, argv.indexOf('scripts/start.mjs'))

it("gives node the same flags in the container's CMD, in npm start and in the benches", () => {
  const cmd = readDockerfile()
    .at(-1)!
    .instructions.findLast((instruction) => instruction.keyword === 'CMD')!
  expect(serverFlags(commandLine(cmd.args))).toEqual(NODE_FLAGS)
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'))
  expect(serverFlags(scripts.start.split(' '))).toEqual(NODE_FLAGS)
})
