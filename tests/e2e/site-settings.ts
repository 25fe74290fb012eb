/* Run with `tsx tests/e2e/site-settings.ts` against the e2e site's database: prints the site
   settings as anonymous visitors' pages read them (the back office's API is for staff only). */
import config from '@payload-config'
import { getPayload } from 'payload'

const payload = await getPayload({ config })
const settings = await payload.findGlobal({ slug: 'configuracion-sitio', depth: 0, overrideAccess: false })
console.log(`RESULT:${JSON.stringify(settings)}`)
process.exit(0)
