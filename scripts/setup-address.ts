/* `npm run setup-address`: on a database with no account, prints the one-time address where the
   first account (an admin) is created in the browser. Only this terminal ever shows it. `npm start`
   takes the same step in scripts/prepare.ts. */
import config from '@payload-config'
import { getPayload } from 'payload'
import { announceSetupAddress } from './lib/start-steps'

const payload = await getPayload({ config })
try {
  await announceSetupAddress(payload)
  process.exit(0)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
