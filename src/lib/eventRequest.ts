import { longMoment } from './dates'

/*
 * The contact request an event opens for admissions: from a sign-up on the event's page or from a
 * person who came to it without one (the door list's walk-in). One shape for both, so the
 * dashboard counts them as the same source («Evento»).
 */

type EventRequestInput = {
  event: { id: number; titulo: string; inicio: string }
  person: { nombre: string; apellido: string; telefono: string; email: string }
  /** The programme's title, when the person named one. */
  programa?: string
  campus?: string
  acompanantes?: number
  /** How the person got there: a sign-up (confirmed or waiting) or arriving without one. */
  kind: 'confirmado' | 'lista-de-espera' | 'sin-registro'
}

const withGuests = (n = 0) => (n ? ` con ${n} acompañante${n === 1 ? '' : 's'}` : '')

/** The request's fields (besides where the visit came from), as the pipeline stores them. */
export function eventRequestData({ event, person, programa, campus, acompanantes, kind }: EventRequestInput) {
  const when = longMoment(new Date(event.inicio))
  const comentario =
    kind === 'sin-registro'
      ? `Llegó al evento «${event.titulo}» (${when}) sin registro previo${withGuests(acompanantes)}.`
      : `Se registró al evento «${event.titulo}» (${when})${withGuests(acompanantes)}.${kind === 'lista-de-espera' ? ' Está en la lista de espera.' : ''}`
  return {
    nombre: person.nombre,
    apellido: person.apellido,
    telefono: person.telefono,
    email: person.email,
    programa: programa ?? 'Sin programa elegido',
    campus: campus as 'los-cabos' | 'culiacan' | 'en-linea' | undefined,
    comentario,
    origen: 'evento' as const,
    evento: event.id,
  }
}
