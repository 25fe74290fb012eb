/* Run with `tsx tests/e2e/local-api.ts <title> <email>` against the e2e site's database:
   prints what the Local API returns, so browser tests can check what was stored. */
import config from '@payload-config'
import { getPayload } from 'payload'

const [title = '', email = ''] = process.argv.slice(2)
const payload = await getPayload({ config })
const news = await payload.find({ collection: 'comunicaciones', where: { titulo: { equals: title } }, overrideAccess: false, depth: 0 })
const users = await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0 })
const licenciaturas = await payload.count({ collection: 'programas', where: { tipo: { equals: 'LIC' } } })
console.log(
  `RESULT:${JSON.stringify({
    news: news.docs.map(({ tipo, _status, slug, titulo }) => ({ tipo, _status, slug, titulo })),
    roles: users.docs.map((u) => u.role),
    licenciaturas: licenciaturas.totalDocs,
  })}`,
)
process.exit(0)
