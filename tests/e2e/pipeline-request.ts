/* `runLocalScript('pipeline-request.ts', [<adviser email>, <person email>])`: stores a new contact
   request assigned to that admissions adviser, as the site's form would after the turn chose them,
   and answers its id. */
import type { Payload } from 'payload'

export async function run(payload: Payload, [adviser = '', email = '']: string[]) {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: adviser } }, limit: 1, depth: 0 })
  const doc = await payload.create({
    collection: 'solicitudes-contacto',
    data: {
      nombre: 'Regina',
      apellido: 'Higuera Lucero',
      telefono: `612${String(Date.now()).slice(-7)}`,
      email,
      programa: 'Licenciatura en Psicología',
      comentario: '¿Tienen horario vespertino?',
      asesor: docs[0]!.id,
    },
    depth: 0,
  })
  return JSON.stringify({ id: doc.id })
}
