#!/usr/bin/env node
// The site's production server: Next.js (the same request handler `next start` uses) behind the
// front cache of scripts/lib/front-cache.mjs, and the warm-up of scripts/lib/warm.mjs. `npm start`
// runs it after building; an instance of the multi-server layout of docs/operacion.md runs it directly:
//   NODE_ENV=production node scripts/serve.mjs -p 3000
// docs/decisions/0030-cache-de-respuestas-al-frente.md
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'
import { FrontCache, connectionTrust, fillHeader, frontKey, isFresh, latestChange, schemeOf, serveEntry } from './lib/front-cache.mjs'
import { phoneScreens, screens, Warmer } from './lib/warm.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const portFlag = process.argv.indexOf('-p')
const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : process.env.PORT || 3000)
process.env.NODE_ENV = 'production'
process.env.PORT = String(port)
process.env.__NEXT_PRIVATE_ORIGIN ??= `http://localhost:${port}`

const app = next({ dev: false, dir: root, hostname: 'localhost', port })
const front = new FrontCache()
const self = `http://127.0.0.1:${port}`
let handle
/** SITE_URL and TRUSTED_PROXY_HOPS, once Next.js has loaded the .env files. */
let trust
let lastChange = 0
let warmer

/**
 * Next's own answer for a kept address, asked by us: no cookies, no compression, the same scheme
 * (one entry, which the app reads as its nearest trusted proxy's).
 */
async function askNext(url, scheme) {
  const headers = { [fillHeader]: '1', 'accept-encoding': 'identity' }
  if (scheme === 'https') headers['x-forwarded-proto'] = 'https'
  const response = await fetch(`${self}${url}`, { headers, redirect: 'manual' })
  return { response, body: Buffer.from(await response.arrayBuffer()) }
}

/** Another instance's changes (REDIS_URL) reach Next's tag manifest here too, at most every 250 ms. */
async function syncTags() {
  const due = globalThis.__ugcSyncTags?.()
  if (due) await due
}

/** An editor's change (here, or on another instance) since the last look: the warm-up runs again soon. */
async function noticeChanges() {
  await syncTags()
  const change = latestChange()
  if (change > lastChange) {
    lastChange = change
    warmer?.soon()
  }
  return change
}

async function listener(req, res) {
  try {
    // Listening starts first, as with `next start`; requests wait for Next.js to be ready.
    if (!handle) await ready
    const key = frontKey(req, trust)
    if (key !== null) {
      const change = await noticeChanges()
      const entry = front.get(key)
      if (entry && isFresh(entry, Date.now(), change)) return serveEntry(entry, req, res)
      // Filled only once Next.js has answered this visitor 200: a missing page or a refused read is
      // not asked again (its 404 is logged once, and made-up addresses cost one answer). What is
      // 200 but not public (rendered per request) is asked at most once a minute (FrontCache.refused).
      const scheme = schemeOf(req, trust)
      const url = req.url
      res.once('finish', () => {
        if (res.statusCode === 200) void front.fill(key, () => askNext(url, scheme))
      })
    }
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
  trust = connectionTrust()
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
const warming = process.env.WARM_UP !== '0'
warmer = new Warmer(self, { on: process.env.WARM_UP === 'phones' ? phoneScreens : screens })
if (warming) warmer.soon(0)
else warmer.stop()
// A change nobody has visited since (a scheduled publication at night) is warmed within seconds too.
setInterval(() => void noticeChanges().catch(() => {}), 5000).unref()

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
