/* `npm run backup [-- --out ruta]`: a consistent copy of the SQLite database, the uploaded media
   and the generated secrets, taken while the site keeps serving. Writes a .tar.gz (or a folder
   when --out does not end in .tar.gz) under ./backups/ by default, with a manifest. */
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

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  if (i < 0) return undefined
  const value = process.argv[i + 1]
  if (!value || value.startsWith('--')) fail(`Falta el valor de --${name}.`)
  return value
}

if (env.databaseKind === 'postgres') {
  console.log(postgresInstructions(env.databaseUrl, env.mediaDir, env.dataDir))
  fail('No se hizo ningún respaldo: con PostgreSQL usa los comandos de arriba.')
}

const databaseFile = sqlitePath(env.databaseUrl)
if (!fs.existsSync(databaseFile)) fail(`No hay base de datos en ${databaseFile}: nada que respaldar.`)

const out = path.resolve(argument('out') ?? path.join('backups', `ugc-${timestamp()}.tar.gz`))
const asArchive = /\.(tar\.gz|tgz)$/.test(out)
if (fs.existsSync(out)) fail(`${out} ya existe; elige otro destino con --out.`)
fs.mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 })
// Everything is written beside the destination and renamed at the end, so a backup that stopped
// half-way never looks like a finished one.
const staging = `${out}.parcial`
fs.rmSync(staging, { recursive: true, force: true })
fs.mkdirSync(path.join(staging, mediaFolder), { recursive: true, mode: 0o700 })
let finished = false
process.on('exit', () => {
  if (!finished) fs.rmSync(staging, { recursive: true, force: true })
  fs.rmSync(`${out}.tmp`, { force: true })
})
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error) => fail(`No se pudo escribir el respaldo: ${error instanceof Error ? error.message : String(error)}`))
}

const started = Date.now()

// 1. The database: VACUUM INTO writes, from one read transaction, a complete and compact copy of
// the database as it was when the transaction began. In WAL mode writers go on meanwhile; the
// copy is an ordinary single file (rollback journal), with no -wal to carry along.
const live = openSqlite(databaseFile)
let sourceJournalMode: string
try {
  await live.execute('PRAGMA busy_timeout = 15000')
  sourceJournalMode = String((await live.execute('PRAGMA journal_mode')).rows[0]!.journal_mode)
  await live.execute({ sql: 'VACUUM INTO ?', args: [path.join(staging, databaseName)] })
} catch (error) {
  fail(`No se pudo copiar la base de datos: ${(error as Error).message}`)
} finally {
  live.close()
}
const snapshotAt = new Date()

const snapshot = openSqlite(path.join(staging, databaseName))
let tables: Record<string, number>
let referenced: string[]
let sqliteVersion: string
try {
  const check = String((await snapshot.execute('PRAGMA integrity_check')).rows[0]!.integrity_check)
  if (check !== 'ok') throw new Error(`la copia no pasó la revisión de integridad: ${check}`)
  sqliteVersion = String((await snapshot.execute('SELECT sqlite_version() AS v')).rows[0]!.v)
  tables = await countRows(snapshot)
  referenced = await referencedMedia(snapshot)
} catch (error) {
  fail(`No se pudo leer la copia de la base: ${(error as Error).message}`)
} finally {
  snapshot.close()
}

// 2. The media, after the snapshot: Payload writes an upload's files before it commits the row
// that names them, so every file the snapshot references is already on disk. Files of uploads
// still in progress are copied too (harmless extras); a referenced file deleted since the
// snapshot is the one thing that can be missing, and is reported.
const media: Manifest['media'] = []
const wanted = new Set(referenced)
// In an S3 bucket the files are the bucket's to keep (versioning, `aws s3 sync`), not this copy's.
const inBucket = env.s3 !== undefined
for (const name of inBucket ? [] : new Set([...listFiles(env.mediaDir), ...referenced])) {
  const source = path.join(env.mediaDir, name)
  const target = path.join(staging, mediaFolder, name)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  try {
    fs.copyFileSync(source, target)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
    throw error
  }
  media.push({ path: `${mediaFolder}/${name}`, bytes: fs.statSync(target).size, sha256: sha256File(target), referenced: wanted.has(name) })
}
media.sort((a, b) => a.path.localeCompare(b.path))
const copied = new Set(media.map((file) => file.path.slice(mediaFolder.length + 1)))
const missing = inBucket ? [] : referenced.filter((name) => !copied.has(name))

