import type { Payload } from 'payload'
import { env } from '@/env'
import { monthsBefore } from '@/lib/dailyTime'
import { anonymisedRegistrationEmail } from '@/lib/eventRegistration'
import { admissionsSettingsSlug, defaultRetentionMonths } from '@/cms/globals/AdmissionsSettings'
import { anonymisePeople } from '@/cms/collections/People/anonymise'

/** The other site a visit came from, without its path or query (which may name the person). */
function siteOnly(referrer: string | null | undefined): string | null {
  try {
    return referrer ? `${new URL(referrer).origin}/` : null
  } catch {
    return null
  }
}

/**
 * What stays of a request once its person's data is gone: programme, dates and status, and where
 * the visit came from (campaign tags, this site's page, the other site's address without its path),
 * which are not the person's data and keep the statistics by source and campaign whole; with
 * placeholders that still pass the fields' own checks if staff save it later.
 */
function anonymousValues(id: number, referrer?: string | null) {
  return {
    nombre: 'Persona',
    apellido: 'anonimizada',
    persona: 'Persona anonimizada',
    telefono: '0000000000',
    email: `anonimizada-${id}@anonimizada.invalid`,
    comentario: 'Datos personales anonimizados.',
    referrer: siteOnly(referrer),
    anonimizada: true,
  }
}

/**
 * Anonymises these requests, and the copies sent to the other system. Straight to the database:
 * no hook sees a change of status, and validation cannot keep personal data in place.
 */
export async function anonymiseRequests(payload: Payload, ids: number[]): Promise<number> {
  for (const id of ids) {
    const { referrer } = await payload.findByID({
      collection: 'solicitudes-contacto',
      id,
      depth: 0,
      overrideAccess: true,
      select: { referrer: true },
    })
    await payload.db.updateOne({ collection: 'solicitudes-contacto', id, data: anonymousValues(id, referrer), returning: false })
  }
  await deleteFollowUps(payload, ids)
  await anonymisePeople(payload, ids)
  if (ids.length > 0) {
    await payload.update({
      collection: 'entregas-webhook',
      where: { solicitud: { in: ids } },
      data: { cuerpo: null },
      overrideAccess: true,
      depth: 0,
    })
    // An event sign-up opened the request with the same person's data: it goes too (the counts stay).
    // Someone still waiting leaves the list: nobody would be there to take a freed place.
    const anonymising = { anonymising: true }
    await payload.update({
      collection: 'registros-evento',
      where: { and: [{ solicitud: { in: ids } }, { estado: { equals: 'lista-de-espera' } }] },
      data: { estado: 'cancelado' },
      overrideAccess: true,
      depth: 0,
      context: anonymising,
    })
    await payload.update({
      collection: 'registros-evento',
      where: { solicitud: { in: ids } },
      data: { nombre: 'Persona', apellido: 'anonimizada', email: anonymisedRegistrationEmail, telefono: '0000000000', programa: null },
      overrideAccess: true,
      depth: 0,
      context: anonymising,
    })
  }
  return ids.length
}

async function retentionMonths(payload: Payload): Promise<number> {
  const settings = await payload.findGlobal({ slug: admissionsSettingsSlug, overrideAccess: true, depth: 0 })
  const months = Number(settings.retencion_meses)
  return Number.isInteger(months) && months > 0 ? months : defaultRetentionMonths
}

/** Anonymises the requests older than the retention setting at `now`; returns how many. */
export async function anonymiseExpired(payload: Payload, now: Date = new Date()): Promise<number> {
  const cutoff = monthsBefore(now, await retentionMonths(payload))
  let total = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'solicitudes-contacto',
      where: { and: [{ createdAt: { less_than: cutoff.toISOString() } }, { anonimizada: { not_equals: true } }] },
      sort: 'createdAt',
      limit: 200,
      depth: 0,
      overrideAccess: true,
      select: { createdAt: true },
    })
    if (docs.length === 0) break
    total += await anonymiseRequests(
      payload,
      docs.map((d) => d.id),
    )
  }
  return total
}

/**
 * Advisers' notes speak of the person (names, calls, family): they go with the rest of their data;
 * the status history stays. Straight to their table, since the pipeline keeps past notes from being
 * removed through the API.
 */
async function deleteFollowUps(payload: Payload, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  const postgres = env.databaseKind === 'postgres'
  const { sql } = postgres ? await import('@payloadcms/db-postgres') : await import('@payloadcms/db-sqlite')
  const db = payload.db.drizzle as unknown as { execute?: (q: unknown) => Promise<unknown>; run?: (q: unknown) => Promise<unknown> }
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const statement = sql`DELETE FROM solicitudes_contacto_seguimiento WHERE _parent_id IN (${list})`
  await (postgres ? db.execute! : db.run!).call(db, statement)
}
