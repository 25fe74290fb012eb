import type { DefaultServerCellComponentProps } from 'payload'
import { openEstados, type Estado } from '@/cms/collections/ContactRequests/estado'
import { staffStamp } from '@/lib/dates'

/**
 * The list's «Próximo contacto» column: the time in Los Cabos, and «Vencida» in words (not only a
 * colour) when it has passed on a request still followed up.
 */
export function NextContactCell({ cellData, rowData }: DefaultServerCellComponentProps) {
  const at = typeof cellData === 'string' && cellData ? new Date(cellData) : null
  if (!at || Number.isNaN(at.getTime())) return <span />
  const open = openEstados.includes((rowData as { estado?: Estado } | undefined)?.estado ?? 'nueva')
  const overdue = open && !(rowData as { anonimizada?: boolean } | undefined)?.anonimizada && at.getTime() <= Date.now()
  return (
    <span className={overdue ? 'ugc-vencida' : undefined}>
      {overdue ? <strong className="ugc-vencida__marca">Vencida</strong> : null} {staffStamp(at)}
    </span>
  )
}
