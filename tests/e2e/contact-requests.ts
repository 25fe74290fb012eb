/* `runLocalScript('contact-requests.ts', [<email>])` (or `['--like', <part>]`): the contact requests
   sent with that e-mail as an admissions account reads them through the Local API (the collection's
   own access rules apply), so browser tests can check what was stored. */
import type { Payload } from 'payload'

export async function run(payload: Payload, [first = '', second = '']: string[]) {
  // `--like <part>`: the requests whose e-mail contains it, newest first.
  const email = first === '--like' ? { like: second } : { equals: first }
  // The shape Payload gives req.user for a signed-in account of the admisiones role.
  const admissions = { id: 0, collection: 'users', email: 'admisiones@ugc.edu.mx', role: 'admisiones' } as const
  const { docs } = await payload.find({
    collection: 'solicitudes-contacto',
    where: { email },
    sort: '-createdAt',
    overrideAccess: false,
    user: admissions,
    depth: 0,
  })
  return JSON.stringify(
    docs.map(
      ({
        id,
        nombre,
        apellido,
        telefono,
        email,
        programa,
        campus,
        comentario,
        estado,
        pagina,
        referrer,
        utm_source,
        utm_medium,
        utm_campaign,
        utm_content,
        acepta_aviso,
        aviso_aceptado_el,
      }) => ({
        id,
        nombre,
        apellido,
        telefono,
        email,
        programa,
        campus: campus ?? null,
        comentario,
        estado,
        // Where the request came from; absent values as null, whatever the engine gives.
        pagina: pagina ?? null,
        referrer: referrer ?? null,
        utm_source: utm_source ?? null,
        utm_medium: utm_medium ?? null,
        utm_campaign: utm_campaign ?? null,
        utm_content: utm_content ?? null,
        acepta_aviso: acepta_aviso ?? null,
        aviso_aceptado_el: aviso_aceptado_el ?? null,
      }),
    ),
  )
}
