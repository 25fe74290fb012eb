// The MDN HTTP Observatory scanner (@mdn/mdn-http-observatory, the one behind
// developer.mozilla.org/observatory), run on this machine against the site behind a local TLS
// front (./tls-front.mjs): its own command, its own tests and grading, nothing estimated here.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { root } from '../../scripts/lib/production-server.mjs'
import { startTlsFront } from './tls-front.mjs'

const packageDir = path.join(root, 'node_modules', '@mdn', 'mdn-http-observatory')

/**
 * The scanner reads Chromium's HSTS preload list from conf/hsts-preload.json, which its install
 * script downloads from the internet. Nothing here is preloaded: an empty list is the truth.
 */
function ensurePreloadList() {
  if (!fs.existsSync(packageDir)) throw new Error('Falta @mdn/mdn-http-observatory: ejecuta npm ci')
  const file = path.join(packageDir, 'conf', 'hsts-preload.json')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, '{}\n')
  }
}

/**
 * Scans the site at `appBase` (http://127.0.0.1:n) as served over HTTPS on `port`. Resolves with the
 * scanner's JSON ({ scan: { grade, score, … }, tests: { name: { result, scoreModifier, pass } } }).
 */
export async function observatoryScan({ appBase, port }) {
  ensurePreloadList()
  const front = await startTlsFront({ port, target: appBase })
  try {
    // The certificate of this run is the one the scanner trusts (Node reads NODE_EXTRA_CA_CERTS at
    // start), so it judges HSTS and the redirect as it would with a real certificate. Its argument is
    // a host name, to which it adds https:// and http://: with the port, both reach the front.
    const output = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(packageDir, 'src', 'scan.js'), `127.0.0.1:${port}`], {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: front.certFile },
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      let text = ''
      child.stdout.on('data', (chunk) => (text += chunk))
      child.on('error', reject)
      child.on('exit', () => resolve(text))
    })
    const result = JSON.parse(output)
    if (result.error) throw new Error(`Observatory: ${result.error}`)
    return result
  } finally {
    front.close()
  }
}

/** The scan as lines of text: grade, score, and each test with its score modifier. */
export function describeScan(result) {
  const lines = [
    `Observatory (MDN HTTP Observatory ${result.scan.algorithmVersion ? `algoritmo ${result.scan.algorithmVersion}` : ''}) de / por HTTPS: ${result.scan.score} puntos, ${result.scan.grade}`,
  ]
  for (const [name, test] of Object.entries(result.tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier)
    lines.push(`  ${modifier.padStart(4)}  ${name}: ${test.result}`)
  }
  const csp = result.tests['content-security-policy']?.data
  if (csp?.['script-src']) lines.push(`  script-src según el escáner (todas las políticas de la página): ${csp['script-src'].join(' ')}`)
  return lines
}
