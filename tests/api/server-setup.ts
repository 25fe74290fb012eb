import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { startFromSeeded } from '../support/seeded-data.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    databaseLabel: string
    smtpPort: number
  }
}

async function waitFor(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`El servidor terminó con código ${server.exitCode}`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`El servidor no respondió en ${timeoutMs / 1000} s: ${url}`)
}

/**
 * The API tests talk to a production server: `npm start` (build when needed, migrate, seed)
 * on a fresh database of the project's engine.
 */
export default async function setup(project: TestProject) {
  const env = project.config.env as Record<string, string>
  fs.rmSync(env.DATA_DIR, { recursive: true, force: true })
  // On SQLite, under `npm test`, a copy of the data folder seeded for the build.
  if (!env.DATABASE_URL) startFromSeeded(env.DATA_DIR)
  if (env.DATABASE_URL?.startsWith('postgres')) {
    const url = new URL(env.DATABASE_URL)
    const database = url.pathname.slice(1)
    url.pathname = '/test'
    const client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
    await client.query(`CREATE DATABASE "${database}"`)
    await client.end()
  }
  const log = fs.openSync(`${env.DATA_DIR}.log`, 'w')
  const server = spawn('node', ['scripts/start.mjs'], {
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', log, log],
    detached: true,
  })
  const baseUrl = `http://127.0.0.1:${env.PORT}`
  try {
    await waitFor(`${baseUrl}/api/get_libros`, server, 480_000)
  } catch (error) {
    try {
      process.kill(-server.pid!, 'SIGTERM')
    } catch {}
    throw new Error(`${(error as Error).message}\n${fs.readFileSync(`${env.DATA_DIR}.log`, 'utf8').slice(-3000)}`, { cause: error })
  }
  const label = env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'
  console.log(`[${project.name}] servidor de producción en ${baseUrl} sobre ${label}`)
  project.provide('baseUrl', baseUrl)
  project.provide('databaseLabel', label)
  project.provide('smtpPort', Number(new URL(env.SMTP_URL!).port))
  return () => {
    try {
      process.kill(-server.pid!, 'SIGTERM')
    } catch {}
  }
}
