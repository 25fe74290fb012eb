import type { CollectionBeforeChangeHook, PayloadRequest, Where } from 'payload'
import { tenDigits } from '@/lib/pipeline'

/** An e-mail as one person writes it on different days: no spaces, any case. */
const plainEmail = (email: unknown) => (typeof email === 'string' ? email.trim().toLocaleLowerCase('en-US') : '') || null

/** The placeholders anonymised records carry are nobody. */
const anonymised = (email: string | null) => email?.endsWith('.invalid') === true

type Found = { id: number; nombre?: string | null; correos?: string[] | null; telefonos?: string[] | null }

/**
 * The person a request or an event registration belongs to: the one with its e-mail (any case),
 * else the one with its phone (10 digits), else a new one. A new e-mail or phone of a known person
 * is added to them, so the next request with either finds them. Null for an anonymised record.
 */
export async function personFor(
  req: PayloadRequest,
  data: { nombre?: unknown; apellido?: unknown; email?: unknown; telefono?: unknown },
): Promise<number | null> {
  const email = plainEmail(data.email)
  const phone = tenDigits(typeof data.telefono === 'string' ? data.telefono : null)
  if (anonymised(email) || (!email && !phone)) return null
  const nombre = `${String(data.nombre ?? '')} ${String(data.apellido ?? '')}`.trim() || 'Sin nombre'
  const find = async (where: Where) =>
    (
      await req.payload.find({
        collection: 'personas',
        where,
        sort: 'createdAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
        select: { nombre: true, correos: true, telefonos: true },
      })
    ).docs[0] as Found | undefined
  const found =
    (email ? await find({ correos: { in: [email] } }) : undefined) ?? (phone ? await find({ telefonos: { in: [phone] } }) : undefined)
  if (!found) {
    const created = await req.payload.create({
      collection: 'personas',
      data: { nombre, correos: email ? [email] : [], telefonos: phone ? [phone] : [] },
      overrideAccess: true,
      depth: 0,
      req,
    })
    return created.id
  }
  const correos = found.correos ?? []
  const telefonos = found.telefonos ?? []
  const more = { correos: email && !correos.includes(email), telefonos: phone && !telefonos.includes(phone) }
  // Nothing new: the person's row is left alone. Writing it would hold it until the request's
  // transaction ends, and the same person's requests at once would wait on one another.
  if (!more.correos && !more.telefonos && found.nombre === nombre) return found.id
  await req.payload.update({
    collection: 'personas',
    id: found.id,
    // The name as they gave it last; their other e-mails and phones kept.
    data: {
      nombre,
      ...(more.correos ? { correos: [...correos, email!] } : {}),
      ...(more.telefonos ? { telefonos: [...telefonos, phone!] } : {}),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return found.id
}

/** On every path: a new request or registration is linked to its person (a client's value is not taken). */
export const linkPerson: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') {
    delete data.ficha
    return data
  }
  data.ficha = await personFor(req, data)
  return data
}
