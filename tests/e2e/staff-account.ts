/* `runLocalScript('staff-account.ts', [<email>, <role>, <password>])`: makes sure an active account
   with that role and password exists (created, or its role and password set again), as an
   administrator would through an invitation the person accepted. */
import type { Payload } from 'payload'

export async function run(payload: Payload, [email = '', role = '', password = '']: string[]) {
  if (!email || !['admin', 'publicador', 'editor', 'admisiones'].includes(role) || password.length < 12) {
    throw new Error('Uso: staff-account.ts <correo> <admin|publicador|editor|admisiones> <contraseña de 12 o más>')
  }
  const data = {
    email,
    role: role as 'admin' | 'publicador' | 'editor' | 'admisiones',
    password,
    nombre: `Prueba ${role}`,
    invitacion_vence: null,
  }
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
  const user = found.docs[0]
    ? await payload.update({ collection: 'users', id: found.docs[0].id, data })
    : await payload.create({ collection: 'users', data })
  return JSON.stringify({ id: user.id, role: user.role })
}
