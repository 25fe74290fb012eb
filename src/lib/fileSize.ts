const decimal = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 })

/** A file's size as people read it: '850 bytes', '17 KB', '2.4 MB' (1 KB = 1,024 bytes, as the systems staff use show it). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${decimal.format(bytes / (1024 * 1024))} MB`
}
