/* Applying the committed migrations of the configured database (src/migrations/sqlite or
   postgres): `npm run migrate` and `npm start` (scripts/prepare.ts). A module of its own, importing
   nothing else, so `npm run migrate` loads no more than it needs. */
import type { Payload } from 'payload'

export async function applyMigrations(payload: Payload): Promise<void> {
  await payload.db.migrate()
  console.log('Migraciones al día.')
}
