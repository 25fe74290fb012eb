import { spawn, type ChildProcess } from 'node:child_process'

const started: ChildProcess[] = []

/**
 * Another `next start` of the suite's production build on its own port: the suite's settings with
 * `env` on top. Resolves with its address once it answers; `stopNextServers` ends them all.
 */
export async function startNextServer(port: number, env: Record<string, string> = {}): Promise<string> {
  const server = spawn('node_modules/.bin/next', ['start', '-p', String(port)], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: 'ignore',
    detached: true,
  })
  started.push(server)
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 240; i++) {
    try {
      // A route that needs no database, so a server started without one answers too.
      await fetch(`${base}/api/openapi.json`)
      return base
    } catch {
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  throw new Error(`next start no respondió en ${base}`)
}

export function stopNextServers(): void {
  for (const server of started.splice(0)) {
    try {
      process.kill(-server.pid!, 'SIGTERM')
    } catch {}
  }
}
