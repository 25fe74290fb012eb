'use client'

import { useId, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { siteTimeZone } from '@/lib/siteTimeZone'
import type { DoorPerson as Person } from '@/cms/collections/EventRegistrations/walkIn'

const time = (iso: string) =>
  new Intl.DateTimeFormat('es-MX', { timeZone: siteTimeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso))

/** Lower case without accents: «Jose» finds «José». */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

const guests = (n: number) => (n === 1 ? '1 acompañante' : `${n} acompañantes`)
const peopleIn = (rows: Person[]) => rows.reduce((sum, p) => sum + p.personas, 0)

/** The door list, by surname then name, as people give them at the entrance. */
const byName = (a: Person, b: Person) => a.apellido.localeCompare(b.apellido, 'es') || a.nombre.localeCompare(b.nombre, 'es')

/**
 * The door list of one event: search by name, one large button per person to note they arrived
 * (and undo it), the waiting list in order of arrival (people who came anyway are let in too), a
 * person who never signed up noted in the room, and the count as it goes. Each tap is saved at once
 * through the back office's API, with the staff member's own access.
 */
export function CheckInList({ eventId, registrations, programmes }: { eventId: number; registrations: Person[]; programmes: string[] }) {
  const [people, setPeople] = useState(registrations)
  const [query, setQuery] = useState('')
  const [busy, setBusy] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const matches = (p: Person) => plain(`${p.nombre} ${p.apellido}`).includes(plain(query.trim()))
  // Confirmed sign-ups and people let in at the door, by name; the waiting list keeps its order.
  const seated = useMemo(() => people.filter((p) => p.estado === 'confirmado').sort(byName), [people])
  const signedUp = seated.filter((p) => !p.sin_registro)
  const waiting = people.filter((p) => p.estado === 'lista-de-espera')
  const arrived = signedUp.filter((p) => p.asistio)
  const extra = [...waiting.filter((p) => p.asistio), ...seated.filter((p) => p.sin_registro)]

  async function mark(person: Person, asistio: boolean) {
    setBusy(person.id)
    setProblem(null)
    try {
      const response = await fetch(`/cms-api/registros-evento/${person.id}?depth=0`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ asistio }),
      })
      if (!response.ok) throw new Error(String(response.status))
      const { doc } = (await response.json()) as { doc: { asistio: boolean; asistio_el: string | null } }
      setPeople((all) => all.map((p) => (p.id === person.id ? { ...p, asistio: doc.asistio, asistio_el: doc.asistio_el } : p)))
    } catch {
      setProblem(`No se pudo guardar la llegada de ${person.nombre} ${person.apellido}. Revisa la conexión e inténtalo de nuevo.`)
    } finally {
      setBusy(null)
    }
  }

  /** A person noted at the door («Llegó sin registro», below): new, or the registration they had, now arrived. */
  const admitted = (person: Person) => setPeople((all) => [...all.filter((p) => p.id !== person.id), person])

  const row = (p: Person, position?: number) => (
    <li key={p.id} className={p.asistio ? 'ugc-asistencia__persona ugc-asistencia__persona--llego' : 'ugc-asistencia__persona'}>
      <div>
        <strong>
          {position ? `${position}. ` : ''}
          {p.nombre} {p.apellido}
        </strong>
        <span>
          {p.acompanantes > 0 ? `${guests(p.acompanantes)} · ` : ''}
          {p.telefono}
          {p.sin_registro ? ' · sin registro previo' : ''}
        </span>
        {p.asistio && p.asistio_el ? <span>Llegó a las {time(p.asistio_el)}</span> : null}
      </div>
      {p.asistio ? (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-medium"
          disabled={busy === p.id}
          onClick={() => void mark(p, false)}
          aria-label={`Deshacer la llegada de ${p.nombre} ${p.apellido}`}
        >
          Deshacer
        </button>
      ) : (
        <button
          type="button"
          className="btn btn--style-primary btn--size-medium"
          disabled={busy === p.id}
          onClick={() => void mark(p, true)}
          aria-label={`Registrar la llegada de ${p.nombre} ${p.apellido}`}
        >
          Registrar llegada
        </button>
      )}
    </li>
  )

  const shown = seated.filter(matches)
  return (
    <div className="ugc-asistencia__lista">
      <div className="ugc-asistencia__cuenta">
        <p role="status" aria-live="polite">
          Llegaron {peopleIn(arrived)} de {peopleIn(signedUp)} personas ({arrived.length} de {signedUp.length} registros confirmados)
        </p>
        {extra.length > 0 ? (
          <p className="ugc-asistencia__ademas" role="status" aria-live="polite">
            Además, {peopleIn(extra)} {peopleIn(extra) === 1 ? 'persona' : 'personas'}: {waiting.filter((p) => p.asistio).length} de la
            lista de espera y {seated.filter((p) => p.sin_registro).length} sin registro previo
          </p>
        ) : null}
      </div>
      <WalkInForm eventId={eventId} programmes={programmes} onAdmitted={admitted} />
      <label className="ugc-asistencia__buscar">
        <span>Buscar por nombre</span>
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
      </label>
      {problem ? (
        <p role="alert" className="ugc-asistencia__problema">
          {problem}
        </p>
      ) : null}
      {seated.length === 0 ? (
        <p>Nadie tiene lugar confirmado todavía.</p>
      ) : shown.length === 0 ? (
        <p>Nadie con ese nombre en la lista.</p>
      ) : null}
      <ul>{shown.map((p) => row(p))}</ul>
      {waiting.length > 0 ? (
        <>
          <h3>En lista de espera, en orden de llegada</h3>
          <p className="ugc-asistencia__nota">Si alguien de la lista llegó y hay lugar en la sala, registra su llegada.</p>
          <ul className="ugc-asistencia__espera">{waiting.map((p, i) => (matches(p) ? row(p, i + 1) : null))}</ul>
        </>
      ) : null}
    </div>
  )
}

