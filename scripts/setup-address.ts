/* Start-up step of `npm start`: on a database with no account, prints the one-time address where
   the first account (an admin) is created in the browser. Only this terminal ever shows it. */
import config from '@payload-config'
import { getPayload } from 'payload'
import { prepareSetupToken, setupTokenFile } from '../src/cms/auth/setupToken'
import { env } from '../src/env'

const payload = await getPayload({ config })
try {
  const token = await prepareSetupToken(payload)
  if (token) {
    const address = `${env.siteUrl}/admin/create-first-user?token=${token}`
    console.log(
      [
        '',
        '┌─ Este sitio aún no tiene cuentas del personal ──────────────────────────────',
        '│ Crea la primera (será de administración) abriendo esta dirección:',
        `│   ${address}`,
        '│ Vale hasta que exista la primera cuenta; no la compartas.',
        `│ También está guardada en ${setupTokenFile()} (solo la lee el usuario del servidor).`,
        '└─────────────────────────────────────────────────────────────────────────────',
        '',
      ].join('\n'),
    )
  }
  process.exit(0)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
