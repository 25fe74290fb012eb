'use client'
import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'
import { siteTimeZone } from '@/lib/siteTimeZone'

type Found = { solicitudes: number; lista: { id: number; createdAt: string; programa: string }[] }
const day = new Intl.DateTimeFormat('es-MX', { timeZone: siteTimeZone, dateStyle: 'short' })

/** Find one person's requests, download them or anonymise them all (with a confirmation). */
export function ArcoPanel() {
  const router = useRouter()
  const ids = { correo: useId(), telefono: useId(), confirma: useId() }
  const [person, setPerson] = useState({ correo: '', telefono: '' })
  const [found, setFound] = useState<Found | null>(null)
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [sure, setSure] = useState(false)
  const [busy, setBusy] = useState(false)

  const query = new URLSearchParams()
  if (person.correo.trim()) query.set('correo', person.correo.trim())
  if (person.telefono.trim()) query.set('telefono', person.telefono.trim())

  const errorOf = async (response: Response | null) =>
    ((await response?.json().catch(() => null)) as { errors?: { message: string }[] } | null)?.errors?.[0]?.message ??
    'Algo falló; intenta de nuevo.'

  const search = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setConfirming(false)
    setSure(false)
    const response = await fetch(`/cms-api/derechos-arco/buscar?${query.toString()}`, { credentials: 'include' }).catch(() => null)
    setBusy(false)
    if (!response?.ok) {
      setFound(null)
      return setMessage({ kind: 'alert', text: await errorOf(response) })
    }
    const body = (await response.json()) as Found
    setFound(body)
    setMessage({
      kind: 'status',
      text:
        body.solicitudes === 0
          ? 'No hay solicitudes con esos datos.'
          : body.solicitudes === 1
            ? 'Encontramos 1 solicitud.'
            : `Encontramos ${body.solicitudes} solicitudes.`,
    })
  }

  const erase = async () => {
    setBusy(true)
    const response = await fetch('/cms-api/derechos-arco/anonimizar', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...Object.fromEntries(query), confirmar: true }),
    }).catch(() => null)
    setBusy(false)
    if (!response?.ok) return setMessage({ kind: 'alert', text: await errorOf(response) })
    const body = (await response.json()) as { message: string }
    setFound(null)
    setConfirming(false)
    setMessage({ kind: 'status', text: body.message })
    router.refresh()
  }

  return (
    <section className="ugc-propio" aria-labelledby={`${ids.correo}-titulo`} style={{ margin: '0 0 1.5rem', maxWidth: '48rem' }}>
      <h2 id={`${ids.correo}-titulo`} style={{ fontSize: '1.25rem', margin: '0 0 0.5rem' }}>
        Datos de una persona
      </h2>
      <p style={{ margin: '0 0 0.75rem' }}>Escribe su correo, su teléfono o ambos: se buscan todas sus solicitudes.</p>
      <form onSubmit={search} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end' }}>
        <div style={{ flex: '1 1 14rem' }}>
          <label htmlFor={ids.correo} style={{ display: 'block', marginBottom: '0.25rem' }}>
            Correo
          </label>
          <input
            id={ids.correo}
            type="email"
            autoComplete="off"
            value={person.correo}
            onChange={(e) => setPerson({ ...person, correo: e.target.value })}
            style={{ width: '100%' }}
          />
        </div>
        <div style={{ flex: '1 1 10rem' }}>
          <label htmlFor={ids.telefono} style={{ display: 'block', marginBottom: '0.25rem' }}>
            Teléfono
          </label>
          <input
            id={ids.telefono}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            value={person.telefono}
            onChange={(e) => setPerson({ ...person, telefono: e.target.value })}
            style={{ width: '100%' }}
          />
        </div>
        <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }} disabled={busy}>
          Buscar
        </button>
      </form>
      <div role={message?.kind ?? 'status'} style={{ margin: '0.75rem 0 0' }}>
        {message?.text}
      </div>
      {found && found.solicitudes > 0 && (
        <div style={{ marginTop: '0.75rem' }}>
          <ul style={{ margin: '0 0 0.75rem', paddingLeft: '1.25rem' }}>
            {found.lista.map((s) => (
              <li key={s.id}>
                <a href={`/admin/collections/solicitudes-contacto/${s.id}`}>Solicitud #{s.id}</a> del {day.format(new Date(s.createdAt))}:{' '}
                {s.programa}
              </li>
            ))}
          </ul>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
            <a
              className="btn btn--style-secondary btn--size-small"
              style={{ margin: 0 }}
              href={`/cms-api/derechos-arco/exportar?${query.toString()}`}
              download
              onClick={() => setTimeout(() => router.refresh(), 1500)}
            >
              Descargar sus datos (JSON)
            </a>
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              style={{ margin: 0 }}
              onClick={() => setConfirming(true)}
              disabled={busy}
            >
              Anonimizar sus datos
            </button>
          </div>
          {confirming && (
            <div
              role="group"
              aria-label="Confirmar la anonimización"
              style={{ marginTop: '0.75rem', padding: '0.75rem 1rem', border: '1px solid var(--theme-error-500)', borderRadius: 4 }}
            >
              <p style={{ margin: '0 0 0.5rem' }}>
                Se borrarán el nombre, el correo, el teléfono, el comentario y el origen de{' '}
                {found.solicitudes === 1 ? 'su solicitud' : `sus ${found.solicitudes} solicitudes`}. No se puede deshacer.
              </p>
              <p style={{ margin: '0 0 0.5rem' }}>
                <input id={ids.confirma} type="checkbox" checked={sure} onChange={(e) => setSure(e.target.checked)} />{' '}
                <label htmlFor={ids.confirma}>Entiendo que no se puede deshacer</label>
              </p>
              <button
                type="button"
                className="btn btn--style-primary btn--size-small"
                style={{ margin: 0 }}
                onClick={erase}
                disabled={!sure || busy}
              >
                Sí, anonimizar {found.solicitudes === 1 ? '1 solicitud' : `${found.solicitudes} solicitudes`}
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  )
}
