#!/usr/bin/env node
// `npm run lint` (and a step of `npm test`): ESLint, Prettier's check and knip (unused files,
// exports and dependencies), from tools/lint/. That folder has its own packages: typescript-eslint
// reads code through TypeScript 6's compiler API, which TypeScript 7, the project's compiler, no
// longer has. They are installed here the first time and whenever their lock file changes.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const tools = path.join(root, 'tools', 'lint')
const toolBin = (name) => path.join(tools, 'node_modules', '.bin', name)
const fix = process.argv.includes('--fix')

const lock = fs.readFileSync(path.join(tools, 'package-lock.json'))
const stamp = path.join(tools, 'node_modules', '.lock-hash')
const hash = crypto.createHash('sha256').update(lock).digest('hex')
if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== hash) {
  console.log('Instalando las herramientas de revisión (tools/lint)…')
  const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: tools, stdio: 'inherit' })
  if (installed.status !== 0) process.exit(installed.status ?? 1)
  fs.writeFileSync(stamp, hash)
}

// What is formatted and linted: the code people write (generated files and data are left out by
// .prettierignore and tools/lint/eslint.config.mjs).
const code = ['src', 'tests', 'scripts', 'bench', 'tools/lint/eslint.config.mjs', '*.ts', '*.mjs', '*.cjs']
const checks = [
  ['ESLint', toolBin('eslint'), ['--config', 'tools/lint/eslint.config.mjs', '--max-warnings', '0', ...(fix ? ['--fix'] : []), ...code]],
  ['Prettier', toolBin('prettier'), [fix ? '--write' : '--check', '--log-level', 'warn', ...code]],
  ['knip', toolBin('knip'), ['--no-progress', '--no-config-hints', ...(fix ? ['--fix', '--fix-type', 'exports,types'] : [])]],
]
let failed = false
for (const [name, command, args] of checks) {
  const started = Date.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  const took = Math.round((Date.now() - started) / 100) / 10
  if (result.status === 0) console.log(`✓ ${name} (${took} s)`)
  else {
    failed = true
    console.error(`✗ ${name} encontró problemas (${took} s)${fix ? '' : '; npm run lint -- --fix corrige lo que se puede corregir solo'}`)
  }
}
process.exit(failed ? 1 : 0)
