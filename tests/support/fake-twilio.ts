import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export type TwilioRequest = {
  method: string
  path: string
  headers: IncomingHttpHeaders
  form: Record<string, string>
}

/**
 * Twilio's Messages API on 127.0.0.1 with a port of its own: records each request and answers
 * with `reply` (201 by default). Twilio's error bodies can echo the message, and so does this one.
 */
export async function fakeTwilio() {
  const requests: TwilioRequest[] = []
  let status = 201
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
    })
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body))
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form })
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(
        JSON.stringify(
          status < 300
            ? { sid: 'SM0123', status: 'queued', body: form.Body }
            : { code: 21211, message: `Invalid 'To' for message "${form.Body}"`, status },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** The status the next answers have. */
    answer(next: number) {
      status = next
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A base URL where nothing listens: a port the system gave out and took back. */
export async function closedBaseUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
