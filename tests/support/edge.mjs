// An edge cache (scripts/edge.mjs: Varnish with edge/sitio.vcl) started by a test or a benchmark,
// in front of some instances of the site.
import { spawn, spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

const started = []

/** Starts the edge on `port` and resolves once every backend is in rotation (it answers through it). */
export async function startEdge(port, backends) {
  const dir = path.join(os.tmpdir(), `ugc-borde-prueba-${port}`)
  const args = [
    'scripts/edge.mjs',
    '--port',
    String(port),
    '--dir',
    dir,
    ...backends.flatMap((b) => ['--backend', b.replace(/^https?:\/\//, '')]),
  ]
  const edge = spawn('node', args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true })
  let errors = ''
  edge.stderr.on('data', (chunk) => (errors += chunk))
  started.push(edge)
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (edge.exitCode !== null) throw new Error(`la caché del borde terminó (código ${edge.exitCode}): ${errors}`)
    // As many answers as instances: with round robin, each one is asked once.
    const answers = await Promise.all(
      backends.map(() =>
        fetch(`${base}/api/openapi.json`, { method: 'POST' }).then(
          (r) => r.status,
          () => 0,
        ),
      ),
    )
    if (answers.every((status) => status === 405)) break
    if (i > 120) throw new Error(`la caché del borde no respondió en ${base}: ${errors}`)
    await new Promise((r) => setTimeout(r, 250))
  }
  const stop = () => {
    try {
      process.kill(-edge.pid, 'SIGTERM')
    } catch {}
  }
  return {
    base,
    purgeUrl: `${base}/_borde/purgar`,
    /**
     * How many pieces of storage its kept answers hold (Varnish's count for the cache's storage;
     * what passes through lives a moment in its transient storage, not counted here).
     */
    objects: () => {
      const stat = spawnSync('varnishstat', ['-n', dir, '-1', '-f', 'SMA.sitio.g_alloc'], { encoding: 'utf8' })
      const count = /SMA\.sitio\.g_alloc\s+(\d+)/.exec(stat.stdout)
      if (!count) throw new Error(`varnishstat no respondió: ${stat.stderr}`)
      return Number(count[1])
    },
    stop,
  }
}

export function stopEdges() {
  for (const edge of started.splice(0)) {
    try {
      process.kill(-edge.pid, 'SIGTERM')
    } catch {}
  }
}
