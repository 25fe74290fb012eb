import config from '@payload-config'
import { getPayload } from 'payload'
import { run } from '../tests/e2e/staff-account'
const payload = await getPayload({ config })
console.log(await run(payload, process.argv.slice(2)))
process.exit(0)
