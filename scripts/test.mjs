#!/usr/bin/env node
// `npm test`: type check, unit and integration tests (SQLite always, PostgreSQL when it is
// reachable), then the browser tests in Debian's Chromium against a production build.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const chromium = '/usr/bin/chromium'

function postgresReachable() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432, timeout: 1000 })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

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
step('Capas y forma del código (npm run check:structure)', 'node', ['scripts/check-structure.mjs'])
// One Vitest process per database, so no worker ever carries one project's settings into another.
step('Pruebas unitarias y de integración en SQLite (Vitest)', bin('vitest'), ['run', '--project', 'unit', '--project', 'recaptcha', '--project', 'int-sqlite'])
step('API pública contra una compilación de producción, en SQLite (Vitest)', bin('vitest'), ['run', '--project', 'api-sqlite'])
step('Respaldo y restauración con el sitio en marcha, en SQLite (Vitest)', bin('vitest'), ['run', '--project', 'backup'])
if (await postgresReachable()) {
  step('Pruebas de integración en PostgreSQL 127.0.0.1:5432 (Vitest)', bin('vitest'), ['run', '--project', 'int-postgres'])
  step('API pública contra una compilación de producción, en PostgreSQL (Vitest)', bin('vitest'), ['run', '--project', 'api-postgres'])
  step('Fallas: correo caído, kill -9, base rechazada y congelada, envíos repetidos (Vitest)', bin('vitest'), ['run', '--project', 'faults'])
} else {
  console.log('\n━━ PostgreSQL no responde en 127.0.0.1:5432: las pruebas de integración y de la API corrieron solo en SQLite.')
}
step('Pruebas en el navegador (Playwright + Chromium)', bin('playwright'), ['test'])
console.log('\n✓ Todas las pruebas pasaron.')
