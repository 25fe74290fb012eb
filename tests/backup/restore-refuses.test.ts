import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import * as tar from 'tar'
import { beforeEach, describe, expect, it } from 'vitest'
import { slotName } from '../support/slot.mjs'

/*
 * A backup someone tampered with: `npm run restore` must refuse anything but the plain files and
 * folders its manifest lists, and write nothing into DATA_DIR. A symbolic link media/x → ../ugc.db
 * would otherwise put the database where /media serves files.
 */
const root = path.resolve(import.meta.dirname, '../..')
const work = path.join(os.tmpdir(), slotName('ugc-restore-refuses'))
const dataDir = path.join(work, 'datos')

function restore(backup: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'restore', '--', backup], {
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

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex')

/** A backup folder as `npm run backup` writes it, with `media/x` a link to the database whose checksum the manifest carries. */
async function tamperedFolder(name: string, extra?: (folder: string) => void): Promise<string> {
  const folder = path.join(work, name)
  fs.mkdirSync(path.join(folder, 'media'), { recursive: true })
  const db = createClient({ url: `file:${path.join(folder, 'ugc.db')}` })
  await db.execute('CREATE TABLE notas (texto TEXT)')
  db.close()
  fs.symlinkSync('../ugc.db', path.join(folder, 'media', 'x'))
  const dbFile = path.join(folder, 'ugc.db')
  const manifest = {
    format: 'ugc-backup-1',
    createdAt: new Date().toISOString(),
    engine: 'sqlite',
    database: { path: 'ugc.db', bytes: fs.statSync(dbFile).size, sha256: sha256(dbFile), sourceJournalMode: 'wal', sqliteVersion: '3' },
    tables: { notas: 0 },
    media: [{ path: 'media/x', bytes: fs.statSync(dbFile).size, sha256: sha256(dbFile), referenced: false }],
    secrets: [],
    missing: [],
  }
  fs.writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest))
  extra?.(folder)
  return folder
}

/** What DATA_DIR holds afterwards, but the empty uploads folder the settings create. */
const written = () =>
  fs.existsSync(dataDir) ? fs.readdirSync(dataDir, { recursive: true, encoding: 'utf8' }).filter((entry) => entry !== 'media') : []

beforeEach(() => {
  fs.rmSync(work, { recursive: true, force: true })
  fs.mkdirSync(work, { recursive: true })
})

describe('npm run restore refuses a tampered backup', () => {
  it('an archive with a symbolic link (media/x → ../ugc.db): refused, nothing written', async () => {
    const folder = await tamperedFolder('respaldo')
    const archive = path.join(work, 'alterado.tar.gz')
    await tar.create({ gzip: true, file: archive, cwd: folder, portable: true }, fs.readdirSync(folder).sort())
    const { code, output } = await restore(archive)
    expect(code).not.toBe(0)
    expect(output).toContain('El respaldo contiene enlaces u otros elementos que no son archivos ni carpetas: media/x')
    expect(written()).toEqual([])
  }, 120_000)

  it('a backup folder with a symbolic link: refused, nothing written', async () => {
    const folder = await tamperedFolder('carpeta')
    const { code, output } = await restore(folder)
    expect(code).not.toBe(0)
    expect(output).toContain('El respaldo contiene enlaces u otros elementos que no son archivos ni carpetas')
    expect(written()).toEqual([])
  }, 120_000)

  it('a file the manifest does not list: refused, nothing written', async () => {
    const folder = await tamperedFolder('de-mas', (f) => {
      fs.rmSync(path.join(f, 'media', 'x'))
      const manifest = JSON.parse(fs.readFileSync(path.join(f, 'manifest.json'), 'utf8')) as { media: unknown[] }
      manifest.media = []
      fs.writeFileSync(path.join(f, 'manifest.json'), JSON.stringify(manifest))
      fs.writeFileSync(path.join(f, 'media', 'colado.html'), '<script>alert(1)</script>')
    })
    const archive = path.join(work, 'de-mas.tar.gz')
    await tar.create({ gzip: true, file: archive, cwd: folder, portable: true }, fs.readdirSync(folder).sort())
    const { code, output } = await restore(archive)
    expect(code).not.toBe(0)
    expect(output).toContain('El respaldo contiene elementos que su manifiesto no menciona: media/colado.html')
    expect(written()).toEqual([])
  }, 120_000)
})
