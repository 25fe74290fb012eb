#!/usr/bin/env node
// The edge cache in front of the site: Varnish with edge/sitio.vcl (docs/decisions/0036-cache-en-el-borde.md).
//   npm run edge -- --port 6081 --backend 127.0.0.1:3000 [--backend 127.0.0.1:3001 …] [--memory 256M]
//   npm run edge -- purge sitio            (empties it: the purge every instance also makes when it starts)
// Each instance purges what changes at the addresses of EDGE_PURGE_URLS: here
// http://<this machine>:<port>/_borde/purgar, or …/_borde/purgar/<EDGE_PURGE_TOKEN> when that is set.
// Purges are taken from 127.0.0.1 and ::1, and from each --purge-from address.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const all = (name) => args.flatMap((arg, i) => (arg === `--${name}` && args[i + 1] ? [args[i + 1]] : []))
const one = (name, fallback) => all(name).at(-1) ?? fallback

/** The address path that takes purges: with a token, only who knows it (besides the address list) may purge. */
export function purgePath(token = process.env.EDGE_PURGE_TOKEN) {
  if (token && !/^[A-Za-z0-9_-]{16,}$/.test(token)) throw new Error('EDGE_PURGE_TOKEN debe tener al menos 16 letras, cifras, - o _')
  return token ? `/_borde/purgar/${token}` : '/_borde/purgar'
}

/** The VCL of edge/sitio.vcl with this deployment's instances, purgers and purge path. */
export function edgeVcl({ backends, purgers, token }) {
  const vcl = fs.readFileSync(path.join(root, 'edge', 'sitio.vcl'), 'utf8')
  const parsed = backends.map((address) => {
    const match = /^\[?([^\]]+?)\]?:(\d+)$/.exec(address)
    if (!match) throw new Error(`--backend debe ser dirección:puerto, como 127.0.0.1:3000 (se recibió «${address}»)`)
    return { host: match[1], port: match[2] }
  })
  const lines = parsed.map(
    ({ host, port }, i) =>
      `backend instancia${i + 1} {\n  .host = "${host}";\n  .port = "${port}";\n  .probe = site_health;\n  .connect_timeout = 2s;\n  .first_byte_timeout = 60s;\n}`,
  )
  return vcl
    .replace('#@backends', lines.join('\n'))
    .replace('#@purgers', purgers.map((address) => `  "${address}";`).join('\n'))
    .replace('#@director', parsed.map((_, i) => `  instances.add_backend(instancia${i + 1});`).join('\n'))
    .replace('#@purge_path', purgePath(token))
}

async function purge(tags) {
  const urls = (process.env.EDGE_PURGE_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
  if (urls.length === 0) throw new Error('EDGE_PURGE_URLS está vacía: no hay a quién purgar')
  for (const [i, url] of urls.entries()) {
    const answer = await fetch(url, { method: 'PURGE', headers: { 'xkey-purge': tags.join(' ') } })
    console.log(`Borde ${i + 1}: ${answer.status} ${(await answer.text()).trim().split('\n')[0]}`)
  }
}

function start() {
  const port = Number(one('port', process.env.EDGE_PORT ?? 6081))
  const backends = all('backend')
  if (backends.length === 0) backends.push(`127.0.0.1:${process.env.PORT || 3000}`)
  const purgers = ['127.0.0.1', '::1', ...all('purge-from')]
  const workDir = one('dir', path.join(os.tmpdir(), `ugc-borde-${port}`))
  fs.rmSync(workDir, { recursive: true, force: true })
  fs.mkdirSync(workDir, { recursive: true, mode: 0o755 })
  const vclFile = path.join(workDir, 'sitio.vcl')
  fs.writeFileSync(vclFile, edgeVcl({ backends, purgers }), { mode: 0o644 })
  const flags = [
    '-F',
    '-f',
    vclFile,
    '-a',
    `${one('listen', '127.0.0.1')}:${port}`,
    '-n',
    workDir,
    '-s',
    `sitio=malloc,${one('memory', '256M')}`,
  ]
  // Without root Varnish cannot change user: it runs as whoever started it.
  if (process.getuid?.() !== 0) flags.push('-j', 'none')
  // The admin port on a free one of this machine, so several edges (tests) live side by side.
  flags.push('-T', '127.0.0.1:0')
  // Answers are kept as the instances send them, a compressed and a plain copy (edge/sitio.vcl).
  flags.push('-p', 'http_gzip_support=off')
  const varnish = spawn(one('varnishd', '/usr/sbin/varnishd'), flags, { stdio: 'inherit' })
  console.log(`▸ Caché del borde en http://127.0.0.1:${port} delante de ${backends.join(', ')}`)
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => varnish.kill('SIGTERM'))
  varnish.on('exit', (code) => process.exit(code ?? 0))
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (args[0] === 'purge') {
    purge(args.slice(1).length > 0 ? args.slice(1) : ['sitio']).catch((error) => {
      console.error(`✗ ${error.message}`)
      process.exit(1)
    })
  } else {
    try {
      start()
    } catch (error) {
      console.error(`✗ ${error.message}`)
      process.exit(1)
    }
  }
}
