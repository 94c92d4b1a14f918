// Preloaded into the server by the load test and the soak, never in production: on SIGUSR2 it
// collects garbage and appends process.memoryUsage() to MEMORY_PROBE_FILE, so memory is read once
// settled, from outside, without an endpoint.
import { appendFileSync } from 'node:fs'

process.on('SIGUSR2', () => {
  globalThis.gc?.()
  appendFileSync(process.env.MEMORY_PROBE_FILE, `${JSON.stringify(process.memoryUsage())}\n`)
})
