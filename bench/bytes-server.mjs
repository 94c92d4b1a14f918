// node:http answering every request with the same bytes and headers (a cached page as the
// storefront sends it): what the load generator can take in of such answers on this machine, with
// no work on the server's side at all.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const body = readFileSync(process.env.BODY_FILE)
const headers = { ...JSON.parse(process.env.HEADERS), 'content-length': body.length }

const server = createServer((_req, res) => {
  res.writeHead(200, headers)
  res.end(body)
})
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'))
