/* `runLocalScript('local-api.ts', [<title>, <email>])`: what the Local API returns, so browser tests
   can check what was stored. */
import type { Payload } from 'payload'

export async function run(payload: Payload, [title = '', email = '']: string[]) {
  const news = await payload.find({ collection: 'comunicaciones', where: { titulo: { equals: title } }, overrideAccess: false, depth: 0 })
  const users = await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0 })
  const licenciaturas = await payload.count({ collection: 'programas', where: { tipo: { equals: 'LIC' } } })
  return JSON.stringify({
    news: news.docs.map(({ tipo, _status, slug, titulo }) => ({ tipo, _status, slug, titulo })),
    roles: users.docs.map((u) => u.role),
    licenciaturas: licenciaturas.totalDocs,
  })
}
