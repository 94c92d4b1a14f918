import { readFileSync, writeFileSync } from 'node:fs'
const m = () => { const s = readFileSync('/proc/self/status','utf8'); const f=(n)=>Math.round(Number(new RegExp(`^${n}:\\s+(\\d+)`,'m').exec(s)[1])/1024); return `rss ${f('VmRSS')} hwm ${f('VmHWM')} heap ${Math.round(process.memoryUsage().heapUsed/1048576)} ext ${Math.round(process.memoryUsage().external/1048576)}` }
const { PGlite } = await import('@electric-sql/pglite')
const [what, dir, extra] = process.argv.slice(2)
const opts = { dataDir: dir }
if (extra) opts.startParams = [...PGlite.defaultStartParams ?? [], ...extra.split(' ')]
if (what === 'load') opts.loadDataDir = new Blob([readFileSync('/tmp/lean/dump.tgz')])
const t = performance.now()
const c = await PGlite.create(opts)
console.log(what, 'open', Math.round(performance.now()-t), 'ms', m())
await c.query('select count(*) from pg_class')
console.log(what, (await c.query('show shared_buffers')).rows)
if (what === 'dump') { writeFileSync('/tmp/lean/dump.tgz', Buffer.from(await (await c.dumpDataDir('gzip')).arrayBuffer())); console.log('dump', m()) }
process.exit(0)
