/* `npm run restore -- <respaldo> [--force]`: puts a backup of `npm run backup` (.tar.gz or folder)
   back into DATA_DIR: the SQLite database, the uploaded media and the secrets. Refuses when a
   process has that database open or when it already exists; --force moves the old files aside
   (never deletes them). Checks every checksum of the manifest before and after, and refuses a
   backup holding anything but the plain files and folders its manifest lists. */
import fs from 'node:fs'
import path from 'node:path'
import * as tar from 'tar'
import { env } from '../src/env'
import {
  countRows,
  databaseName,
  fail,
  formatBytes,
  listFiles,
  manifestName,
  mediaFolder,
  openSqlite,
  postgresInstructions,
  referencedMedia,
  secretFiles,
  sha256File,
  sqlitePath,
  timestamp,
  type Manifest,
} from './lib/backup'

const args = process.argv.slice(2)
const force = args.includes('--force')
const source = args.find((arg) => !arg.startsWith('--'))

if (env.databaseKind === 'postgres') {
  console.log(postgresInstructions(env.databaseUrl, env.mediaDir, env.dataDir))
  fail('No se restauró nada: con PostgreSQL usa pg_restore como se indica arriba.')
}
if (!source) fail('Indica el respaldo: npm run restore -- backups/ugc-AAAAMMDD-HHMMSS.tar.gz [--force]')
const backup = path.resolve(source)
if (!fs.existsSync(backup)) fail(`No existe ${backup}.`)

