/* Run with `tsx tests/e2e/staff-account.ts <email> <role> <password>` against the e2e site's
   database: makes sure an active account with that role and password exists (created, or its role
   and password set again), as an administrator would through an invitation the person accepted. */
import config from '@payload-config'
import { getPayload } from 'payload'

const [email = '', role = '', password = ''] = process.argv.slice(2)
if (!email || !['admin', 'publicador', 'editor', 'admisiones'].includes(role) || password.length < 12) {
  console.error('Uso: tsx tests/e2e/staff-account.ts <correo> <admin|publicador|editor|admisiones> <contraseña de 12 o más>')
  process.exit(1)
}
const payload = await getPayload({ config })
const data = { email, role: role as 'admin' | 'publicador' | 'editor' | 'admisiones', password, nombre: `Prueba ${role}`, invitacion_vence: null }
const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
const user = found.docs[0] ? await payload.update({ collection: 'users', id: found.docs[0].id, data }) : await payload.create({ collection: 'users', data })
console.log(`RESULT:${JSON.stringify({ id: user.id, role: user.role })}`)
process.exit(0)
