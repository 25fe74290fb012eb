#!/usr/bin/env node
// `npm run lint` (and a step of `npm test`): ESLint, Prettier's check and knip (unused files,
// exports and dependencies), from tools/lint/ (scripts/lib/lint-tools.mjs).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lintTool } from './lib/lint-tools.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const fix = process.argv.includes('--fix')

// What is formatted and linted: the code people write (generated files and data are left out by
// .prettierignore and tools/lint/eslint.config.mjs).
const code = ['src', 'tests', 'scripts', 'bench', 'tools/lint/eslint.config.mjs', '*.ts', '*.mjs', '*.cjs']
const checks = [
  ['ESLint', lintTool('eslint'), ['--config', 'tools/lint/eslint.config.mjs', '--max-warnings', '0', ...(fix ? ['--fix'] : []), ...code]],
  ['Prettier', lintTool('prettier'), [fix ? '--write' : '--check', '--log-level', 'warn', ...code]],
  ['knip', lintTool('knip'), ['--no-progress', '--no-config-hints', ...(fix ? ['--fix', '--fix-type', 'exports,types'] : [])]],
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
