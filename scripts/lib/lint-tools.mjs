// The code-checking tools of tools/lint/, a package of their own: typescript-eslint reads code
// through TypeScript 6's compiler API, which TypeScript 7, the project's compiler, no longer has.
// They are installed the first time one is asked for and whenever their lock file changes.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const tools = path.join(root, 'tools', 'lint')

function ensureInstalled() {
  const stamp = path.join(tools, 'node_modules', '.lock-hash')
  const hash = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(tools, 'package-lock.json')))
    .digest('hex')
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) return
  console.log('Instalando las herramientas de revisión (tools/lint)…')
  const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: tools, stdio: 'inherit' })
  if (installed.status !== 0) process.exit(installed.status ?? 1)
  fs.writeFileSync(stamp, hash)
}

/** The path of one of the tools' commands, installed if need be. */
export function lintTool(name) {
  ensureInstalled()
  return path.join(tools, 'node_modules', '.bin', name)
}
