/* The steps `npm start` takes before serving after its migrations (./migrations.ts), each also a
   command of its own (npm run seed, npm run setup-address): given one started Payload, so
   `npm start` runs them all in one process (scripts/prepare.ts) and starts Payload once. */
import type { Payload } from 'payload'
import { prepareSetupToken, setupTokenFile } from '../../src/cms/auth/setupToken'
import { env } from '../../src/env'
import { completeOfferFacts, isEmpty, seed } from '../../src/seed/seed'

/**
 * Demo content: everything missing (`npm run seed`), or, at start (`onlyIfEmpty`), a brand-new
 * database only; a demo site seeded before the programme finder existed gets the finder's facts.
 */
export async function seedDemo(payload: Payload, { onlyIfEmpty }: { onlyIfEmpty: boolean }): Promise<void> {
  console.log(`Base de datos: ${env.databaseKind === 'sqlite' ? env.databaseUrl : 'PostgreSQL'}`)
  if (onlyIfEmpty && !env.seedOnStart) {
    payload.logger.info('SEED_ON_START=false: no se siembra contenido de demostración.')
  } else if (onlyIfEmpty && !(await isEmpty(payload))) {
    const completed = await completeOfferFacts(payload)
    payload.logger.info(
      completed > 0
        ? `La base de datos ya tiene contenido: se completaron los datos del buscador de oferta de ${completed} programas de demostración.`
        : 'La base de datos ya tiene contenido: no se siembra nada.',
    )
  } else {
    const started = Date.now()
    const { created } = await seed(payload)
    payload.logger.info(`Siembra terminada en ${((Date.now() - started) / 1000).toFixed(1)} s (${created} documentos nuevos).`)
  }
}

/** On a database with no account, prints the one-time address where the first account (an admin) is created. */
export async function announceSetupAddress(payload: Payload): Promise<void> {
  const token = await prepareSetupToken(payload)
  if (!token) return
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
