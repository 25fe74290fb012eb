import type { Payload } from 'payload'
import { siteTimeZone } from '@/lib/siteTimeZone'
import { requestOfView } from './admissions/requestOfView'

const day = new Intl.DateTimeFormat('es-MX', { timeZone: siteTimeZone, dateStyle: 'long' })

/**
 * At the top of a request's edit view, when the same person had written before (same e-mail or
 * phone within 90 days): which request was first, with a link to it.
 */
export async function DuplicateNotice({ payload, id }: { payload: Payload; id?: number | string }) {
  const doc = await requestOfView(payload, id)
  if (!doc?.es_duplicada) return null
  const firstId = typeof doc.duplicada_de === 'object' && doc.duplicada_de ? doc.duplicada_de.id : doc.duplicada_de
  const first = firstId
    ? await payload.findByID({ collection: 'solicitudes-contacto', id: firstId, depth: 0, overrideAccess: true, disableErrors: true })
    : null
  return (
    <div
      className="ugc-propio"
      role="note"
      style={{
        margin: '0 0 1.5rem',
        padding: '0.75rem 1rem',
        borderLeft: '4px solid var(--theme-warning-500)',
        background: 'var(--theme-elevation-50)',
      }}
    >
      <p style={{ margin: 0, fontWeight: 600 }}>Solicitud repetida: esta persona ya había escrito.</p>
      <p style={{ margin: '0.25rem 0 0' }}>
        {first ? (
          <>
            Su primera solicitud es la <a href={`/admin/collections/solicitudes-contacto/${first.id}`}>#{first.id}</a>, del{' '}
            {day.format(new Date(first.createdAt))}
            {first.programa !== doc.programa ? `, sobre ${first.programa}` : ''}. No cuenta como persona nueva.
          </>
        ) : (
          'Su primera solicitud ya no existe. No cuenta como persona nueva.'
        )}
      </p>
    </div>
  )
}
