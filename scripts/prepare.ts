/* The steps `npm start` takes before serving, in one process that starts Payload once: the
   migrations, the demo content of a brand-new database, and the first account's address while the
   site has no account. Each is also a command of its own (npm run migrate, seed, setup-address). */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { applyMigrations } from './lib/migrations'
import { announceSetupAddress, seedDemo } from './lib/start-steps'

let payload: Payload
try {
  console.log('▸ Aplicando migraciones de la base de datos…')
  payload = await getPayload({ config })
  await applyMigrations(payload)
} catch (error) {
  console.error('No se pudieron aplicar las migraciones:', error instanceof Error ? error.message : error)
  process.exit(1)
}
try {
  console.log('▸ Revisando el contenido de demostración…')
  await seedDemo(payload, { onlyIfEmpty: true })
  // After seeding: a new site's first account needs the address this step prints, below the
  // seeding's log (written in the background, so flushed first).
  await new Promise<void>((resolve) => payload.logger.flush(() => resolve()))
  await announceSetupAddress(payload)
  process.exit(0)
} catch (error) {
  payload.logger.error(error)
  process.exit(1)
}
