import { serveMedia } from '@/media/serve'

/** Uploaded files at /media/<name>, as the public API links them, from disk or the S3 bucket. */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const segments = (await params).path
  if (segments.length !== 1) return new Response('No encontrado', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return serveMedia(request, segments[0]!)
}

export const HEAD = GET
