import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { publicRoutes } from '../support/routes.mjs'

// The Nu Html Checker (npm vnu-jar, run with the machine's Java) over the HTML every route
// serves, plus the 404 page. One Java start checks all of them.
const vnuJar = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar')
const routes = [...publicRoutes, '/esta-pagina-no-existe']

type Message = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string }

test.describe('HTML válido (Nu Html Checker)', () => {
  test.describe.configure({ mode: 'serial' })
  const fileOf = new Map<string, string>()
  let messages: Message[] = []

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugc-vnu-'))
    for (const [i, route] of routes.entries()) {
      // The first render after a start streams list items whose client code is still loading as
      // React segments (a <li> inside a hidden <div>), which React moves into place at once; the
      // page every later visitor gets is the one checked.
      await request.get(route)
      const response = await request.get(route)
      expect(response.status(), route).toBe(route === '/esta-pagina-no-existe' ? 404 : 200)
      const file = path.join(dir, `${String(i).padStart(2, '0')}.html`)
      fs.writeFileSync(file, await response.text())
      fileOf.set(route, file)
    }
    const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', ...fileOf.values()], { encoding: 'utf8' })
    expect(run.error).toBeUndefined()
    // vnu writes its JSON report to stderr.
    messages = (JSON.parse(run.stderr) as { messages: Message[] }).messages
  })

  for (const route of routes) {
    test(`${route} no tiene errores`, async () => {
      const file = fileOf.get(route)!
      const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal').filter((m) => m.url.endsWith(path.basename(file)))
      expect(errors.map((m) => `${m.message} → ${m.extract?.trim().slice(0, 160) ?? ''}`)).toEqual([])
    })
  }
})
