import { formatFileSize } from '@/lib/fileSize'

/** The list of files shows each size in KB or MB, not in bytes. */
export function FileSizeCell({ cellData }: { cellData?: unknown }) {
  return <span>{formatFileSize(typeof cellData === 'number' ? cellData : null)}</span>
}
