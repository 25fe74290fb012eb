'use client'
import { useAuth, useDocumentInfo, useFormModified } from '@payloadcms/ui'
import { useCallback, useEffect, useId, useState } from 'react'
import { staffStamp } from '@/lib/dates'
import { previewTargetText } from '@/lib/previewTarget'

type Link = { id: number; vence: string; creada_por_nombre?: string | null; createdAt: string }

const choices = [
  { horas: 1, label: '1 hora' },
  { horas: 24, label: '24 horas' },
  { horas: 72, label: '3 días' },
  { horas: 168, label: '7 días' },
]

const errorOf = async (response: Response | null) =>
  ((await response?.json().catch(() => null)) as { errors?: { message: string }[] } | null)?.errors?.[0]?.message ??
  'No se pudo completar; intenta de nuevo.'

/**
 * «Compartir vista previa», in the sidebar of every document and global shown on a public page
 * (src/cms/collections/SharedPreviews): a link to the saved draft for someone outside the staff,
 * read-only, for the time chosen (24 hours unless changed), and the links still open, each with
 * «Revocar». The link is shown once, when it is made: only its hash is kept.
 */
export function SharePreview() {
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { user } = useAuth()
  const modified = useFormModified()
  const ids = { titulo: useId(), horas: useId(), enlace: useId() }
  const [links, setLinks] = useState<Link[] | undefined>(undefined)
  const [horas, setHoras] = useState(24)
  const [made, setMade] = useState<{ enlace: string; vence: string } | null>(null)
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const role = (user as { role?: string } | null)?.role
  const documento = globalSlug
    ? previewTargetText({ global: globalSlug })
    : collectionSlug && id !== undefined && id !== null
      ? previewTargetText({ collection: collectionSlug, id: String(id) })
      : null

  const load = useCallback(async () => {
    if (!documento) return setLinks([])
    const query = new URLSearchParams({
      'where[documento][equals]': documento,
      'where[revocada][not_equals]': 'true',
      'where[vence][greater_than]': new Date().toISOString(),
      sort: '-createdAt',
      depth: '0',
      limit: '20',
    })
    const response = await fetch(`/cms-api/vistas-compartidas?${query.toString()}`, { credentials: 'include' }).catch(() => null)
    setLinks(response?.ok ? ((await response.json()) as { docs: Link[] }).docs : [])
  }, [documento])

  useEffect(() => {
    void load()
  }, [load])

  if (!role || role === 'admisiones') return null

  const create = async () => {
    setBusy(true)
    setMessage(null)
    const target = globalSlug ? { global: globalSlug } : { coleccion: collectionSlug, id }
    const response = await fetch('/cms-api/vistas-compartidas/crear', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...target, horas }),
    }).catch(() => null)
    setBusy(false)
    if (!response?.ok) return setMessage({ kind: 'alert', text: await errorOf(response) })
    const { data } = (await response.json()) as { data: { enlace: string; vence: string } }
    setMade(data)
    setMessage({ kind: 'status', text: 'Enlace creado. Cópialo ahora: por seguridad no se vuelve a mostrar.' })
    await load()
  }

  const copy = async () => {
    if (!made) return
    const copied = await navigator.clipboard?.writeText(made.enlace).then(
      () => true,
      () => false,
    )
    setMessage({ kind: 'status', text: copied ? 'Enlace copiado.' : 'Selecciona el enlace y cópialo.' })
  }

  const revoke = async (link: Link) => {
    setBusy(true)
    const response = await fetch(`/cms-api/vistas-compartidas/${link.id}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ revocada: true }),
    }).catch(() => null)
    setBusy(false)
    if (!response?.ok) return setMessage({ kind: 'alert', text: await errorOf(response) })
    setMade(null)
    setMessage({ kind: 'status', text: 'Enlace revocado: ya no abre la vista previa.' })
    await load()
  }

  const saved = documento !== null && !modified
  return (
    <section className="ugc-propio ugc-recuadro ugc-compartir" aria-labelledby={ids.titulo}>
      <h3 id={ids.titulo} className="ugc-recuadro__titulo">
        Compartir vista previa
      </h3>
      <p className="ugc-recuadro__estado">
        Un enlace para alguien fuera del equipo (un director, un socio): ve el borrador guardado tal como quedará en el sitio, sin poder
        cambiarlo, hasta que venza o lo revoques.
      </p>
      <div className="ugc-recuadro__accion">
        <label htmlFor={ids.horas}>Vale por</label>
        <select id={ids.horas} value={horas} onChange={(e) => setHoras(Number(e.target.value))}>
          {choices.map((c) => (
            <option key={c.horas} value={c.horas}>
              {c.label}
            </option>
          ))}
        </select>
        {!saved ? <p className="ugc-recuadro__aviso">Guarda el borrador para compartir lo que escribiste.</p> : null}
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={create} disabled={busy || !saved}>
          Crear enlace
        </button>
      </div>
      {made ? (
        <div className="ugc-recuadro__accion">
          <label htmlFor={ids.enlace}>Enlace (vale hasta el {staffStamp(new Date(made.vence))})</label>
          <input id={ids.enlace} type="text" readOnly value={made.enlace} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="btn btn--style-primary btn--size-small" onClick={copy}>
            Copiar enlace
          </button>
        </div>
      ) : null}
      {links && links.length > 0 ? (
        <ul className="ugc-compartidas">
          {links.map((link) => (
            <li key={link.id}>
              <span>
                Vale hasta el {staffStamp(new Date(link.vence))}
                {link.creada_por_nombre ? ` · lo creó ${link.creada_por_nombre}` : ''}
              </span>
              <button
                type="button"
                className="btn btn--style-secondary btn--size-small"
                onClick={() => void revoke(link)}
                disabled={busy}
                aria-label={`Revocar el enlace que vale hasta el ${staffStamp(new Date(link.vence))}`}
              >
                Revocar
              </button>
            </li>
          ))}
        </ul>
      ) : links ? (
        <p className="ugc-recuadro__estado">No hay enlaces abiertos.</p>
      ) : null}
      <div role={message?.kind ?? 'status'} className="ugc-recuadro__mensaje">
        {message?.text}
      </div>
    </section>
  )
}
