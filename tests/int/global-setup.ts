import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

/** Each run starts from an empty database, migrated by the same command `npm start` uses. */
export default async function setup(project: TestProject) {
  const env = project.config.env as Record<string, string>
  fs.rmSync(env.DATA_DIR, { recursive: true, force: true })
  if (env.DATABASE_URL?.startsWith('postgres')) {
    const url = new URL(env.DATABASE_URL)
    const database = url.pathname.slice(1)
    url.pathname = '/test'
    const client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
    await client.query(`CREATE DATABASE "${database}"`)
    await client.end()
    console.log(`[${project.name}] PostgreSQL is reachable: integration tests run on ${database} too`)
  }
  // Exit 13 (Node's unsettled top-level await) means Payload's start-up never settled and nothing
  // ran; scripts/start.mjs retries it the same way.
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync('node_modules/.bin/tsx', ['scripts/migrate.ts'], {
      env: { ...process.env, ...env, NODE_ENV: 'test' },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    if (result.status === 0) break
    if (result.status !== 13 || attempt === 5) throw new Error(`scripts/migrate.ts terminó con el código ${result.status}`)
    // It came in runs while the other suites' servers started beside it: a moment later it settles.
    await new Promise((resolve) => setTimeout(resolve, 3000))
  }
}
