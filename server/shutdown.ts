import type { Server, ServerResponse } from 'node:http'
import type { Logger } from './log'

/**
 * Stops on SIGTERM/SIGINT without dropping a customer's request: the port closes, requests in
 * flight get their answers for at most `graceMs`, then the database closes and the process exits.
 * A second signal falls back to Node's default and ends the process at once.
 */
export function stopGracefully(
  server: Server,
  options: {
    log: Logger
    graceMs: number
    closeDatabase: () => Promise<void>
    /** Ends what never finishes by itself (live feeds), at the start of the stop. */
    endStreams?: () => void
  },
) {
  const { log, graceMs, closeDatabase } = options
  const inFlight = new Set<ServerResponse>()
  let stopping = false

  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res)
    res.once('close', () => inFlight.delete(res))
    if (stopping) closeAfter(res)
  })

  // A keep-alive connection would otherwise outlive its last answer by the keep-alive timeout and
  // hold the stop open; `Connection: close` also tells the client not to send another request on it.
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close')
    res.once('finish', () => setImmediate(() => server.closeIdleConnections()))
  }

  const stop = () => {
    stopping = true
    options.endStreams?.()
    for (const res of inFlight) closeAfter(res)
    // Node's close() also ends the connections that are idle right now.
    server.close(() => {
      closeDatabase().then(
        () => {
          log.info('stopped')
          process.exit(0)
        },
        (error) => {
          log.error({ err: error }, 'the database did not close')
          process.exit(1)
        },
      )
    })
    // Only after close(): an operator (or a test) reading this line may rely on the port being shut.
    log.info({ inFlight: inFlight.size }, 'stopping')
    // Past the bound the remaining requests are cut, so the database still closes cleanly before
    // the orchestrator's SIGKILL (docker stop waits 10 s).
    setTimeout(() => {
      log.warn({ inFlight: inFlight.size }, 'cutting requests still open at the shutdown deadline')
      server.closeAllConnections()
    }, graceMs).unref()
  }

  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}
