#!/usr/bin/env node
// `npm test`: type check, unit and integration tests (SQLite always, PostgreSQL when it is
// reachable), then the browser tests in Debian's Chromium against a production build.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const chromium = '/usr/bin/chromium'

function step(title, command, args, env = process.env) {
  console.log(`\n━━ ${title}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env })
  if (result.status !== 0) {
    console.error(`\n✗ ${title}: falló`)
    process.exit(result.status ?? 1)
  }
}

if (!fs.existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    step('Instalando Chromium de Debian', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'])
  } else {
    console.error('Las pruebas de navegador necesitan Chromium de Debian. Ejecuta:\n\n  sudo apt-get install -y chromium\n')
    process.exit(1)
  }
}

step('Tipos (tsc --noEmit)', bin('tsc'), ['--noEmit'])
step('Pruebas unitarias y de integración (Vitest)', bin('vitest'), ['run'])
step('Pruebas en el navegador (Playwright + Chromium)', bin('playwright'), ['test'])
console.log('\n✓ Todas las pruebas pasaron.')
