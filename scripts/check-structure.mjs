#!/usr/bin/env node
// The shape docs/arquitectura.md describes, held by `npm test`: the layer rules (.dependency-cruiser.cjs),
// 'use client' only in *.client.tsx leaves, no runtime module over 300 lines, and at most 8
// pieces of code written twice (jscpd).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lintTool } from './lib/lint-tools.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const maxLines = 300
// Generated, migrations, demo rows and tests are not runtime modules people edit by hand.
const exempt = [
  /\.test\.tsx?$/,
  /^src\/migrations\//,
  /^src\/cms\/payload-types\.ts$/,
  /^src\/seed\/fixtures\//,
  /^src\/app\/\(payload\)\//,
]
const problems = []

const layers = spawnSync(
  path.join(root, 'node_modules', '.bin', 'depcruise'),
  ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
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

// Every decision record opens with its date and status, and the index lists it.
const decisions = path.join(root, 'docs', 'decisions')
const decisionIndex = fs.readFileSync(path.join(decisions, 'README.md'), 'utf8')
for (const name of fs.readdirSync(decisions).filter((n) => /^\d{4}-.*\.md$/.test(n))) {
  const head = fs.readFileSync(path.join(decisions, name), 'utf8').split('\n').slice(0, 3).join('\n')
  if (!/\*\*Fecha:\*\* \d{4}-\d{2}-\d{2} · \*\*Estado:\*\* (vigente|reemplazada por \d{4})/.test(head)) {
    problems.push(`docs/decisions/${name}: su tercera línea dice «**Fecha:** aaaa-mm-dd · **Estado:** vigente» (o «reemplazada por N»)`)
  }
  if (!decisionIndex.includes(`](${name})`)) problems.push(`docs/decisions/README.md: falta en el índice ${name}`)
}

// Every link of the README and docs/ lands inside the repository, on a file that exists and, with
// an anchor, on one of its headings (as GitHub names them).
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-')
const headingsOf = (file) => new Set([...fs.readFileSync(file, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1])))
function* markdown(dir) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* markdown(relative)
    else if (entry.name.endsWith('.md')) yield relative
  }
}
for (const file of ['README.md', ...markdown('docs')]) {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target)) continue
    const [where, anchor] = target.split('#')
    const resolved = where ? path.resolve(path.dirname(path.join(root, file)), decodeURIComponent(where)) : path.join(root, file)
    if (!resolved.startsWith(root + path.sep) && resolved !== root) problems.push(`${file}: el enlace ${target} sale del repositorio`)
    else if (!fs.existsSync(resolved)) problems.push(`${file}: el enlace ${target} lleva a un archivo que no existe`)
    else if (anchor && resolved.endsWith('.md') && !headingsOf(resolved).has(decodeURIComponent(anchor)))
      problems.push(`${file}: el enlace ${target} lleva a un título que no existe`)
  }
}

// Code written twice: jscpd's clones of 6 lines or more in src/ (generated files, migrations, demo
// rows and tests left out). The count only goes down: what a change writes again goes in one place.
const maxClones = 8
const report = fs.mkdtempSync(path.join(os.tmpdir(), 'ugc-jscpd-'))
const jscpd = spawnSync(
  lintTool('jscpd'),
  [
    'src',
    ...['--min-lines', '6', '--min-tokens', '50', '--reporters', 'json', '--output', report, '--silent'],
    ...['--ignore', '**/migrations/**,**/payload-types.ts,**/importMap.js,**/*.test.ts,**/seed/fixtures/**'],
  ],
  { cwd: root, encoding: 'utf8' },
)
const clones = jscpd.status === 0 ? JSON.parse(fs.readFileSync(path.join(report, 'jscpd-report.json'), 'utf8')).duplicates : null
fs.rmSync(report, { recursive: true, force: true })
if (!clones) problems.push(`Código repetido (jscpd) no pudo revisarse:\n${jscpd.stdout}${jscpd.stderr}`)
else if (clones.length > maxClones) {
  const where = (f) => `${f.name}:${f.start}-${f.end}`
  problems.push(
    `Código repetido: ${clones.length} fragmentos en src/ (el máximo es ${maxClones}); ponlo en un solo lugar:\n` +
      clones.map((c) => `  ${where(c.firstFile)} ~ ${where(c.secondFile)}`).join('\n'),
  )
}

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(
  `✓ Capas, hojas interactivas, tamaño de módulos, registro de decisiones y enlaces de la documentación en orden (${layers.stdout.trim().split('\n').pop()}); ${clones.length} fragmentos repetidos en src/ (máximo ${maxClones})`,
)