const databaseFile = sqlitePath(env.databaseUrl)
const databaseCompanions = [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`]

/** Processes (pid and command) that hold one of these files open, read from /proc on Linux. */
function processesUsing(files: string[]): string[] {
  if (!fs.existsSync('/proc/self/fd')) return []
  const wanted = new Set(files)
  const found: string[] = []
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)) {
    let descriptors: string[]
    try {
      descriptors = fs.readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue // gone, or another user's
    }
    const opened = descriptors.some((fd) => {
      try {
        return wanted.has(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))
      } catch {
        return false
      }
    })
    if (!opened) continue
    let command = ''
    try {
      command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim().slice(0, 100)
    } catch {}
    found.push(`pid ${pid}: ${command}`)
  }
  return found
}

const users = processesUsing(databaseCompanions)
if (users.length > 0) {
  const list = users.map((user) => `  - ${user}`).join('\n')
  if (!force)
    fail(
      `Parece que un servidor está usando ${databaseFile}:\n${list}\nDetenlo antes de restaurar (o usa --force bajo tu responsabilidad).`,
    )
  console.warn(
    `⚠ Se restaura aunque estos procesos tienen la base abierta; reinícialos al terminar, o seguirán escribiendo en la base anterior:\n${list}`,
  )
}
const mediaInUse = listFiles(env.mediaDir).length > 0
if ((fs.existsSync(databaseFile) || mediaInUse) && !force) {
  fail(
    `Ya hay datos en ${env.dataDir} (${fs.existsSync(databaseFile) ? databaseFile : env.mediaDir}). Usa --force para apartarlos (no se borran) y restaurar encima.`,
  )
}

const started = Date.now()
const stamp = timestamp()
// Unpacked inside DATA_DIR, so putting each piece in place is a rename on the same disk.
const staging = path.join(env.dataDir, `.restaurando-${stamp}`)
fs.rmSync(staging, { recursive: true, force: true })
fs.mkdirSync(staging, { recursive: true, mode: 0o700 })
process.on('exit', () => fs.rmSync(staging, { recursive: true, force: true }))
const aside = path.join(env.dataDir, `antes-de-restaurar-${stamp}`)
const movedAside: string[] = []
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error) => {
    const kept = movedAside.length > 0 ? ` Lo que había (${movedAside.join(', ')}) está en ${aside}.` : ''
    fail(`La restauración se interrumpió: ${error instanceof Error ? error.message : String(error)}.${kept}`)
  })
}
/** Folders 0700 and files 0600 under `root` (all plain, checked before). */
function privateTree(root: string): void {
  fs.chmodSync(root, 0o700)
  for (const entry of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(root, entry)
    fs.chmodSync(full, fs.lstatSync(full).isDirectory() ? 0o700 : 0o600)
  }
}
function abandon(message: string): never {
  fail(`${message}\nNo se cambió nada en ${env.dataDir}.`)
}

// A backup holds plain files in plain folders. A link (symbolic or hard) or a device in it could
// make a restored name point at another file (media/x → ../ugc.db would serve the database), so
// the archive's other entries are never written, and the restore stops.
const refused: string[] = []
if (fs.statSync(backup).isDirectory()) {
  for (const entry of fs.readdirSync(backup, { recursive: true, encoding: 'utf8' })) {
    const stat = fs.lstatSync(path.join(backup, entry))
    if (!stat.isFile() && !stat.isDirectory()) refused.push(entry)
  }
  if (refused.length === 0) fs.cpSync(backup, staging, { recursive: true })
} else {
  try {
    await tar.extract({
      file: backup,
      cwd: staging,
      strict: true,
      // Files and folders only, private whatever modes the archive carries.
      filter: (entryPath, entry) => {
        const type = 'type' in entry ? entry.type : undefined
        if (type === 'File' || type === 'OldFile' || type === 'Directory') return true
        refused.push(entryPath)
        return false
      },
      fmode: 0o600,
      dmode: 0o700,
      noChmod: true,
    })
  } catch (error) {
    abandon(`No se pudo leer el archivo ${backup}: ${(error as Error).message}`)
  }
}
if (refused.length > 0) abandon(`El respaldo contiene enlaces u otros elementos que no son archivos ni carpetas: ${refused.join(', ')}.`)

let manifest: Manifest
try {
  manifest = JSON.parse(fs.readFileSync(path.join(staging, manifestName), 'utf8')) as Manifest
} catch {
  abandon(`${backup} no es un respaldo de npm run backup: falta o no se entiende ${manifestName}.`)
}
if (manifest.format !== 'ugc-backup-1' || manifest.engine !== 'sqlite') abandon(`Formato de respaldo desconocido: ${manifest.format}.`)
// The manifest names where each file goes: only the places a backup writes, never a path that climbs out.
const unsafe = [
  ...(manifest.database.path === databaseName ? [] : [manifest.database.path]),
  ...manifest.media
    .map((file) => file.path)
    .filter((p) => !p.startsWith(`${mediaFolder}/`) || p.split('/').some((part) => part === '..' || part === '')),
  ...manifest.secrets.map((secret) => secret.path).filter((p) => !secretFiles.includes(p)),
]
if (unsafe.length > 0) abandon(`El manifiesto menciona rutas que un respaldo no escribe: ${unsafe.join(', ')}.`)

// Nothing may come along that the manifest does not name: every file is listed, every folder holds one.
const listed = new Set([
  manifestName,
  manifest.database.path,
  ...manifest.media.map((file) => file.path),
  ...manifest.secrets.map((secret) => secret.path),
])
const folders = new Set([
  mediaFolder,
  ...[...listed].flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
])
const unlisted = fs
  .readdirSync(staging, { recursive: true, encoding: 'utf8' })
  .map((entry) => entry.split(path.sep).join('/'))
  .filter((entry) => {
    const stat = fs.lstatSync(path.join(staging, entry))
    return stat.isDirectory() ? !folders.has(entry) : !stat.isFile() || !listed.has(entry)
  })
if (unlisted.length > 0) abandon(`El respaldo contiene elementos que su manifiesto no menciona: ${unlisted.join(', ')}.`)

/** Files of the manifest whose size or sha256 differs under `root`, with the reason. */
function mismatches(locate: (relative: string) => string): string[] {
  const problems: string[] = []
  const expect = (relative: string, sha256: string, bytes?: number) => {
    const file = locate(relative)
    if (!fs.existsSync(file)) return problems.push(`${relative}: no está`)
    if (bytes !== undefined && fs.statSync(file).size !== bytes) return problems.push(`${relative}: tamaño distinto`)
    if (sha256File(file) !== sha256) problems.push(`${relative}: sha256 distinto`)
  }
  expect(manifest.database.path, manifest.database.sha256, manifest.database.bytes)
  for (const file of manifest.media) expect(file.path, file.sha256, file.bytes)
  for (const secret of manifest.secrets) expect(secret.path, secret.sha256)
  return problems.map((problem) => `  - ${problem}`)
}

const damaged = mismatches((relative) => path.join(staging, relative))
if (damaged.length > 0) abandon(`El respaldo está dañado; no coincide con su manifiesto:\n${damaged.join('\n')}`)

// Whatever would be replaced goes to one folder beside the data, untouched.
const targets = [...databaseCompanions, env.mediaDir, ...manifest.secrets.map((secret) => path.join(env.dataDir, secret.path))]
for (const target of targets) {
  if (!fs.existsSync(target)) continue
  if (target === env.mediaDir && fs.readdirSync(target).length === 0) {
    fs.rmdirSync(target) // an empty folder: nothing to keep
    continue
  }
  fs.mkdirSync(aside, { recursive: true, mode: 0o700 })
  const destination = path.join(aside, path.basename(target))
  try {
    fs.renameSync(target, destination)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    fs.cpSync(target, destination, { recursive: true, preserveTimestamps: true })
    fs.rmSync(target, { recursive: true })
  }
  movedAside.push(path.basename(target))
}

fs.mkdirSync(path.dirname(databaseFile), { recursive: true, mode: 0o700 })
// Only this server's user may read what is restored: the database, the files, the secrets.
privateTree(staging)
fs.renameSync(path.join(staging, manifest.database.path), databaseFile)
const stagedMedia = path.join(staging, mediaFolder)
if (fs.existsSync(stagedMedia)) fs.renameSync(stagedMedia, env.mediaDir)
else fs.mkdirSync(env.mediaDir, { recursive: true, mode: 0o700 })
for (const secret of manifest.secrets) fs.renameSync(path.join(staging, secret.path), path.join(env.dataDir, secret.path))
fs.rmSync(staging, { recursive: true, force: true })

// Checked again where the files now live, before anything opens the database.
const placed = mismatches((relative) =>
  relative === manifest.database.path
    ? databaseFile
    : relative.startsWith(`${mediaFolder}/`)
      ? path.join(env.mediaDir, relative.slice(mediaFolder.length + 1))
      : path.join(env.dataDir, relative),
)
if (placed.length > 0) fail(`Los archivos restaurados no coinciden con el manifiesto:\n${placed.join('\n')}`)

const client = openSqlite(databaseFile)
let tables: Record<string, number>
let referenced: string[]
try {
  const check = String((await client.execute('PRAGMA integrity_check')).rows[0]!.integrity_check)
  if (check !== 'ok') fail(`La base restaurada no pasó la revisión de integridad: ${check}`)
  tables = await countRows(client)
  referenced = await referencedMedia(client)
} finally {
  client.close()
}
const differentCounts = Object.keys({ ...tables, ...manifest.tables }).filter((name) => tables[name] !== manifest.tables[name])
if (differentCounts.length > 0) {
  fail(
    `Las filas no coinciden con el manifiesto en: ${differentCounts.map((name) => `${name} (${tables[name]} ≠ ${manifest.tables[name]})`).join(', ')}`,
  )
}
const absent = referenced.filter((name) => !fs.existsSync(path.join(env.mediaDir, name)))

const rows = Object.values(tables).reduce((sum, n) => sum + n, 0)
const mediaBytes = manifest.media.reduce((sum, file) => sum + file.bytes, 0)
console.log(
  `✓ Respaldo del ${new Date(manifest.createdAt).toLocaleString('es-MX')} restaurado en ${env.dataDir} en ${((Date.now() - started) / 1000).toFixed(1)} s.`,
)
console.log(
  `  Base SQLite: ${databaseFile}, ${Object.keys(tables).length} tablas, ${rows} filas (iguales al manifiesto, integridad correcta).`,
)
console.log(`  Archivos subidos: ${manifest.media.length} (${formatBytes(mediaBytes)}) en ${env.mediaDir}, sha256 verificados.`)
console.log(`  Secretos: ${manifest.secrets.length ? manifest.secrets.map((s) => s.path).join(', ') : 'ninguno en el respaldo'}.`)
if (movedAside.length > 0) console.log(`  Lo que había (${movedAside.join(', ')}) quedó en ${aside}; bórralo cuando ya no lo necesites.`)
if (absent.length > 0) {
  console.error(`✗ La base menciona ${absent.length} archivos que el respaldo no traía:`)
  for (const name of absent) console.error(`  - ${mediaFolder}/${name}`)
  process.exit(1)
}
console.log('  Inicia el sitio con npm start.')
