'use client'
import { useAuth, useDocumentInfo, useFormModified } from '@payloadcms/ui'
import { useCallback, useEffect, useId, useState } from 'react'
import { staffStamp } from '@/lib/dates'

type Review = {
  id: number
  estado: 'pendiente' | 'devuelta' | 'publicada'
  nota?: string | null
  comentario?: string | null
  createdAt: string
  revisada_el?: string | null
  enviada_por_nombre?: string | null
  revisada_por_nombre?: string | null
}

const when = (iso?: string | null) => (iso ? staffStamp(new Date(iso)) : '')
const who = (name?: string | null) => name || 'alguien'

const errorOf = async (response: Response | null) =>
  ((await response?.json().catch(() => null)) as { errors?: { message: string }[] } | null)?.errors?.[0]?.message ??
  'No se pudo guardar; intenta de nuevo.'

/** The «Revisión» box of a document's sidebar (src/cms/review/panel.ts). */
export function ReviewPanel() {
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { user } = useAuth()
  const modified = useFormModified()
  const ids = { titulo: useId(), nota: useId(), comentario: useId() }
  const [latest, setLatest] = useState<Review | null | undefined>(undefined)
  const [nota, setNota] = useState('')
  const [comentario, setComentario] = useState('')
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const coleccion = collectionSlug ?? globalSlug ?? ''
  const documento = collectionSlug ? (id === undefined || id === null ? null : String(id)) : ''
  const role = (user as { role?: string } | null)?.role
  const publisher = role === 'admin' || role === 'publicador'

  const load = useCallback(async () => {
    if (!coleccion || documento === null) return setLatest(null)
    const query = new URLSearchParams({ 'where[coleccion][equals]': coleccion, sort: '-createdAt', limit: '1', depth: '0' })
    if (documento) query.set('where[documento][equals]', documento)
    else query.set('where[documento][exists]', 'false')
    const response = await fetch(`/cms-api/revisiones?${query.toString()}`, { credentials: 'include' }).catch(() => null)
    const body = response?.ok ? ((await response.json()) as { docs: Review[] }) : null
    setLatest(body?.docs[0] ?? null)
  }, [coleccion, documento])

  useEffect(() => {
    void load()
  }, [load])

  if (!coleccion || !role || role === 'admisiones') return null

  const send = async () => {
    setBusy(true)
    const response = await fetch('/cms-api/revisiones', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ coleccion, documento: documento || undefined, nota }),
    }).catch(() => null)
    setBusy(false)
    if (!response?.ok) return setMessage({ kind: 'alert', text: await errorOf(response) })
    setNota('')
    setMessage({ kind: 'status', text: 'Enviado a revisión. Avisamos por correo a quien publica.' })
    await load()
  }

  const giveBack = async () => {
    if (!latest) return
    setBusy(true)
    const response = await fetch(`/cms-api/revisiones/${latest.id}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ estado: 'devuelta', comentario }),
    }).catch(() => null)
    setBusy(false)
    if (!response?.ok) return setMessage({ kind: 'alert', text: await errorOf(response) })
    setComentario('')
    setMessage({ kind: 'status', text: 'Devuelto. Le enviamos tu comentario por correo a quien lo escribió.' })
    await load()
  }

  const pending = latest?.estado === 'pendiente'
  const saved = documento !== null

  return (
    <section className="ugc-propio ugc-recuadro ugc-envio" aria-labelledby={ids.titulo}>
      <h3 id={ids.titulo} className="ugc-recuadro__titulo">
        Revisión
      </h3>
      {latest === undefined ? null : latest === null ? (
        <p className="ugc-recuadro__estado">{publisher ? 'Nadie lo ha enviado a revisión.' : 'Aún no lo envías a revisión.'}</p>
      ) : latest.estado === 'pendiente' ? (
        <p className="ugc-recuadro__estado">
          Pendiente de revisión: lo envió {who(latest.enviada_por_nombre)} el {when(latest.createdAt)}.
        </p>
      ) : latest.estado === 'devuelta' ? (
        <div className="ugc-recuadro__estado">
          <p>
            Devuelto por {who(latest.revisada_por_nombre)} el {when(latest.revisada_el)}:
          </p>
          <blockquote className="ugc-recuadro__comentario">{latest.comentario}</blockquote>
        </div>
      ) : (
        <p className="ugc-recuadro__estado">
          Publicado por {who(latest.revisada_por_nombre)} el {when(latest.revisada_el)}.
        </p>
      )}
      {latest?.nota && pending ? (
        <div className="ugc-recuadro__estado">
          <p>Nota de quien lo envía:</p>
          <blockquote className="ugc-recuadro__comentario">{latest.nota}</blockquote>
        </div>
      ) : null}

      {!publisher && !pending ? (
        <div className="ugc-recuadro__accion">
          <label htmlFor={ids.nota}>Nota para quien revisa (opcional)</label>
          <textarea id={ids.nota} rows={3} value={nota} maxLength={2000} onChange={(e) => setNota(e.target.value)} />
          {!saved || modified ? <p className="ugc-recuadro__aviso">Guarda el borrador antes de enviarlo a revisión.</p> : null}
          <button type="button" className="btn btn--style-primary btn--size-small" onClick={send} disabled={busy || !saved || modified}>
            Enviar a revisión
          </button>
        </div>
      ) : null}

      {publisher && pending ? (
        <div className="ugc-recuadro__accion">
          <p className="ugc-recuadro__aviso">Para aprobarlo, publícalo. Si necesita cambios, devuélvelo:</p>
          <label htmlFor={ids.comentario}>Comentario para el editor</label>
          <textarea id={ids.comentario} rows={4} value={comentario} maxLength={4000} onChange={(e) => setComentario(e.target.value)} />
          <button type="button" className="btn btn--style-secondary btn--size-small" onClick={giveBack} disabled={busy}>
            Devolver con comentarios
          </button>
        </div>
      ) : null}
      <div role={message?.kind ?? 'status'} className="ugc-recuadro__mensaje">
        {message?.text}
      </div>
    </section>
  )
}
