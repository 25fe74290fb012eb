import type { Payload } from 'payload'
import { readTimeline } from '@/cms/collections/People/timeline'
import { adviserNames } from '@/cms/components/AdviserCell'
import { staffStamp } from '@/lib/dates'
import { requestOfView } from './requestOfView'

/**
 * «Historia de la persona»: on a request and on the person's own page, everything the office and
 * the person did, newest first, each request linked. The request in view is marked as such.
 */
export async function PersonTimeline({ payload, id, collectionSlug }: { payload: Payload; id?: number | string; collectionSlug?: string }) {
  if (id === undefined) return null
  const onRequest = collectionSlug === 'solicitudes-contacto'
  const request = onRequest ? await requestOfView(payload, id) : null
  const ficha = onRequest ? request?.ficha : Number(id)
  const persona = typeof ficha === 'object' && ficha ? ficha.id : ficha
  if (typeof persona !== 'number' || request?.anonimizada) return null
  const entries = await readTimeline(payload, persona, await adviserNames(payload))
  return (
    <section className="ugc-historia" aria-labelledby="ugc-historia-titulo">
      <h3 id="ugc-historia-titulo">Historia de la persona</h3>
      {onRequest ? (
        <p className="ugc-historia__nota">
          <a href={`/admin/collections/personas/${persona}`}>Ver a la persona</a> · todas sus solicitudes y registros a eventos.
        </p>
      ) : null}
      <ol className="ugc-historia__lista">
        {entries.map((entry, i) => (
          <li key={`${entry.el}-${i}`}>
            <time dateTime={entry.el}>{staffStamp(new Date(entry.el))}</time>
            <span>
              {entry.texto}
              {entry.quien ? ` (${entry.quien})` : ''}
              {entry.solicitud !== undefined ? (
                Number(id) === entry.solicitud && onRequest ? (
                  <em> · esta solicitud</em>
                ) : (
                  <>
                    {' · '}
                    <a href={`/admin/collections/solicitudes-contacto/${entry.solicitud}`}>solicitud n.º {entry.solicitud}</a>
                  </>
                )
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
