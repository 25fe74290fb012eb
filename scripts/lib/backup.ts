/* What `npm run backup` and `npm run restore` share: the manifest, the database file behind a
   `file:` URL, checksums, and the instructions for PostgreSQL. */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client'

export const manifestName = 'manifest.json'
export const databaseName = 'ugc.db'
export const mediaFolder = 'media'
/** The secrets env.ts generates under DATA_DIR when they are not set in the environment. */
export const secretFiles = ['payload-secret', 'altcha-hmac-key']

/** Ends the command with a Spanish message and exit code 1. */
export function fail(message: string): never {
  console.error(`✗ ${message}`)
  process.exit(1)
}

export type Manifest = {
  format: 'ugc-backup-1'
  createdAt: string
  engine: 'sqlite'
  database: { path: string; bytes: number; sha256: string; sourceJournalMode: string; sqliteVersion: string }
  tables: Record<string, number>
  media: { path: string; bytes: number; sha256: string; referenced: boolean }[]
  secrets: { path: string; sha256: string }[]
  /** Files the database references that were gone when the media were copied. */
  missing: string[]
}

/** The file behind a `file:` database URL (`file:/abs`, `file:./rel`, `file:///abs`). */
export function sqlitePath(databaseUrl: string): string {
  const rest = databaseUrl.slice('file:'.length).split('?')[0]!
  return path.resolve(rest.startsWith('//') ? rest.slice(2) : rest)
}

export function openSqlite(file: string): Client {
  return createClient({ url: `file:${file}` })
}

export function sha256File(file: string): string {
  const hash = createHash('sha256')
  const fd = fs.openSync(file, 'r')
  const buffer = Buffer.allocUnsafe(1 << 20)
  try {
    for (let n; (n = fs.readSync(fd, buffer, 0, buffer.length, null)) > 0;) hash.update(buffer.subarray(0, n))
  } finally {
    fs.closeSync(fd)
  }
  return hash.digest('hex')
}

/** Every file under a folder, as paths relative to it with forward slashes. */
export function listFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/** Rows in every table of the database, by table name. */
export async function countRows(client: Client): Promise<Record<string, number>> {
  const tables = await client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
  )
  const counts: Record<string, number> = {}
  for (const row of tables.rows) {
    const name = String(row.name)
    const result = await client.execute(`SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`)
    counts[name] = Number(result.rows[0]!.n)
  }
  return counts
}

/**
 * The media file names the database points to: the original and each generated size of every
 * row of the `media` upload collection (the size columns are found, so a new size is included).
 */
export async function referencedMedia(client: Client): Promise<string[]> {
  const columns = (await client.execute("SELECT name FROM pragma_table_info('media')")).rows
    .map((row) => String(row.name))
    .filter((name) => name === 'filename' || /^sizes_.+_filename$/.test(name))
  if (columns.length === 0) return []
  const result = await client.execute(`SELECT ${columns.map((c) => `"${c}"`).join(', ')} FROM media`)
  const names = new Set<string>()
  for (const row of result.rows) {
    for (const column of columns) if (typeof row[column] === 'string' && row[column] !== '') names.add(row[column] as string)
  }
  return [...names].sort()
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** `20261123-193100`, local time, for file names. */
export function timestamp(date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}-${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}`
}

/** A database URL without its password, to print. */
function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl)
    if (url.password) url.password = '***'
    return url.toString()
  } catch {
    return databaseUrl
  }
}

/** What to run instead on PostgreSQL, where the database server makes its own consistent dumps. */
export function postgresInstructions(databaseUrl: string, mediaDir: string, dataDir: string): string {
  const url = redactUrl(databaseUrl)
  return [
    'La base de datos es PostgreSQL: el respaldo lo hacen sus propias herramientas, que leen una',
    'instantánea consistente aunque el sitio siga atendiendo. Con la misma versión mayor de pg_dump',
    `que la del servidor, y DATABASE_URL con la dirección completa (ahora: ${url}):`,
    '',
    '  pg_dump --format=custom --no-owner --file=ugc-$(date +%Y%m%d-%H%M%S).dump "$DATABASE_URL"',
    `  tar -czf media-$(date +%Y%m%d-%H%M%S).tar.gz -C "${dataDir}" media`,
    '',
    'Primero la base y después los archivos: así toda imagen que la base mencione ya está en disco.',
    'Restaurar, con el sitio detenido, en una base vacía:',
    '',
    '  createdb ugc_restaurada',
    '  pg_restore --no-owner --exit-on-error --dbname="postgres://usuario@host:5432/ugc_restaurada" ugc-AAAAMMDD-HHMMSS.dump',
    `  tar -xzf media-AAAAMMDD-HHMMSS.tar.gz -C "${dataDir}"`,
    '',
    `Los archivos subidos viven en ${mediaDir} (o en el almacenamiento S3 si se configuró).`,
    'Guarda también PAYLOAD_SECRET y ALTCHA_HMAC_KEY: sin los mismos valores, las sesiones abiertas',
    'y los retos del captcha en curso dejan de ser válidos.',
  ].join('\n')
}