// 3. The generated secrets, so staff sessions and captcha challenges stay valid after a restore.
const secrets: Manifest['secrets'] = []
for (const name of secretFiles) {
  const source = path.join(env.dataDir, name)
  if (!fs.existsSync(source)) continue
  const target = path.join(staging, name)
  fs.copyFileSync(source, target)
  fs.chmodSync(target, 0o600)
  secrets.push({ path: name, sha256: sha256File(target) })
}

const databaseCopy = path.join(staging, databaseName)
const manifest: Manifest = {
  format: 'ugc-backup-1',
  createdAt: snapshotAt.toISOString(),
  engine: 'sqlite',
  database: {
    path: databaseName,
    bytes: fs.statSync(databaseCopy).size,
    sha256: sha256File(databaseCopy),
    sourceJournalMode,
    sqliteVersion,
  },
  tables,
  media,
  secrets,
  missing,
}
fs.writeFileSync(path.join(staging, manifestName), `${JSON.stringify(manifest, null, 2)}\n`)

// 4. The destination: one compressed archive, or the folder itself.
if (asArchive) {
  const archive = `${out}.tmp`
  fs.closeSync(fs.openSync(archive, 'w', 0o600)) // private from its first byte: it holds the secrets
  await tar.create({ gzip: true, file: archive, cwd: staging, portable: true }, fs.readdirSync(staging).sort())
  fs.chmodSync(archive, 0o600)
  fs.renameSync(archive, out)
} else {
  fs.chmodSync(staging, 0o700)
  fs.renameSync(staging, out)
  finished = true
}

const rows = Object.values(tables).reduce((sum, n) => sum + n, 0)
const mediaBytes = media.reduce((sum, file) => sum + file.bytes, 0)
const size = asArchive ? fs.statSync(out).size : manifest.database.bytes + mediaBytes
console.log(
  `✓ Respaldo escrito en ${out} (${formatBytes(size)}${asArchive ? ', comprimido' : ''}) en ${((Date.now() - started) / 1000).toFixed(1)} s.`,
)
console.log(
  `  Base SQLite: instantánea de las ${snapshotAt.toLocaleTimeString('es-MX')} de ${databaseFile} (modo ${sourceJournalMode.toUpperCase()}), ${Object.keys(tables).length} tablas, ${rows} filas.`,
)
console.log(
  inBucket
    ? `  Archivos subidos: no incluidos; están en el bucket S3 ${env.s3!.bucket} (respáldalo con su versionado o aws s3 sync).`
    : `  Archivos subidos: ${media.length} (${formatBytes(mediaBytes)}), ${referenced.length - missing.length} de ellos mencionados en la base.`,
)
console.log(
  `  Secretos: ${secrets.length ? secrets.map((s) => s.path).join(', ') : 'ninguno en la carpeta de datos (vienen del entorno)'}.`,
)
console.log(
  `  Manifiesto: ${manifestName} (filas por tabla; tamaño y sha256 de cada archivo). Guarda el respaldo en un lugar privado: contiene los secretos.`,
)
if (missing.length > 0) {
  console.error(`✗ Faltan ${missing.length} archivos que la base menciona (¿se borraron durante el respaldo?):`)
  for (const name of missing) console.error(`  - ${mediaFolder}/${name}`)
  console.error('  El respaldo se guardó igualmente; repítelo para obtener uno completo.')
  process.exit(1)
}
