import { serveMedia } from '@/media/serve'

/** Uploaded files at /media/<name>, as the public API links them, from disk or the S3 bucket. */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  // A name with folders is not a stored file: serveMedia answers it 404.
  return serveMedia(request, (await params).path.join('/'))
}

export const HEAD = GET
