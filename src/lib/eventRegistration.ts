import { z } from 'zod'
import { contactSchema, normalisePhone, originSchema } from './contact'

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
export const registrationSchema = z
  .object({
    slug: z.string({ error: eventMessages.slug }).trim().min(1, eventMessages.slug).max(200, eventMessages.slug),
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
    captcha: contactSchema.shape.captcha,
    // Where the visit came from (utm_*, pagina, referrer) and the consent, as the contact form sends
    // them: the request the sign-up opens keeps its source and campaign.
  })
  .extend(originSchema.shape)

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
  where: {
    and: [{ evento: { equals: eventId } }, { estado: { in: ['confirmado', 'lista-de-espera'] } }] as Record<
      string,
      { equals?: number; in?: string[] }
    >[],
  },
  sort: ['createdAt', 'id'],
  pagination: false as const,
  depth: 0,
  overrideAccess: true,
  select: { estado: true as const, acompanantes: true as const, email: true as const, telefono: true as const },
})

/** The e-mail an anonymised registration keeps in place of the person's (ContactRequests/anonymise.ts). */
export const anonymisedRegistrationEmail = 'anonimizada@anonimizada.invalid'

/** Whether a registration's person was anonymised: it takes no place from the waiting list again. */
export const isAnonymisedRegistration = (r: { email?: string | null } | null | undefined) => r?.email === anonymisedRegistrationEmail

type Person = { email?: string | null; telefono?: string | null }

/** One person: the same e-mail written in any case, or the same phone once normalised. */
export function samePerson(a: Person, b: Person): boolean {
  const email = (p: Person) => p.email?.trim().toLowerCase() || null
  const phone = (p: Person) => (p.telefono ? normalisePhone(p.telefono) : '') || null
  return (email(a) !== null && email(a) === email(b)) || (phone(a) !== null && phone(a) === phone(b))
}

/**
 * The live registration (confirmed or waiting) this person already holds among an event's, if
 * any. Anonymised ones are nobody's any more (their placeholders would match each other).
 */
export const registrationOf = <T extends Person>(registrations: readonly T[], person: Person): T | undefined =>
  registrations.find((r) => !isAnonymisedRegistration(r) && samePerson(r, person))

/** The places taken by confirmed registrations, and those waiting in order, from an event's live registrations in order of arrival. */
export function seatsOf<T extends { estado?: string | null; acompanantes?: number | null }>(
  registrations: readonly T[],
): { taken: number; waiting: T[] } {
  const taken = registrations.filter((r) => r.estado === 'confirmado').reduce((sum, r) => sum + placesOf(r), 0)
  return { taken, waiting: registrations.filter((r) => r.estado === 'lista-de-espera') }
}

/**
 * A new registration's state: a seat when the whole party fits in the free places and nobody
 * already waiting would fit in them (whoever waits and fits comes first), else the waiting list.
 */
export function seatFor(
  capacity: number,
  taken: number,
  places: number,
  waiting: readonly { acompanantes?: number | null }[] = [],
): 'confirmado' | 'lista-de-espera' {
  const fits = (p: number) => taken + p <= capacity
  return fits(places) && !waiting.some((w) => fits(placesOf(w))) ? 'confirmado' : 'lista-de-espera'
}

/**
 * Who leaves the waiting list when places free up: in order of arrival, each party whose whole
 * group fits in what is still free. A party too large for the freed places keeps its turn at the
 * front, and the next who fits takes the place rather than leave it empty.
 */
export function promotions<T extends { acompanantes?: number | null }>(waiting: readonly T[], capacity: number, taken: number): T[] {
  const promoted: T[] = []
  let used = taken
  for (const registration of waiting) {
    if (used + placesOf(registration) > capacity) continue
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

const eventIdMessage = 'Indica el evento al que llegó la persona.'

/**
 * A person who came to an event without signing up, as admissions notes them at the door: the
 * sign-up's own fields (no captcha, no consent: staff type it in the room), and the event by id.
 */
export const walkInSchema = registrationSchema
  .pick({ nombre: true, apellido: true, email: true, telefono: true, programa: true, acompanantes: true })
  .extend({
    evento: z
      .union([z.number(), z.string()], { error: eventIdMessage })
      .transform(Number)
      .pipe(z.number().int(eventIdMessage).positive(eventIdMessage)),
  })
export type WalkInInput = z.output<typeof walkInSchema>
