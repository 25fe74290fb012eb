/* `npm run migrate` (and the integration tests' set-up): applies the committed migrations of the
   configured database (src/migrations/sqlite or src/migrations/postgres). `npm start` takes the
   same step in scripts/prepare.ts. */
import config from '@payload-config'
import { getPayload } from 'payload'
import { applyMigrations } from './lib/migrations'

try {
  await applyMigrations(await getPayload({ config }))
  process.exit(0)
} catch (error) {
  console.error('No se pudieron aplicar las migraciones:', error instanceof Error ? error.message : error)
  process.exit(1)
}
