#!/usr/bin/env node
// `npm run bench:security [-- --port 3440 --crawl-time 600 --attack-time 300]`: the site as an outsider
// sees it (wapiti's crawl and each of its attack modules stop at those seconds).
// A production build (fresh SQLite database with the demo content, default settings) behind a local
// TLS front that adds X-Forwarded-Proto: https, as in production, scanned by
//   - the MDN HTTP Observatory scanner (@mdn/mdn-http-observatory): grade and each of its tests;
//   - wapiti (Debian package: apt-get install -y wapiti) over the whole site with its usual modules,
//     its server-side-request check answered by a local endpoint, and without its bug reports:
//     nothing leaves this machine.
// Prints every wapiti finding and every 5xx answer of the site, and exits 1 unless there are none
// and the grade is A+.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { describeScan, observatoryScan } from './lib/observatory.mjs'
import { startTlsFront } from './lib/tls-front.mjs'
import { numberArg, startProductionServer } from '../scripts/lib/production-server.mjs'

const port = numberArg('port', 3440)
const crawlTime = numberArg('crawl-time', 600)
const attackTime = numberArg('attack-time', 300)
const wapitiBin = ['/usr/bin/wapiti', '/usr/local/bin/wapiti'].find((file) => fs.existsSync(file))
if (!wapitiBin) {
  console.error('No se encontró wapiti. Instálalo desde Debian (apt-get install -y wapiti) y vuelve a ejecutar npm run bench:security.')
  process.exit(1)
}

// Default settings, except the one a site behind a TLS proxy must set (docs/operacion.md, TRUSTED_PROXY_HOPS):
// without it the server cannot know the visitor came over HTTPS, and sends no HSTS.
const { base } = await startProductionServer({ port, name: 'bench-security', env: { TRUSTED_PROXY_HOPS: '1' } })

// Counts the site's 5xx answers as they pass the front (wapiti reports only what it attacks).
const serverErrors = []
let requests = 0
const paths = new Set()
const front = await startTlsFront({
  port: port + 1,
  target: base,
  onResponse: (method, url, status) => {
    requests++
    paths.add(url.split('?')[0])
    if (status >= 500) serverErrors.push(`${status} ${method} ${url}`)
  },
})

const observatory = await observatoryScan({ appBase: base, port: port + 2 })

// wapiti's SSRF module puts addresses of its endpoint into every parameter, then asks the endpoint
// which of them the site fetched. This endpoint is local: it records what reaches /ssrf/… and answers
// the question in wapiti's format.
const fetchedBySite = []
const endpoint = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const hit = /^\/ssrf\/([^/]+)\/([^/]+)\/([^/]+)\//.exec(url.pathname)
  if (hit) {
    fetchedBySite.push({
      session: hit[1],
      path: hit[2],
      parameter: hit[3],
      url: req.url,
      date: new Date().toISOString(),
      ip: req.socket.remoteAddress,
      method: req.method,
    })
    res.end('')
    return
  }
  if (url.pathname === '/get_ssrf.php') {
    const found = {}
    for (const h of fetchedBySite.filter((h) => h.session === url.searchParams.get('id'))) {
      ;((found[h.path] ??= {})[h.parameter] ??= []).push({ url: h.url, date: h.date, ip: h.ip, method: h.method })
    }
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(found))
    return
  }
  res.statusCode = 404
  res.end('')
})
await new Promise((resolve) => endpoint.listen(port + 3, '127.0.0.1', resolve))

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ugc-bench-security-'))
const report = path.join(work, 'wapiti.json')
const started = Date.now()
const wapitiStatus = await new Promise((resolve) => {
  const child = spawn(
    wapitiBin,
    [
      '-u',
      `${front.base}/`,
      '--scope',
      'folder',
      '--flush-session',
      '--store-session',
      path.join(work, 'session'),
      '--store-config',
      path.join(work, 'config'),
      '--endpoint',
      `http://127.0.0.1:${port + 3}/`,
      '--no-bugreport',
      '--max-scan-time',
      String(crawlTime),
      '--max-attack-time',
      String(attackTime),
      '--verify-ssl',
      '0',
      '-f',
      'json',
      '-o',
      report,
      '-v',
      '1',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const log = fs.createWriteStream(path.join(work, 'wapiti.log'))
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  child.on('exit', (code) => resolve(code))
})
const minutes = ((Date.now() - started) / 60000).toFixed(1)

const findings = []
if (fs.existsSync(report)) {
  const result = JSON.parse(fs.readFileSync(report, 'utf8'))
  for (const kind of ['vulnerabilities', 'anomalies', 'additionals']) {
    for (const [category, items] of Object.entries(result[kind] ?? {})) {
      for (const item of items)
        findings.push(
          `${category}: ${item.info?.split('\n')[0] ?? ''} (${item.method ?? ''} ${item.path ?? ''}${item.parameter ? `, parámetro ${item.parameter}` : ''})`,
        )
    }
  }
}

endpoint.close()
front.close()

console.log(
  `\nnpm run bench:security — ${os.cpus().length} núcleos; el sitio con la configuración por omisión, detrás de un proxy TLS local`,
)
console.log(`\n${describeScan(observatory).join('\n')}`)
console.log(
  `\nwapiti ${wapitiStatus === 0 ? '' : `(terminó con código ${wapitiStatus}) `}en ${minutes} min: ${requests} peticiones a ${paths.size} rutas distintas; informe en ${report}`,
)
console.log(`Hallazgos de wapiti: ${findings.length}`)
for (const finding of findings) console.log(`  - ${finding}`)
console.log(`Direcciones de wapiti que el sitio pidió por su cuenta (SSRF): ${fetchedBySite.length}`)
console.log(`Errores del servidor (5xx): ${serverErrors.length}`)
for (const error of serverErrors.slice(0, 50)) console.log(`  - ${error}`)

const ok =
  wapitiStatus === 0 && findings.length === 0 && serverErrors.length === 0 && fetchedBySite.length === 0 && observatory.scan.grade === 'A+'
console.log(ok ? '\nSin hallazgos y con A+.' : '\nHay hallazgos (arriba).')
process.exit(ok ? 0 : 1)
