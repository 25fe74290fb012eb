/* `npm run migrate` and the first step of `npm start`: applies the committed migrations of
   the configured database (src/migrations/sqlite or src/migrations/postgres). */
import config from '@payload-config'
import { getPayload } from 'payload'

try {
  const payload = await getPayload({ config })
  await payload.db.migrate()
  console.log('Migraciones al día.')
  process.exit(0)
} catch (error) {
  console.error('No se pudieron aplicar las migraciones:', error instanceof Error ? error.message : error)
  process.exit(1)
}
