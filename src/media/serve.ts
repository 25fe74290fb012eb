import path from 'node:path'
import { svgPolicy } from '@/guard/securityHeaders'
import { mediaStore } from './store'

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
  '.flac': 'audio/flac',
}

/** The type a stored file is served with, from its name. */
export const mediaTypeOf = (name: string) => types[path.extname(name).toLowerCase()] ?? 'application/octet-stream'

const notFound = () => new Response('No encontrado', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/** A bare file name as Payload stores it; anything with a folder or a leading dot is refused. */
const isMediaName = (name: string) =>
  name !== '' && !name.includes('/') && !name.includes('\\') && !name.startsWith('.') && path.basename(name) === name

/**
 * One uploaded file as an HTTP response, from wherever the store keeps it. Supports Range
 * requests, so audio players can seek, and conditional requests by ETag.
 */
export async function serveMedia(request: Pick<Request, 'method' | 'headers'>, name: string): Promise<Response> {
  if (!isMediaName(name)) return notFound()
  const store = mediaStore()
  const stat = await store.stat(name)
  if (!stat) return notFound()

  const headers: Record<string, string> = {
    'Content-Type': mediaTypeOf(name),
    'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    'Accept-Ranges': 'bytes',
    ETag: stat.etag,
    'Last-Modified': stat.modified.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  }
  // By type, not by the name's spelling: x.SVG is an SVG to the browser too.
  if (headers['Content-Type'] === 'image/svg+xml') headers['Content-Security-Policy'] = svgPolicy
  if (request.headers.get('if-none-match') === stat.etag) return new Response(null, { status: 304, headers })
  const head = request.method === 'HEAD'

  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '')
  if (range && (range[1] !== '' || range[2] !== '')) {
    const start = range[1] === '' ? Math.max(0, stat.size - Number(range[2])) : Number(range[1])
    const end = range[1] === '' || range[2] === '' ? stat.size - 1 : Math.min(Number(range[2]), stat.size - 1)
    if (start > end || start >= stat.size) {
      return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${stat.size}` } })
    }
    return new Response(head ? null : await store.read(name, { start, end }), {
      status: 206,
      headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${stat.size}`, 'Content-Length': String(end - start + 1) },
    })
  }
  return new Response(head ? null : await store.read(name), { headers: { ...headers, 'Content-Length': String(stat.size) } })
}
