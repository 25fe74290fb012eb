/* `runLocalScript('pipeline-request.ts', [<adviser email>, <person email>, <next contact>?])`: stores a
   new contact request assigned to that admissions adviser, as the site's form would after the turn
   chose them, and answers its id. A next contact (an ISO instant, past ones too) is written as stored. */
import type { Payload } from 'payload'

export async function run(payload: Payload, [adviser = '', email = '', proximo = '']: string[]) {
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
  if (proximo)
    await payload.db.updateOne({ collection: 'solicitudes-contacto', id: doc.id, data: { proximo_contacto: proximo }, returning: false })
  return JSON.stringify({ id: doc.id })
}
