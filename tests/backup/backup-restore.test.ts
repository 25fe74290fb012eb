import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import sharp from 'sharp'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solveCaptchaAt } from '../support/captcha'
import { setupTokenFromLog } from '../support/setupAddress'
import { testSiteUrl } from '../support/site.mjs'
import { slotName, slotPort } from '../support/slot.mjs'
import { publicApiReads } from '../support/routes.mjs'
import { distDir } from '../support/dist-dir.mjs'

/*
 * `npm run backup` while a production server takes visits, contact submissions, uploads and page
 * reads; then `npm run restore` into a fresh folder and a second production server on it, which
 * must serve what the first served when the snapshot was taken.
 */
const root = path.resolve(import.meta.dirname, '../..')
const work = path.join(os.tmpdir(), slotName('ugc-backup-test'))
const originalDir = path.join(work, 'original')
const restoredDir = path.join(work, 'restaurada')
const archive = path.join(work, 'respaldos', 'ugc-prueba.tar.gz')
const ports = { original: slotPort(3431), restored: slotPort(3432) }
// The tests' SITE_URL, so these servers reuse the tests' build (tests/support/site.mjs).
const serverEnv = {
  SITE_URL: testSiteUrl,
  DATABASE_URL: '',
  VISITS_RATE_LIMIT: '0',
  CONTACT_RATE_LIMIT: '0',
  ALTCHA_MAX_NUMBER: '2000',
  SEED_ON_START: 'true',
}

type Json = Record<string, unknown>
const servers = new Map<string, ChildProcess>()

/**
 * The original goes through `npm start` (migrate, seed, serve); the restored folder needs neither,
 * so it gets `scripts/serve.mjs` of the same build, after emptying the build's data cache as `npm start`
 * does: it still holds what the original server cached.
 */
async function startServer(name: keyof typeof ports, dataDir: string): Promise<string> {
  const log = fs.openSync(path.join(work, `${name}.log`), 'w')
  if (name === 'restored') fs.rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
  const [command, args] = name === 'original' ? ['node', ['scripts/start.mjs']] : ['node', ['scripts/serve.mjs', '-p', String(ports[name])]]
  const server = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...serverEnv, PORT: String(ports[name]), DATA_DIR: dataDir, NODE_ENV: 'production', WARM_UP: '0' },
    stdio: ['ignore', log, log],
    detached: true,
  })
  servers.set(name, server)
  const base = `http://127.0.0.1:${ports[name]}`
  for (const started = Date.now(); Date.now() - started < 540_000; await new Promise((r) => setTimeout(r, 500))) {
    if (server.exitCode !== null) break
    try {
      if ((await fetch(`${base}/api/get_libros/`)).ok) return base
    } catch {}
  }
  throw new Error(`El servidor ${name} no arrancó:\n${fs.readFileSync(path.join(work, `${name}.log`), 'utf8').slice(-3000)}`)
}

async function stopServer(name: string) {
  const server = servers.get(name)
  if (!server || server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  try {
    process.kill(-server.pid!, 'SIGTERM')
  } catch {}
  await exited
  servers.delete(name)
}

/** `npm run <script> -- args` with DATA_DIR set, as an operator would run it. */
function npmRun(script: string, args: string[], dataDir: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code: code ?? 1, output }))
  })
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

/** Every JSON list and detail a client reads, keyed by URL. */
const apiLists = publicApiReads

/** Visit counters keep moving on the original after the snapshot; they are compared on their own. */
function withoutVisits(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutVisits)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'visitas')
        .map(([key, v]) => [key, withoutVisits(v)]),
    )
  }
  return value
}

/** What a person reads on a page: its text, without scripts, styles and markup. */
async function visibleText(url: string) {
  const response = await fetch(url)
  const html = await response.text()
  const text = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return { status: response.status, text }
}

async function snapshotOf(base: string) {
  const lists: Record<string, unknown> = {}
  for (const url of apiLists) {
    const response = await fetch(`${base}${url}`)
    expect(response.status, url).toBe(200)
    lists[url] = withoutVisits(await response.json())
  }
  return { lists, home: await visibleText(`${base}/`) }
}

let original: string
let token: string
let newsSlug: string
let programme: string

