/* `npm run create-admin`: creates a staff account with the admin role from the terminal,
   for servers where nobody will open /admin first. */
import { createInterface } from 'node:readline/promises'
import config from '@payload-config'
import { getPayload } from 'payload'
import { forgetSetupToken } from '../src/cms/auth/setupToken'
import { passwordProblem } from '../src/lib/passwordPolicy'

const rl = createInterface({ input: process.stdin, output: process.stdout })
const email = (process.argv[2] ?? (await rl.question('Correo electrónico del administrador: '))).trim()
const password = process.argv[3] ?? (await rl.question('Contraseña (mínimo 12 caracteres): '))
rl.close()

if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('El correo electrónico no es válido.')
  process.exit(1)
}
// The same rule as every other way of setting a password (the users collection applies it too).
const problem = passwordProblem(password, email)
if (problem) {
  console.error(problem)
  process.exit(1)
}

const payload = await getPayload({ config })
try {
  const existing = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
  if (existing.docs.length > 0) {
    console.error(`Ya existe una cuenta con el correo ${email}.`)
    process.exit(1)
  }
  await payload.create({ collection: 'users', data: { email, password, role: 'admin', nombre: 'Administrador' } })
  // An account exists: the setup address npm start printed stops working for good.
  await forgetSetupToken(payload)
  console.log(`Cuenta de administrador creada: ${email}. Inicia sesión en /admin.`)
  process.exit(0)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
