'use client'

import { useMemo, useState } from 'react'
import { siteTimeZone } from '@/lib/siteTimeZone'

/** `personas`: the person and their guests (counted on the server, by the rule that counts seats). */
type Person = {
  id: number
  nombre: string
  apellido: string
  telefono: string
  acompanantes: number
  personas: number
  asistio: boolean
  asistio_el: string | null
}

const time = (iso: string) =>
  new Intl.DateTimeFormat('es-MX', { timeZone: siteTimeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso))

/** Lower case without accents: «Jose» finds «José». */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/**
 * The door list of one event: search by name, one large button per person to note they arrived
 * (and undo it), the count as it goes. Each tap is saved at once through the back office's API,
 * with the staff member's own access.
 */
const guests = (n: number) => (n === 1 ? '1 acompañante' : `${n} acompañantes`)

export function CheckInList({ registrations, waiting }: { registrations: Person[]; waiting: { nombre: string; acompanantes: number }[] }) {
  const [people, setPeople] = useState(registrations)
  const [query, setQuery] = useState('')
  const [busy, setBusy] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const shown = useMemo(() => people.filter((p) => plain(`${p.nombre} ${p.apellido}`).includes(plain(query.trim()))), [people, query])
  const arrived = people.filter((p) => p.asistio)
  // Each registration brings its guests: the door counts people.
  const expectedPeople = people.reduce((sum, p) => sum + p.personas, 0)
  const arrivedPeople = arrived.reduce((sum, p) => sum + p.personas, 0)

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

  return (
    <div className="ugc-asistencia__lista">
      <p className="ugc-asistencia__cuenta" role="status" aria-live="polite">
        Llegaron {arrivedPeople} de {expectedPeople} personas ({arrived.length} de {people.length} registros confirmados)
      </p>
      <label className="ugc-asistencia__buscar">
        <span>Buscar por nombre</span>
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
      </label>
      {problem ? (
        <p role="alert" className="ugc-asistencia__problema">
          {problem}
        </p>
      ) : null}
      {people.length === 0 ? (
        <p>Nadie tiene lugar confirmado todavía.</p>
      ) : shown.length === 0 ? (
        <p>Nadie con ese nombre en la lista.</p>
      ) : null}
      <ul>
        {shown.map((p) => (
          <li key={p.id} className={p.asistio ? 'ugc-asistencia__persona ugc-asistencia__persona--llego' : 'ugc-asistencia__persona'}>
            <div>
              <strong>
                {p.nombre} {p.apellido}
              </strong>
              <span>
                {p.acompanantes > 0 ? `${guests(p.acompanantes)} · ` : ''}
                {p.telefono}
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
        ))}
      </ul>
      {waiting.length > 0 ? (
        <>
          <h3>En lista de espera, en orden de llegada</h3>
          <ol className="ugc-asistencia__espera">
            {waiting.map((w, i) => (
              <li key={`${w.nombre}-${i}`}>
                {w.nombre}
                {w.acompanantes > 0 ? ` · con ${guests(w.acompanantes)}` : ''}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  )
}