beforeAll(async () => {
  for (const name of ['original', 'restored']) {
    const running = servers.get(name)
    if (running) await stopServer(name)
  }
  fs.rmSync(work, { recursive: true, force: true })
  fs.mkdirSync(work, { recursive: true })
  original = await startServer('original', originalDir)
  const account = { email: 'respaldo.pruebas@ugc.edu.mx', password: 'Clave-de-prueba-2026' }
  const registered = await fetch(`${original}/cms-api/users/first-register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // With the setup address the server printed at start, as whoever started it would.
    body: JSON.stringify({
      ...account,
      confirmPassword: account.password,
      nombre: 'Respaldo',
      setupToken: setupTokenFromLog(path.join(work, 'original.log')),
    }),
  })
  token = ((await registered.json()) as { token: string }).token
  expect(token).toBeTruthy()
  newsSlug = ((await (await fetch(`${original}/api/get-comunicacion/?tipo=NOT`)).json()) as { data: Json[] }).data[0]!.slug as string
  programme = ((await (await fetch(`${original}/api/get_programas_formContact/`)).json()) as { data: Json[] }).data[0]!.titulo as string
})

afterAll(async () => {
  await Promise.all([...servers.keys()].map(stopServer))
})

const visit = async () => {
  const response = await fetch(`${original}/api/post-visitas/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ slug: newsSlug }),
  })
  return { status: response.status, visitas: ((await response.json()) as { data: { visitas: number } }).data?.visitas }
}

async function submitContact(n: number) {
  const captcha = await solveCaptchaAt(original)
  const body = {
    nombre: 'Ana',
    apellido: 'Respaldo',
    telefono: '6241234567',
    email: 'ana.respaldo@example.mx',
    programa: programme,
    comentario: `Durante el respaldo ${n}`,
    captcha,
  }
  return (
    await fetch(`${original}/api/submit-Form-Contacto/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).status
}

async function uploadImage(n: number) {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: (n * 37) % 256, g: 90, b: 140 } } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `respaldo-carga-${n}.png`)
  form.append('_payload', JSON.stringify({ alt: `Imagen subida durante el respaldo ${n}` }))
  return (await fetch(`${original}/cms-api/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })).status
}

