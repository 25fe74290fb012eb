/* Run with `tsx tests/e2e/institutional-editor.ts create|delete <email> <password> [role]` against
   the e2e site's database: creates or removes the content account a back-office test signs in
   with. By default a publisher (`publicador`), who publishes what they save; `editor` makes one who
   saves drafts and sends them to review. */
import config from '@payload-config'
import { getPayload } from 'payload'

const [action, email = '', password = '', role = 'publicador'] = process.argv.slice(2)
if (role !== 'publicador' && role !== 'editor') {
  console.error('El rol debe ser publicador o editor.')
  process.exit(1)
}
const payload = await getPayload({ config })
await payload.delete({ collection: 'users', where: { email: { equals: email } } })
if (action === 'create') {
  const nombre = role === 'editor' ? 'Editora de pruebas' : 'Publicadora de pruebas'
  await payload.create({ collection: 'users', data: { email, password, nombre, role } })
}
console.log('RESULT:ok')
process.exit(0)
