#!/usr/bin/env node
// `npm run bench:proxy [-- --runs 4 --duration 10 --clients 100 --only /ruta]`: what the balancer's
// connections to an instance do under load. A production build is measured at 100 clients three
// ways: directly, through nginx keeping its connections to the instance open (`keepalive` in the
// upstream), and through nginx opening one connection per request (its default). Each run opens
// its clients at once, as a burst of visitors does. Needs Debian's nginx (apt-get install -y
// nginx-light); nginx runs as the current user on a local port, with its files in a temp folder.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { measure, median } from './lib/load.mjs'
import { numberArg, startProductionServer, stringArg } from '../scripts/lib/production-server.mjs'

const runs = numberArg('runs', 4)
const duration = numberArg('duration', 10)
const connections = numberArg('clients', 100)
const routes = stringArg('only', '/,/licenciaturas/licenciatura-en-derecho').split(',').filter(Boolean)
const port = numberArg('port', 3460)
const proxyPort = port + 1
const pauseMs = 3000

const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file))
if (!nginxBin) {
  console.error('No se encontró nginx. Instálalo desde Debian (apt-get install -y nginx-light) y vuelve a ejecutar npm run bench:proxy.')
  process.exit(1)
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugc-bench-proxy-nginx-'))
const conf = path.join(dir, 'nginx.conf')
const nginx = (...args) => spawnSync(nginxBin, ['-c', conf, '-p', dir, ...args], { encoding: 'utf8' })
function startNginx(keepalive) {
  // One worker: the instance and autocannon share the other core.
  fs.writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  upstream instancia { server 127.0.0.1:${port};${keepalive ? ' keepalive 128;' : ''} }
  server {
    listen 127.0.0.1:${proxyPort};
    location / {
      proxy_pass http://instancia;
      proxy_read_timeout 60s;
      ${keepalive ? 'proxy_http_version 1.1; proxy_set_header Connection "";' : ''}
    }
  }
}
`,
  )
  const result = nginx()
  if (result.status !== 0) throw new Error(`nginx no arrancó: ${result.stderr}`)
}
const stopNginx = () => nginx('-s', 'stop')

const { base, stop } = await startProductionServer({ port, name: 'bench-proxy', env: { VISITS_RATE_LIMIT: '0', CONTACT_RATE_LIMIT: '0' } })
process.on('exit', () => {
  stopNginx()
  fs.rmSync(dir, { recursive: true, force: true })
})

const ways = [
  ['directo a la instancia', null],
  ['nginx, conexiones abiertas (keepalive)', true],
  ['nginx, una conexión por petición', false],
]
const rows = []
for (const route of routes) {
  // Warm the route's cache and the JIT, then let the aborted requests of the warm-up finish.
  await measure(`${base}${route}`, { connections: 10, duration: 3 })
  await new Promise((resolve) => setTimeout(resolve, pauseMs))
  for (const [label, keepalive] of ways) {
    if (keepalive !== null) startNginx(keepalive)
    const url = keepalive === null ? `${base}${route}` : `http://127.0.0.1:${proxyPort}${route}`
    const results = []
    for (let run = 0; run < runs; run++) {
      results.push(await measure(url, { connections, duration }))
      await new Promise((resolve) => setTimeout(resolve, pauseMs))
      process.stderr.write('.')
    }
    if (keepalive !== null) stopNginx()
    rows.push({
      route,
      label,
      rps: median(results.map((r) => r.requests.average)),
      p99: median(results.map((r) => r.latency.p99)),
      worstP99: Math.max(...results.map((r) => r.latency.p99)),
      timeouts: results.map((r) => r.timeouts),
      failures: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
    })
  }
}
process.stderr.write('\n')
stop()

const pad = (v, n) => String(v).padStart(n)
console.log(
  `\nnpm run bench:proxy — ${connections} clientes abiertos de golpe, ${runs} corridas de ${duration} s por forma (medianas; pausa de ${pauseMs / 1000} s entre corridas); nginx ${spawnSync(nginxBin, ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '')}; ${os.cpus().length} núcleos\n`,
)
console.log(
  `${'ruta'.padEnd(40)} ${'forma'.padEnd(40)} │ ${pad('req/s', 6)} ${pad('p99 ms', 7)} ${pad('p99 peor', 8)} │ ${pad('agot. por corrida', 18)} ${pad('fallos', 6)}`,
)
for (const row of rows) {
  console.log(
    `${row.route.padEnd(40)} ${row.label.padEnd(40)} │ ${pad(row.rps.toFixed(0), 6)} ${pad(row.p99, 7)} ${pad(row.worstP99, 8)} │ ${pad(row.timeouts.join(' '), 18)} ${pad(row.failures, 6)}`,
  )
}
console.log(
  '\nagot. = peticiones sin respuesta a los 10 s de autocannon; fallos = todas las peticiones sin respuesta 2xx, sumadas en las corridas.',
)
process.exit(0)