describe('npm run backup while the site serves, then npm run restore', () => {
  let before: number
  let after: number
  let backupOutput: string
  const statuses: Record<string, number[]> = { visitas: [], contacto: [], medios: [], paginas: [] }

  it('writes a consistent backup while visits, contact submissions, uploads and page reads go on', async () => {
    before = (await visit()).visitas
    let running = true
    const loop = async (kind: string, action: (n: number) => Promise<number>) => {
      for (let n = 0; running; n++) statuses[kind]!.push(await action(n))
    }
    const load = [
      ...Array.from({ length: 6 }, () => loop('visitas', async () => (await visit()).status)),
      loop('contacto', submitContact),
      loop('medios', uploadImage),
      loop('paginas', async (n) => (await fetch(`${original}${n % 2 ? '/' : '/vida-universitaria-y-eventos'}`)).status),
    ]
    await new Promise((r) => setTimeout(r, 2000))
    const backup = await npmRun('backup', ['--out', archive], originalDir)
    backupOutput = backup.output
    await new Promise((r) => setTimeout(r, 1500))
    running = false
    await Promise.all(load)
    after = (await visit()).visitas

    expect(backup.output).toContain('Respaldo escrito en')
    expect(backup.code, backup.output).toBe(0)
    expect(backup.output).toMatch(/modo WAL/)
    expect(fs.statSync(archive).mode & 0o077).toBe(0)
    for (const [kind, list] of Object.entries(statuses)) {
      expect(list.length, kind).toBeGreaterThan(0)
      expect(
        list.filter((status) => status >= 300),
        kind,
      ).toEqual([])
    }
  })

  it('refuses to restore over the data of a running server', async () => {
    const refused = await npmRun('restore', [archive], originalDir)
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('Parece que un servidor está usando')
  })

  let manifest: {
    tables: Record<string, number>
    media: { path: string; bytes: number; sha256: string; referenced: boolean }[]
    secrets: { path: string }[]
    missing: string[]
  }

  it('restores into a fresh folder; refuses to restore again over it; with --force moves the old files aside', async () => {
    const restored = await npmRun('restore', [archive], restoredDir)
    expect(restored.code, restored.output).toBe(0)
    expect(restored.output).toContain('restaurado en')
    const refused = await npmRun('restore', [archive], restoredDir)
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('Ya hay datos en')
    const forced = await npmRun('restore', [archive, '--force'], restoredDir)
    expect(forced.code, forced.output).toBe(0)
    const aside = fs.readdirSync(restoredDir).filter((name) => name.startsWith('antes-de-restaurar-'))
    expect(aside).toHaveLength(1)
    expect(fs.readdirSync(path.join(restoredDir, aside[0]!)).sort()).toEqual(['altcha-hmac-key', 'media', 'payload-secret', 'ugc.db'])
  })

  // Opened here, in the test's process, only after the last restore: a closed libsql connection
  // may keep its file open until garbage collection, and restore refuses a database in use.
  it('the restored database opens; rows per table and every file match the manifest', async () => {
    const unpacked = path.join(work, 'manifiesto')
    fs.mkdirSync(unpacked)
    await tar.extract({ file: archive, cwd: unpacked }, ['manifest.json'])
    manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'))
    expect(manifest.missing).toEqual([])
    expect(manifest.secrets.map((s) => s.path).sort()).toEqual(['altcha-hmac-key', 'payload-secret'])

    const db = createClient({ url: `file:${path.join(restoredDir, 'ugc.db')}` })
    try {
      expect((await db.execute('PRAGMA integrity_check')).rows[0]!.integrity_check).toBe('ok')
      const tables = (await db.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")).rows.map((r) =>
        String(r.name),
      )
      const counts: Record<string, number> = {}
      for (const table of tables) counts[table] = Number((await db.execute(`SELECT count(*) AS n FROM "${table}"`)).rows[0]!.n)
      expect(counts).toEqual(manifest.tables)
      expect(counts.media).toBeGreaterThan(0)

      // The snapshot fell inside the load: some of it is in the backup, some came after.
      const stored = Number(
        (await db.execute({ sql: 'SELECT visitas FROM comunicaciones WHERE slug = ?', args: [newsSlug] })).rows[0]!.visitas,
      )
      expect(stored).toBeGreaterThan(before)
      expect(stored).toBeLessThan(after)

      const rows = (await db.execute('SELECT * FROM media')).rows
      const referenced = rows.flatMap((row) =>
        Object.entries(row)
          .filter(([key, v]) => (key === 'filename' || /^sizes_.+_filename$/.test(key)) && typeof v === 'string')
          .map(([, v]) => v as string),
      )
      expect(referenced.some((name) => name.startsWith('respaldo-carga-'))).toBe(true)
      const byPath = new Map(manifest.media.map((file) => [file.path, file]))
      for (const name of referenced) {
        const file = path.join(restoredDir, 'media', name)
        expect(fs.existsSync(file), name).toBe(true)
        expect(sha256(fs.readFileSync(file)), name).toBe(byPath.get(`media/${name}`)?.sha256)
      }
      for (const entry of manifest.media) expect(sha256(fs.readFileSync(path.join(restoredDir, entry.path))), entry.path).toBe(entry.sha256)
    } finally {
      db.close()
    }
    for (const secret of ['payload-secret', 'altcha-hmac-key']) {
      expect(fs.readFileSync(path.join(restoredDir, secret), 'utf8')).toBe(fs.readFileSync(path.join(originalDir, secret), 'utf8'))
    }
  })

  it('a production server on the restored folder serves what the original served at the snapshot', async () => {
    const expected = await snapshotOf(original)
    // One server at a time: both would share the build's data cache folder.
    await stopServer('original')
    const restored = await startServer('restored', restoredDir)
    const actual = await snapshotOf(restored)
    expect(actual.home.status).toBe(200)
    expect(actual.home.text).toEqual(expected.home.text)
    for (const url of apiLists) expect(actual.lists[url], url).toEqual(expected.lists[url])

    const news = ((await (await fetch(`${restored}/api/get-comunicacion/?tipo=NOT`)).json()) as { data: Json[] }).data
    const stored = news.find((item) => item.slug === newsSlug)!.visitas as number
    expect(stored).toBeGreaterThan(before)
    expect(stored).toBeLessThan(after)

    const upload = manifest.media.find((file) => file.referenced && file.path.startsWith('media/respaldo-carga-'))!
    const served = await fetch(`${restored}/${upload.path}`)
    expect(served.status).toBe(200)
    expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(upload.sha256)

    // The session signed before the backup is still valid: the secrets came along.
    const me = await fetch(`${restored}/cms-api/users/me`, { headers: { Authorization: `JWT ${token}` } })
    expect(((await me.json()) as { user: Json | null }).user?.email).toBe('respaldo.pruebas@ugc.edu.mx')
    expect(backupOutput).toMatch(/\d+ tablas, \d+ filas/)
  })
})
