// node:http answering every request with the bare renderToString of the menu tree.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const { renderMenu, loadMessages, loadProductCard } = await import(
  new URL('../dist/bench/menu-tree.js', import.meta.url)
)
const pageContext = JSON.parse(readFileSync(process.env.PAGE_CONTEXT_FILE, 'utf8'))
await Promise.all([loadMessages(pageContext.locale), loadProductCard()])

const server = createServer((_req, res) => {
  const html = renderMenu(pageContext)
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
  res.end(html)
})
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'))
