/* `runLocalScript('institutional-editor.ts', ['create' | 'delete', <email>, <password>, <role>?])`:
   creates or removes the content account a back-office test signs in with. By default a publisher
   (`publicador`), who publishes what they save; `editor` makes one who saves drafts and sends them
   to review. `['delete-news', <id>]` removes a news item a test left. */
import type { Payload } from 'payload'

export async function run(payload: Payload, [action = '', email = '', password = '', role = 'publicador']: string[]) {
  if (role !== 'publicador' && role !== 'editor') throw new Error('El rol debe ser publicador o editor.')
  if (action === 'delete-news') {
    await payload.delete({ collection: 'comunicaciones', id: Number(email) })
    return 'ok'
  }
  await payload.delete({ collection: 'users', where: { email: { equals: email } } })
  if (action === 'create') {
    const nombre = role === 'editor' ? 'Editora de pruebas' : 'Publicadora de pruebas'
    await payload.create({ collection: 'users', data: { email, password, nombre, role } })
  }
  return 'ok'
}
