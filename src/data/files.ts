/** Root-relative URL of a stored file, served by /media/[...path]; null when there is none. */
export function fileUrl(media: unknown): string | null {
  if (!media || typeof media !== 'object') return null
  const filename = (media as { filename?: unknown }).filename
  if (typeof filename !== 'string' || filename === '') return null
  return `/media/${encodeURIComponent(filename)}`
}
