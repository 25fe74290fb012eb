#!/usr/bin/env node
// The site's production server: Next.js (the request handler `next start` uses) and the warm-up of
// scripts/lib/warm.mjs. `npm start` runs it after building; an instance of the multi-server layout
// of docs/operacion.md runs it directly:
//   NODE_ENV=production node scripts/serve.mjs -p 3000
// Pages and API reads come from Next.js's own cache; an edge cache in front (npm run edge) keeps
// them between changes (docs/decisions/0036-cache-en-el-borde.md).
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'
import { phoneScreens, screens, Warmer } from './lib/warm.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const portFlag = process.argv.indexOf('-p')
const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : process.env.PORT || 3000)
process.env.NODE_ENV = 'production'
process.env.PORT = String(port)

const app = next({ dev: false, dir: root, hostname: 'localhost', port })
let handle

async function listener(req, res) {
  try {
    // Listening starts first, as with `next start`; requests wait for Next.js to be ready.
    if (!handle) await ready
    await handle(req, res)
  } catch (error) {
    console.error(`No se pudo responder ${req.method} ${req.url}:`, error)
    if (!res.headersSent) {
      res.statusCode = 500
      res.end('Error interno del servidor')
    } else {
      res.destroy()
    }
  }
}

const ready = app.prepare().then(() => {
  handle = app.getRequestHandler()
})
const server = http.createServer(listener)
// An idle kept-alive connection is closed by the side that waits less. Node's 5 s is shorter than
// what balancers and proxies keep theirs (60 s on most), so the server would close one just as
// the proxy sends the next request on it: the visitor gets a 502, a client a reset connection
// (seen in the browser tests). The server waits longer than its clients instead.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
await new Promise((resolve, reject) => {
  server.once('error', reject)
  server.listen(port, resolve)
})
await ready
console.log(`✓ Ready: servidor en http://localhost:${port}`)

// WARM_UP=0: no warm-up at all (the test servers; tests/api/warm-up.api.test.ts measures it).
// WARM_UP=phones: only the sizes phones choose (a small server's CPU goes to what most visitors use).
const warmer = new Warmer(`http://127.0.0.1:${port}`, { on: process.env.WARM_UP === 'phones' ? phoneScreens : screens })
if (process.env.WARM_UP !== '0') {
  warmer.soon(0)
  // A change saved here (src/cache/index.ts, `expire`), a scheduled publication included, is warmed within seconds.
  process.on('ugc:cambio', () => warmer.soon())
}

let closing = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    warmer.stop()
    server.close(async () => {
      await app.close().catch(() => {})
      process.exit(signal === 'SIGINT' ? 130 : 143)
    })
    server.closeIdleConnections()
  })
}
