/* `npm run seed`: fills in whatever demo content is missing; with the argument if-empty, seeds a
   brand-new database only (what `npm start` does, in scripts/prepare.ts). */
import config from '@payload-config'
import { getPayload } from 'payload'
import { seedDemo } from '../../scripts/lib/start-steps'

const payload = await getPayload({ config })
try {
  await seedDemo(payload, { onlyIfEmpty: process.argv.includes('if-empty') })
  process.exit(0)
} catch (error) {
  payload.logger.error(error)
  process.exit(1)
}
