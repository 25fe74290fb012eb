import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { env } from '@/env'

const types: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.m4a': 'audio/mp4',
}

const notFound = () => new Response('No encontrado', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * Uploaded files at /media/<name>, as the public API links them. Supports Range requests, so
 * audio players can seek. Names are resolved inside the media folder only.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const segments = (await params).path
  if (segments.length !== 1) return notFound()
  const name = segments[0]!
  if (name.includes('/') || name.includes('\\') || name.startsWith('.')) return notFound()
  const file = path.join(env.mediaDir, name)
  if (path.dirname(file) !== env.mediaDir) return notFound()
  let stat: fs.Stats
  try {
    stat = await fs.promises.stat(file)
  } catch {
    return notFound()
  }
  if (!stat.isFile()) return notFound()

  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`
  const headers: Record<string, string> = {
    'Content-Type': types[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  }
  if (name.endsWith('.svg')) headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'"
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })

  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '')
  if (range && (range[1] !== '' || range[2] !== '')) {
    const start = range[1] === '' ? Math.max(0, stat.size - Number(range[2])) : Number(range[1])
    const end = range[1] === '' || range[2] === '' ? stat.size - 1 : Math.min(Number(range[2]), stat.size - 1)
    if (start > end || start >= stat.size) {
      return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${stat.size}` } })
    }
    const stream = Readable.toWeb(fs.createReadStream(file, { start, end })) as ReadableStream
    return new Response(stream, {
      status: 206,
      headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${stat.size}`, 'Content-Length': String(end - start + 1) },
    })
  }
  const stream = Readable.toWeb(fs.createReadStream(file)) as ReadableStream
  return new Response(request.method === 'HEAD' ? null : stream, { headers: { ...headers, 'Content-Length': String(stat.size) } })
}

export const HEAD = GET