type Errors = Partial<Record<'nombre' | 'apellido' | 'telefono' | 'email' | 'programa' | 'acompanantes', string>>

const fields = [
  { name: 'nombre', label: 'Nombre', type: 'text', autoComplete: 'off' },
  { name: 'apellido', label: 'Apellido', type: 'text', autoComplete: 'off' },
  { name: 'telefono', label: 'Teléfono (10 dígitos)', type: 'tel', autoComplete: 'off' },
  { name: 'email', label: 'Correo electrónico', type: 'email', autoComplete: 'off' },
] as const

/**
 * «Llegó sin registro»: someone at the door who never signed up, noted in the room with their
 * name, phone, e-mail and programme. They get a seat and a request for admissions in turn; someone
 * who had signed up after all (same e-mail or phone) is checked in instead.
 */
function WalkInForm({ eventId, programmes, onAdmitted }: { eventId: number; programmes: string[]; onAdmitted: (person: Person) => void }) {
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [done, setDone] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = Object.fromEntries(new FormData(event.currentTarget))
    setSending(true)
    setDone(null)
    setProblem(null)
    try {
      const response = await fetch('/cms-api/registros-evento/en-puerta', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ ...data, evento: eventId }),
      })
      const body = (await response.json().catch(() => ({}))) as {
        message?: string
        registro?: Person
        errors?: { path?: string; message: string }[]
      }
      if (response.ok && body.registro) {
        setErrors({})
        onAdmitted(body.registro)
        setDone(body.message ?? 'Se anotó la llegada.')
        form.current?.reset()
        return
      }
      const byField = Object.fromEntries((body.errors ?? []).filter((e) => e.path).map((e) => [e.path, e.message])) as Errors
      // Drawn at once, so the first field with its message can take the focus.
      flushSync(() => setErrors(byField))
      if (Object.keys(byField).length > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      else setProblem(body.errors?.[0]?.message ?? 'No se pudo anotar la llegada. Inténtalo de nuevo.')
    } catch {
      setProblem('No se pudo anotar la llegada. Revisa la conexión e inténtalo de nuevo.')
    } finally {
      setSending(false)
    }
  }

  const control = (name: keyof Errors) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })
  const message = (name: keyof Errors) =>
    errors[name] ? (
      <span id={`${id}-${name}-error`} className="ugc-asistencia__problema">
        {errors[name]}
      </span>
    ) : null

  return (
    <details className="ugc-asistencia__puerta">
      <summary>Llegó sin registro</summary>
      <form ref={form} onSubmit={(e) => void submit(e)} noValidate aria-label="Anotar a alguien que llegó sin registro">
        {fields.map((f) => (
          <div key={f.name} className="ugc-asistencia__campo">
            <label htmlFor={`${id}-${f.name}`}>{f.label}</label>
            <input {...control(f.name)} type={f.type} autoComplete={f.autoComplete} required />
            {message(f.name)}
          </div>
        ))}
        <div className="ugc-asistencia__campo">
          <label htmlFor={`${id}-programa`}>Programa de interés</label>
          <select {...control('programa')} defaultValue="">
            <option value="">Aún no lo sabe</option>
            {programmes.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          {message('programa')}
        </div>
        <div className="ugc-asistencia__campo">
          <label htmlFor={`${id}-acompanantes`}>Acompañantes</label>
          <input {...control('acompanantes')} type="number" inputMode="numeric" min={0} max={4} defaultValue={0} />
          {message('acompanantes')}
        </div>
        <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={sending}>
          {sending ? 'Anotando…' : 'Anotar su llegada'}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {done ? <p className="ugc-asistencia__hecho">{done}</p> : null}
      </div>
      {problem ? (
        <p role="alert" className="ugc-asistencia__problema">
          {problem}
        </p>
      ) : null}
    </details>
  )
}
