/* Run with `tsx tests/e2e/pipeline-request.ts <adviser email> <person email>` against the e2e
   site's database: stores a new contact request assigned to that admissions adviser, as the
   site's form would after the turn chose them, and prints its id. */
import config from '@payload-config'
import { getPayload } from 'payload'

const [adviser = '', email = ''] = process.argv.slice(2)
const payload = await getPayload({ config })
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
console.log(`RESULT:${JSON.stringify({ id: doc.id })}`)
process.exit(0)
