#!/usr/bin/env node
// `npm start`: builds when the sources changed, applies migrations, seeds a brand-new
// database with demo content, then serves the site. Works with no settings at all.
// `node scripts/start.mjs --build-only` stops after the build (the test runner's first step).
// Scripts run under tsx directly: `payload run`/`payload migrate` sometimes exit 0 without
// running anything (payloadcms/payload#17757).
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { applyAdminFixes } from './admin-fixes.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const port = process.env.PORT || '3000'

function run(command, args, env = process.env, attempts = 1) {
  let result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env })
  // Exit 13 is Node's "unsettled top-level await": Payload's start-up occasionally never settles
  // its promise and the process ends with nothing done. Running it again is safe.
  for (let attempt = 2; result.status === 13 && attempt <= attempts; attempt++) {
    console.error(`▸ ${path.basename(command)} ${args.join(' ')} terminó sin hacer nada (código 13); intento ${attempt} de ${attempts}…`)
    result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env })
  }
  if (result.status !== 0) {
    console.error(`\n✗ Falló: ${path.basename(command)} ${args.join(' ')}`)
    process.exit(result.status ?? 1)
  }
}

/** A fingerprint of everything that goes into the build, so an unchanged checkout skips it. */
function sourceFingerprint() {
  const hash = createHash('sha256')
  const visit = (entry) => {
    const full = path.join(root, entry)
    if (!fs.existsSync(full)) return
    const stat = fs.statSync(full)
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(full).sort()) visit(path.join(entry, child))
    } else {
      hash.update(entry).update(fs.readFileSync(full))
    }
  }
  for (const entry of [
    'src',
    'public',
    'scripts/admin-fixes.mjs',
    'next.config.mjs',
    'package-lock.json',
    'tsconfig.json',
    'postcss.config.mjs',
  ])
    visit(entry)
  // Prerendered pages carry the site's address (canonical, Open Graph, JSON-LD, sitemap): another
  // address needs another build. The same default as src/env.ts.
  const siteUrl = (process.env.SITE_URL || `http://localhost:${port}`).replace(/\/$/, '')
  hash.update(`SITE_URL=${siteUrl}`)
  // The CSP mode decides whether pages are prerendered (docs/decisions/0008-content-security-policy.md).
  hash.update(`CSP_MODE=${process.env.CSP_MODE || 'hash'}`)
  return hash.digest('hex')
}

// The back office's fixes to Payload's client bundle, before anything is compiled from it
// (docs/decisions/0038-arreglos-a-la-administracion.md; npm installs without running scripts).
for (const why of applyAdminFixes()) console.log(`▸ Arreglo aplicado a la administración: ${why}.`)

const stampFile = path.join(root, '.next', 'ugc-build-fingerprint')
const fingerprint = sourceFingerprint()
const built =
  fs.existsSync(path.join(root, '.next', 'BUILD_ID')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === fingerprint

// Migrations, the demo content of a brand-new database and the first account's address, in one
// process (Payload started once, not three times).
run(bin('tsx'), ['scripts/prepare.ts'], { ...process.env, NODE_ENV: 'production' }, 3)

if (built) {
  console.log('▸ La compilación está al día.')
} else {
  console.log('▸ Compilando el sitio (solo cuando cambia el código)…')
  const { NEXT_DIST_DIR: _servedFrom, ...buildEnv } = process.env
  run(bin('next'), ['build'], { ...buildEnv, NODE_ENV: 'production' })
  fs.writeFileSync(stampFile, fingerprint)
}

// `--build-only`: the test runner builds once, before the suites start their sites side by side.
if (process.argv.includes('--build-only')) process.exit(0)

// A second site on this machine (NEXT_DIST_DIR, next.config.mjs) serves a copy of the build of its
// own, so its cache and the pages it renders again never meet the other's. The copy is made again
// when the build changed (its BUILD_ID, copied last, differs); another start of the same site keeps it.
const distDir = process.env.NEXT_DIST_DIR || '.next'
if (distDir !== '.next') {
  const copy = path.join(root, distDir)
  const buildId = (dir) => (fs.existsSync(path.join(dir, 'BUILD_ID')) ? fs.readFileSync(path.join(dir, 'BUILD_ID'), 'utf8') : '')
  if (buildId(copy) !== buildId(path.join(root, '.next'))) {
    fs.rmSync(copy, { recursive: true, force: true })
    fs.mkdirSync(copy, { recursive: true })
    // Not the build's own cache (the compiler's, hundreds of MB): only what serving reads.
    const entries = fs.readdirSync(path.join(root, '.next')).filter((entry) => entry !== 'cache' && entry !== 'BUILD_ID')
    for (const entry of [...entries, 'BUILD_ID']) fs.cpSync(path.join(root, '.next', entry), path.join(copy, entry), { recursive: true })
  }
}

// The data cache only learns of changes made through this server (the collections' hooks
// expire its tags). Migrations, seeding or another database may have changed everything while
// it was down, so every start begins with an empty data cache, and without the pages Next.js
// rendered again while serving (kept under .next/server/route-cache): those describe the database
// of an earlier run, and a page must never show what this database does not have.
fs.rmSync(path.join(root, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
fs.rmSync(path.join(root, distDir, 'server', 'route-cache'), { recursive: true, force: true })

console.log('▸ Iniciando el servidor…')
// Next.js's own request handler and the warm-up (scripts/serve.mjs).
const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), '-p', port], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production' },
  stdio: ['inherit', 'pipe', 'inherit'],
})
let announced = false
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  if (!announced && /Ready|started server/i.test(chunk.toString())) {
    announced = true
    console.log(`\n✓ Sitio en http://localhost:${port}  ·  Administración en http://localhost:${port}/admin\n`)
  }
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
