import type { Payload } from 'payload'

/**
 * After requests are anonymised: a person none of whose requests keeps its data loses theirs too
 * (name, e-mails, phones); the record stays, so the counts and the anonymised history still add up.
 */
export async function anonymisePeople(payload: Payload, requestIds: number[]): Promise<void> {
  if (requestIds.length === 0) return
  const { docs } = await payload.find({
    collection: 'solicitudes-contacto',
    where: { id: { in: requestIds } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { ficha: true },
  })
  const people = new Set(
    docs.map((d) => (typeof d.ficha === 'object' && d.ficha ? d.ficha.id : d.ficha)).filter((id) => typeof id === 'number'),
  )
  for (const persona of people) {
    const { totalDocs: kept } = await payload.count({
      collection: 'solicitudes-contacto',
      where: { and: [{ ficha: { equals: persona } }, { anonimizada: { not_equals: true } }] },
      overrideAccess: true,
    })
    if (kept > 0) continue
    await payload.update({
      collection: 'personas',
      id: persona,
      data: { nombre: 'Persona anonimizada', correos: [], telefonos: [] },
      overrideAccess: true,
      depth: 0,
    })
  }
}
