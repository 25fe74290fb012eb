import type { Payload } from 'payload'
import { staffStamp } from '@/lib/dates'
import { hasRole } from '@/cms/access/roles'
import { DashboardList } from '@/cms/components/DashboardList'
import { loadEditorDashboard, type ContentItem, type ReviewItem } from '@/cms/content/editorDashboard'

type Props = { payload: Payload; user?: { id: number | string; collection?: string; role?: string } | null }

function Items({ items, empty, note }: { items: ContentItem[]; empty: string; note?: (item: ContentItem) => string }) {
  const lines = items.map((item) => ({
    key: `${item.collection}-${item.id}`,
    href: item.href,
    title: item.title,
    note: `${item.kind} · ${note ? note(item) : item.at ? staffStamp(new Date(item.at)) : ''}`,
  }))
  return <DashboardList lines={lines} empty={empty} />
}

function Reviews({ items, publisher }: { items: ReviewItem[]; publisher: boolean }) {
  const lines = items.map((item) => ({
    key: String(item.id),
    href: item.href,
    title: item.title,
    note: `${item.kind} · ${
      item.estado === 'pendiente'
        ? publisher
          ? `lo envió ${item.who || 'alguien'} el ${staffStamp(new Date(item.at))}`
          : `en revisión desde el ${staffStamp(new Date(item.at))}`
        : `devuelto por ${item.who || 'alguien'} el ${staffStamp(new Date(item.at))}`
    }`,
    after:
      item.estado === 'devuelta' && item.comentario ? <span className="ugc-contenidos__comentario">«{item.comentario}»</span> : undefined,
  }))
  return <DashboardList lines={lines} empty={publisher ? 'Nada espera tu revisión.' : 'No tienes envíos pendientes ni devueltos.'} />
}

/**
 * The top of the back office's home for the content staff: their drafts, what is scheduled, what
 * was published lately and the missing addresses visitors hit most, each linking to where to act.
 */
export async function EditorDashboard({ payload, user }: Props) {
  if (!user || !hasRole('admin', 'publicador', 'editor')({ user } as Parameters<ReturnType<typeof hasRole>>[0])) return null
  const publisher = user.role === 'admin' || user.role === 'publicador'
  let data: Awaited<ReturnType<typeof loadEditorDashboard>>
  try {
    data = await loadEditorDashboard(payload, user.id, publisher)
  } catch {
    return (
      <p className="ugc-propio" role="status">
        No se pudo leer el resumen de contenidos en este momento.
      </p>
    )
  }
  const scheduledNote = new Map(data.scheduled.map((s) => [`${s.collection}-${s.id}`, s.when]))
  return (
    <section className="ugc-propio ugc-contenidos" aria-labelledby="ugc-contenidos-titulo">
      <h2 id="ugc-contenidos-titulo">Tu contenido</h2>
      <div className="ugc-contenidos__rejilla">
        <section aria-labelledby="ugc-envios">
          <h3 id="ugc-envios">{publisher ? 'Pendientes de revisión' : 'Mis envíos a revisión'}</h3>
          <Reviews items={data.reviews} publisher={publisher} />
          {publisher ? (
            <p className="ugc-contenidos__mas">
              <a href="/admin/collections/revisiones?where[estado][equals]=pendiente">Ver todo lo pendiente de revisión</a>
            </p>
          ) : null}
        </section>
        <section aria-labelledby="ugc-mis-borradores">
          <h3 id="ugc-mis-borradores">Mis borradores</h3>
          <Items items={data.drafts} empty="No tienes borradores sin publicar." />
        </section>
        <section aria-labelledby="ugc-programado">
          <h3 id="ugc-programado">Programado</h3>
          <Items
            items={data.scheduled}
            empty="No hay publicaciones programadas."
            note={(item) => scheduledNote.get(`${item.collection}-${item.id}`) ?? ''}
          />
        </section>
        <section aria-labelledby="ugc-publicado">
          <h3 id="ugc-publicado">Publicado recientemente</h3>
          <Items items={data.published} empty="Aún no hay nada publicado." />
        </section>
        <section aria-labelledby="ugc-no-encontradas">
          <h3 id="ugc-no-encontradas">Direcciones no encontradas más visitadas</h3>
          {data.missing.length === 0 ? (
            <p className="ugc-contenidos__vacio">Ningún visitante ha llegado a una dirección que no exista.</p>
          ) : (
            <ul className="ugc-contenidos__lista">
              {data.missing.map((m) => (
                <li key={m.path}>
                  <code>{m.path}</code>
                  <span className="ugc-contenidos__nota">
                    {m.veces === 1 ? '1 visita' : `${m.veces} visitas`} ·{' '}
                    <a
                      href={`/admin/collections/redirecciones/create?desde=${encodeURIComponent(m.path)}`}
                      aria-label={`Crear redirección desde ${m.path}`}
                    >
                      Crear redirección
                    </a>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="ugc-contenidos__mas">
            <a href="/admin/collections/direcciones-no-encontradas">Ver todas las direcciones no encontradas</a>
          </p>
        </section>
      </div>
    </section>
  )
}
