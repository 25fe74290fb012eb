import { z } from 'zod'
import { contactSchema, originSchema } from './contact'

/*
 * Open-day sign-up (issue 23, item 3): what a registration is, how a seat is decided and the
 * order of the waiting list. Pure and light enough for the browser (the form checks with
 * the same schema); the link, the invitation and the e-mails are src/lib/registrationEmail.ts.
 */

/** Guests one person may bring. */
export const maxGuests = 4

export const guestsMessage = `Puedes registrar de 0 a ${maxGuests} acompañantes.`
export const eventMessages = {
  notFound: 'No encontramos ese evento, o no recibe registros.',
  closed: 'El registro para este evento ya cerró.',
  slug: 'Indica el evento (slug) al que te registras.',
  consent: 'Para registrarte, acepta el aviso de privacidad.',
} as const

/** The sign-up, as the site's form sends it and /api/registro-evento/ validates it. */
export const registrationSchema = z.object({
  slug: z
    .string({ error: eventMessages.slug })
    .trim()
    .min(1, eventMessages.slug)
    .max(200, eventMessages.slug),
  nombre: contactSchema.shape.nombre,
  apellido: contactSchema.shape.apellido,
  email: contactSchema.shape.email,
  telefono: contactSchema.shape.telefono,
  programa: z
    .union([z.string(), z.number(), z.null()], { error: 'El programa de interés debe ser texto.' })
    .optional()
    .transform((v) => (v == null || String(v).trim() === '' ? undefined : String(v).trim()))
    .pipe(z.string().max(200, 'El programa de interés admite como máximo 200 caracteres.').optional())
    .meta({ description: 'Opcional: el programa que le interesa (su id, como lic-3, o su título).' }),
  acompanantes: z
    .union([z.number(), z.string(), z.null()], { error: guestsMessage })
    .optional()
    .transform((v) => (v == null || v === '' ? 0 : Number(v)))
    .pipe(z.number({ error: guestsMessage }).int(guestsMessage).min(0, guestsMessage).max(maxGuests, guestsMessage))
    .meta({ description: `Opcional: cuántas personas la acompañan (0 a ${maxGuests}).` }),
  acepta_aviso: originSchema.shape.acepta_aviso,
  captcha: contactSchema.shape.captcha,
})

/** The site's own form: it cannot be sent without consent to the aviso de privacidad. */
export const registrationFormSchema = registrationSchema.extend({
  acepta_aviso: z.literal(true, { error: eventMessages.consent }),
})

export type RegistrationInput = z.output<typeof registrationSchema>

export type RegistrationState = 'confirmado' | 'lista-de-espera' | 'cancelado'

/** The places one registration takes: the person and their guests. */
export const placesOf = (r: { acompanantes?: number | null }) => 1 + Math.max(0, r.acompanantes ?? 0)

/**
 * The Local API query for an event's live registrations in order of arrival, with what counting
 * seats needs: the one read behind the collection's hooks and the public sign-up alike.
 */
export const liveRegistrationsQuery = (eventId: number) => ({
  collection: 'registros-evento' as const,
  where: { and: [{ evento: { equals: eventId } }, { estado: { in: ['confirmado', 'lista-de-espera'] } }] as Record<string, { equals?: number; in?: string[] }>[] },
  sort: ['createdAt', 'id'],
  pagination: false as const,
  depth: 0,
  overrideAccess: true,
  select: { estado: true as const, acompanantes: true as const },
})

/** The places taken by confirmed registrations, and those waiting in order, from an event's live registrations in order of arrival. */
export function seatsOf<T extends { estado?: string | null; acompanantes?: number | null }>(registrations: readonly T[]): { taken: number; waiting: T[] } {
  const taken = registrations.filter((r) => r.estado === 'confirmado').reduce((sum, r) => sum + placesOf(r), 0)
  return { taken, waiting: registrations.filter((r) => r.estado === 'lista-de-espera') }
}

/**
 * A new registration's state: a seat while the whole party fits and nobody is waiting, else the
 * waiting list (whoever waits came first: a newcomer does not pass them).
 */
export function seatFor(capacity: number, taken: number, places: number, waiting = 0): 'confirmado' | 'lista-de-espera' {
  return waiting === 0 && taken + places <= capacity ? 'confirmado' : 'lista-de-espera'
}

/**
 * Who leaves the waiting list when places free up: the waiting registrations in the order they
 * arrived, as long as the next one's whole party fits. The order is kept: a small party does not
 * pass a larger one that came first.
 */
export function promotions<T extends { acompanantes?: number | null }>(waiting: readonly T[], capacity: number, taken: number): T[] {
  const promoted: T[] = []
  let used = taken
  for (const registration of waiting) {
    if (used + placesOf(registration) > capacity) break
    promoted.push(registration)
    used += placesOf(registration)
  }
  return promoted
}

/** Whether an event still takes registrations at `now`: before its deadline (or its start, when it has none). */
export function registrationOpen(event: { cierre?: string | null; inicio?: string | null }, now = new Date()): boolean {
  const until = event.cierre ?? event.inicio
  return !until || now.getTime() < new Date(until).getTime()
}

