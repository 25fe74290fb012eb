#!/usr/bin/env node
// The shape ARCHITECTURE.md promises, held by `npm test`: the layer rules (.dependency-cruiser.cjs),
// 'use client' only in *.client.tsx leaves, and no runtime module over 300 lines.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const maxLines = 300
// Generated, migrations, demo rows and tests are not runtime modules people edit by hand.
const exempt = [/\.test\.tsx?$/, /^src\/migrations\//, /^src\/cms\/payload-types\.ts$/, /^src\/seed\/fixtures\//, /^src\/app\/\(payload\)\//]
const problems = []

const layers = spawnSync(path.join(root, 'node_modules', '.bin', 'depcruise'), ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], {
  cwd: root,
  encoding: 'utf8',
})
if (layers.status !== 0) problems.push(`Reglas de capas (.dependency-cruiser.cjs):\n${layers.stdout}${layers.stderr}`)

function* sources(dir) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) yield* sources(relative)
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) yield relative
  }
}

for (const file of sources('src')) {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  if (/^\s*['"]use client['"]/m.test(text) && !file.endsWith('.client.tsx')) {
    problems.push(`${file}: dice 'use client' pero no se llama *.client.tsx (solo las hojas interactivas lo dicen)`)
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
  if (lines > maxLines && !exempt.some((re) => re.test(file))) {
    problems.push(`${file}: ${lines} líneas; un módulo no pasa de ${maxLines} (divídelo por lo que hace)`)
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`✓ Capas, hojas interactivas y tamaño de módulos en orden (${layers.stdout.trim().split('\n').pop()})`)
