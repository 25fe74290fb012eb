/* Run with `tsx tests/e2e/institutional-editor.ts create|delete <email> <password>` against the e2e
   site's database: creates or removes the editor account the institutional test logs in with. */
import config from '@payload-config'
import { getPayload } from 'payload'

const [action, email = '', password = ''] = process.argv.slice(2)
const payload = await getPayload({ config })
await payload.delete({ collection: 'users', where: { email: { equals: email } } })
if (action === 'create') {
  await payload.create({ collection: 'users', data: { email, password, nombre: 'Editora de pruebas', role: 'editor' } })
}
console.log('RESULT:ok')
process.exit(0)
