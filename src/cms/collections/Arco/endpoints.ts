import type { Endpoint, Payload, PayloadRequest, Where } from 'payload'
import { maskPerson, parseArcoPerson, type ArcoPerson } from '@/lib/arco'
import { hasRole } from '@/cms/access/roles'
import { anonymiseRequests } from '@/cms/collections/ContactRequests/anonymise'

const forbidden = () => Response.json({ errors: [{ message: 'No tienes permiso para realizar esta acción.' }] }, { status: 403 })
const badRequest = (message: string) => Response.json({ errors: [{ message }] }, { status: 400 })

/** Every request of the person, oldest first: same e-mail (any capitals) or same phone. */
async function requestsOf(payload: Payload, person: ArcoPerson) {
  const or: Where[] = []
  // `like` finds the address whatever its capitals; the exact match is checked below.
  if (person.correo) or.push({ email: { like: person.correo } })
  if (person.telefono) or.push({ telefono: { equals: person.telefono } })
  const { docs } = await payload.find({
    collection: 'solicitudes-contacto',
    where: { or },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.filter(
    (d) =>
      (person.correo !== null && d.email.toLowerCase() === person.correo) ||
      (person.telefono !== null && d.telefono.replace(/\D/g, '') === person.telefono),
  )
}

async function record(req: PayloadRequest, accion: 'exportar' | 'anonimizar', person: ArcoPerson, solicitudes: number) {
  const user = req.user as { id: number; email?: string }
  await req.payload.create({
    collection: 'derechos-arco',
    data: { accion, persona: maskPerson(person), solicitudes, quien: user.id },
    overrideAccess: true,
    depth: 0,
  })
  req.payload.logger.info(
    `[datos personales] ${user.email ?? user.id} ${accion === 'exportar' ? 'descargó' : 'anonimizó'} ${solicitudes} solicitudes de ${maskPerson(person)}`,
  )
}

function personOf(req: PayloadRequest) {
  return parseArcoPerson({ correo: req.query?.correo, telefono: req.query?.telefono })
}

/** GET /cms-api/derechos-arco/buscar?correo=&telefono=: how many requests the person has, to confirm before acting. */
export const arcoFind: Endpoint = {
  path: '/buscar',
  method: 'get',
  handler: async (req) => {
    if (!hasRole('admin')(req)) return forbidden()
    const person = personOf(req)
    if ('problema' in person) return badRequest(person.problema)
    const docs = await requestsOf(req.payload, person)
    return Response.json(
      {
        solicitudes: docs.length,
        lista: docs.map((d) => ({ id: d.id, createdAt: d.createdAt, programa: d.programa, anonimizada: Boolean(d.anonimizada) })),
      },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  },
}

/** GET /cms-api/derechos-arco/exportar?correo=&telefono=: every request of the person, as a JSON file. */
export const arcoExport: Endpoint = {
  path: '/exportar',
  method: 'get',
  handler: async (req) => {
    if (!hasRole('admin')(req)) return forbidden()
    const person = personOf(req)
    if ('problema' in person) return badRequest(person.problema)
    const docs = await requestsOf(req.payload, person)
    await record(req, 'exportar', person, docs.length)
    const body = JSON.stringify({ generado_el: new Date().toISOString(), solicitudes: docs }, null, 2)
    return new Response(body, {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="datos-personales-${new Date().toISOString().slice(0, 10)}.json"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}

/** POST /cms-api/derechos-arco/anonimizar `{ correo?, telefono?, confirmar: true }`: anonymises all the person's requests at once. */
export const arcoErase: Endpoint = {
  path: '/anonimizar',
  method: 'post',
  handler: async (req) => {
    if (!hasRole('admin')(req)) return forbidden()
    const body = ((await req.json?.().catch(() => null)) ?? {}) as { correo?: unknown; telefono?: unknown; confirmar?: unknown }
    const person = parseArcoPerson(body)
    if ('problema' in person) return badRequest(person.problema)
    if (body.confirmar !== true) return badRequest('Confirma que quieres anonimizar sus datos: no se puede deshacer.')
    const docs = await requestsOf(req.payload, person)
    const count = await anonymiseRequests(
      req.payload,
      docs.map((d) => d.id),
    )
    await record(req, 'anonimizar', person, count)
    return Response.json({
      anonimizadas: count,
      message: count === 1 ? 'Se anonimizó 1 solicitud.' : `Se anonimizaron ${count} solicitudes.`,
    })
  },
}
