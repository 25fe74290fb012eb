import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'

const started: ChildProcess[] = []
const byBase = new Map<string, ChildProcess>()

/** A port nothing on this machine listens on now, chosen by the system (no fixed number to collide with). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Another `scripts/serve.mjs` of the suite's production build on a free port: the suite's settings with
 * `env` on top. Resolves with its address once it answers; `stopNextServers` ends them all.
 */
export async function startNextServer(env: Record<string, string> = {}, onLine?: (line: string) => void): Promise<string> {
  const port = await freePort()
  const server = spawn('node', ['scripts/serve.mjs', '-p', String(port)], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'ignore'],
    detached: true,
  })
  // What the server prints, line by line (its warm-up's summary, say).
  if (onLine) {
    let rest = ''
    server.stdout!.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n')
      rest = lines.pop()!
      for (const line of lines) onLine(line)
    })
  }
  started.push(server)
  let exited: number | null = null
  server.once('exit', (code) => (exited = code ?? -1))
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 240 && exited === null; i++) {
    try {
      // A route that needs no database, so a server started without one answers too.
      await fetch(`${base}/api/openapi.json`)
      byBase.set(base, server)
      return base
    } catch {
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  throw new Error(
    exited === null ? `el servidor no respondió en ${base}` : `el servidor terminó (código ${exited}) antes de responder en ${base}`,
  )
}

/** Stops the server at `base` (SIGKILL: as if its machine went away). */
export function stopNextServer(base: string, signal: NodeJS.Signals = 'SIGTERM'): void {
  const server = byBase.get(base)
  try {
    if (server) process.kill(-server.pid!, signal)
  } catch {}
}

export function stopNextServers(): void {
  for (const server of started.splice(0)) {
    try {
      process.kill(-server.pid!, 'SIGTERM')
    } catch {}
  }
}
