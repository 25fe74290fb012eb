import type { PayloadRequest, Where } from 'payload'
import { duplicateWindowDays, samePerson, tenDigits, type Person } from '@/lib/pipeline'

type Earlier = { id: number; email: string; telefono: string; asesor?: unknown; createdAt: string }

/**
 * The earliest request of the same person (e-mail in any case, or the same 10-digit phone) within
 * the last 90 days, or null. `like` narrows the rows in the database (case-insensitive in both
 * engines); the exact comparison is made here.
 */
export async function findOriginal(req: PayloadRequest, person: Person): Promise<Earlier | null> {
  const email = person.email?.trim()
  const phone = tenDigits(person.telefono)
  const either: Where[] = []
  if (email) either.push({ email: { like: email } })
  if (phone) either.push({ telefono: { equals: phone } })
  if (either.length === 0) return null
  const since = new Date(Date.now() - duplicateWindowDays * 24 * 3600_000).toISOString()
  const { docs } = await req.payload.find({
    collection: 'solicitudes-contacto',
    where: { and: [{ createdAt: { greater_than_equal: since } }, { or: either }] },
    sort: 'createdAt',
    limit: 50,
    depth: 0,
    overrideAccess: true,
    req,
    select: { email: true, telefono: true, asesor: true, createdAt: true },
  })
  return (docs as unknown as Earlier[]).find((d) => samePerson(d, person)) ?? null
}
