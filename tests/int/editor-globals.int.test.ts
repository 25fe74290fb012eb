import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { onlyPublishersGoLive } from '@/cms/review/guard'
import { createStaff, unique } from './fixtures'
import { graphql, rest } from './http'
import { testPayload } from './payload'

// Editors and the globals (issue 44, item 1): an editor drafts every global and sends it to review;
// only a publisher publishes it. The same rules over REST, GraphQL and the Local API, and the answer
// the back office asks for before it offers «Guardar borrador» (a draft) or «Publicar» (published).
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
let payload: Payload
type Staff = Awaited<ReturnType<typeof createStaff>>
let editor: Staff
let publisher: Staff
const jwt: Record<string, string> = {}
const auth = (who: string) => ({ Authorization: `JWT ${jwt[who]}` })

/** Each global and a text field an editor changes. */
const globals = [
  { slug: 'aviso', field: 'texto' },
  { slug: 'configuracion-sitio', field: 'mensaje_whatsapp' },
  { slug: 'contenido-institucional', field: 'mision' },
] as const

beforeAll(async () => {
  payload = await testPayload()
  editor = await createStaff(payload, 'editor')
  publisher = await createStaff(payload, 'publicador')
  for (const [who, user] of Object.entries({ editor, publisher })) {
    jwt[who] = (await payload.login({ collection: 'users', data: { email: user.email, password: 'contraseña-segura-123' } })).token!
  }
})

describe(`editors and the globals (${engine})`, () => {
  for (const { slug, field } of globals) {
    it(`${slug}: the back office offers an editor a draft and never «Publicar»; a publisher both`, async () => {
      // What the back office asks (POST …/access with the status it would save) and shows from it.
      const can = async (who: string, _status: string) => {
        const answer = await rest('POST', `globals/${slug}/access`, { body: { _status }, headers: auth(who) })
        expect(answer.status).toBe(200)
        // Sanitized: an operation refused is left out.
        return answer.body.update === true
      }
      expect(await can('editor', 'draft')).toBe(true)
      expect(await can('editor', 'published')).toBe(false)
      expect(await can('publisher', 'draft')).toBe(true)
      expect(await can('publisher', 'published')).toBe(true)
    })

    it(`${slug}: an editor saves a draft over REST; visitors still read the published one`, async () => {
      const before = (await rest('GET', `globals/${slug}?depth=0`)).body[field]
      const text = `Borrador ${unique()}`
      const saved = await rest('POST', `globals/${slug}?draft=true&depth=0`, {
        body: { [field]: text, _status: 'draft' },
        headers: auth('editor'),
      })
      expect(saved.status).toBe(200)
      expect(saved.body.result[field]).toBe(text)
      const draft = await rest('GET', `globals/${slug}?draft=true&depth=0`, { headers: auth('editor') })
      expect(draft.body[field]).toBe(text)
      expect((await rest('GET', `globals/${slug}?depth=0`)).body[field]).toBe(before)
    })

    it(`${slug}: an editor's publish is refused with the reason, over REST and the Local API, and changes nothing`, async () => {
      const published = await payload.findGlobal({ slug, depth: 0, overrideAccess: true })
      const attempt = `Publicado por un editor ${unique()}`
      for (const path of [`globals/${slug}?depth=0`, `globals/${slug}?draft=true&depth=0`]) {
        const forced = await rest('POST', path, { body: { [field]: attempt, _status: 'published' }, headers: auth('editor') })
        expect(forced.status).toBe(403)
        expect(forced.body.errors?.[0]?.message).toBe(onlyPublishersGoLive)
      }
      // Without a status and without «draft»: a change to what is live.
      const direct = await rest('POST', `globals/${slug}?depth=0`, { body: { [field]: attempt }, headers: auth('editor') })
      expect(direct.status).toBe(403)
      expect(direct.body.errors?.[0]?.message).toBe(onlyPublishersGoLive)
      await expect(
        payload.updateGlobal({ slug, data: { [field]: attempt, _status: 'published' } as never, user: editor, overrideAccess: false }),
      ).rejects.toThrow(onlyPublishersGoLive)
      const after = await payload.findGlobal({ slug, depth: 0, overrideAccess: true })
      expect((after as unknown as Record<string, unknown>)[field]).toBe((published as unknown as Record<string, unknown>)[field])
      expect(after.updatedAt).toBe(published.updatedAt)
    })
  }

  // GraphQL takes a global's whole content (its required fields) in each save: the alert's is short.
  it('aviso over GraphQL: an editor saves a draft; publishing it, or saving over what is live, is refused with the reason', async () => {
    const published = await payload.findGlobal({ slug: 'aviso', depth: 0, overrideAccess: true })
    const text = `Borrador GraphQL ${unique()}`
    const gql = await graphql(
      `mutation { updateAviso(data: { severidad: informativo, texto: ${JSON.stringify(text)} }, draft: true) { texto _status } }`,
      auth('editor'),
    )
    expect(gql.body.errors).toBeUndefined()
    expect(gql.body.data.updateAviso).toEqual({ texto: text, _status: 'draft' })
    for (const mutation of [
      `updateAviso(data: { severidad: informativo, texto: "Ya", _status: published }, draft: true)`,
      `updateAviso(data: { severidad: informativo, texto: "Ya", _status: published })`,
      `updateAviso(data: { severidad: informativo, texto: "Ya" })`,
    ]) {
      const refused = await graphql(`mutation { ${mutation} { _status } }`, auth('editor'))
      expect(refused.body.errors?.[0]?.message).toBe(onlyPublishersGoLive)
    }
    const byPublisher = await graphql(
      `mutation { updateAviso(data: { severidad: informativo, texto: ${JSON.stringify(published.texto ?? '')}, activo: false, _status: published }) { _status } }`,
      auth('publisher'),
    )
    expect(byPublisher.body.errors).toBeUndefined()
    expect(byPublisher.body.data.updateAviso).toEqual({ _status: 'published' })
  })

  it('a save that names no status, made after an editor’s draft (a script, the seeding), publishes: visitors keep reading the global', async () => {
    const text = `Borrador pendiente ${unique()}`
    expect(
      (await rest('POST', `globals/aviso?draft=true&depth=0`, { body: { texto: text, _status: 'draft' }, headers: auth('editor') })).status,
    ).toBe(200)
    // Payload builds the live row on the latest version: without the rule it took the draft's status.
    await payload.updateGlobal({ slug: 'aviso', data: { severidad: 'informativo' }, depth: 0 })
    const visitor = await payload.findGlobal({ slug: 'aviso', depth: 0, overrideAccess: false })
    expect(visitor).toMatchObject({ _status: 'published', severidad: 'informativo' })
  })
  it('an account deleted while it had a global open lets go of it: the next person edits and saves it', async () => {
    const leaving = await createStaff(payload, 'editor')
    // What the back office keeps while someone has the global open.
    await payload.create({
      collection: 'payload-locked-documents',
      data: { globalSlug: 'contenido-institucional', user: { relationTo: 'users', value: leaving.id } },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'users', id: leaving.id, overrideAccess: true })
    const locks = await payload.count({
      collection: 'payload-locked-documents',
      where: { globalSlug: { equals: 'contenido-institucional' } },
      overrideAccess: true,
    })
    expect(locks.totalDocs).toBe(0)
    const text = `Después de la baja ${unique()}`
    const saved = await rest('POST', 'globals/contenido-institucional?draft=true&depth=0', {
      body: { mision: text, _status: 'draft' },
      headers: auth('editor'),
    })
    expect(saved.status).toBe(200)
    expect(saved.body.result.mision).toBe(text)
  })
})
