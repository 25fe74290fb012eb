'use client'
import { useSearchParams } from 'next/navigation'

/** «Exportar CSV» above the contact requests list: downloads what the current filters and search show. */
export function ExportCsvButton() {
  const search = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of search.entries()) if (key.startsWith('where') || key === 'search') query.append(key, value)
  const href = `/cms-api/solicitudes-contacto/exportar${query.size > 0 ? `?${query.toString()}` : ''}`
  return (
    <div className="ugc-propio" style={{ margin: '0 0 1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        Exportar CSV (con los filtros actuales)
      </a>
    </div>
  )
}
