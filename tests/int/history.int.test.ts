import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { restoreOnlyAsDraft, restoredAsDraft } from '@/cms/versions/history'
import { lexicalFromParagraphs } from '@/lib/lexical'
import { institutionalCopy } from '@/seed/fixtures/institutional'
import { campuses, privacyNotice, settings } from '@/seed/fixtures/settings'
import { createStaff, richText, unique, uploadImage, uploadPdf } from './fixtures'
import { graphql, rest } from './http'
import { testPayload } from './payload'

let payload: Payload
type Staff = Awaited<ReturnType<typeof createStaff>>
let publisher: Staff
let admissions: Staff
let publisherJwt: string
let image: number

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
type Doc = Record<string, unknown> & { id: number }

/**
 * Each newly versioned collection: the fields of a valid document, and the text field whose value
 * the test changes from version to version.
 */
const collections: { slug: CollectionSlug; field: string; data: () => Record<string, unknown> }[] = [
  { slug: 'carrusel', field: 'titulo', data: () => ({ tipo: 'CAR', path_imagen: image, link: '/licenciaturas' }) },
  { slug: 'tramites-texto', field: 'titulo', data: () => ({ seccion: 'general', texto: richText('Trámite de prueba.') }) },
  {
    slug: 'libros',
    field: 'titulo',
    data: () => ({ imagen: image, nombre_autor: 'Rosa Amador', edicion: 'Primera edición', anio_edicion: 2024, descripcion: 'Crónica.' }),
  },
  { slug: 'casos-exito', field: 'titulo', data: () => ({ subtitulo: 'Licenciatura en Derecho', path_imagen: image }) },
  {
    slug: 'beneficios-exa',
    field: 'titulo',
    data: () => ({ descuento: 15, descripcion: 'En consumo.', path_imagen: image, ubicacion: 'Cabo San Lucas' }),
  },
  { slug: 'programas-academicos', field: 'titulo', data: () => ({ path_imagen: image, link: 'https://pac.ugc.edu.mx' }) },
  {
    slug: 'sitca-equipo',
    field: 'titulo',
    data: () => ({ imagen: image, titulos_academicos: 'Doctora en Turismo', puesto_trabajo: 'Coordinadora' }),
  },
]

const authorOf = (doc: Record<string, unknown>) => {
  const a = doc.actualizado_por
  return a && typeof a === 'object' ? (a as { id: number }).id : a
}

beforeAll(async () => {
  payload = await testPayload()
  publisher = await createStaff(payload, 'publicador')
  admissions = await createStaff(payload, 'admisiones')
  const login = await rest('POST', 'users/login', {
    body: { email: publisher.email, password: 'contraseña-segura-123' },
    headers: { 'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 200)}` },
  })
  expect(login.status).toBe(200)
  publisherJwt = login.body.token
  image = await uploadImage(payload)
})

describe(`history of every kind of public content (${engine})`, () => {
  for (const { slug, field, data } of collections) {
    it(`${slug}: each save is a version with its author; visitors see only what is published; restoring makes a draft`, async () => {
      const tag = unique()
      const [first, second, draft] = [`Primera ${tag}`, `Segunda ${tag}`, `Borrador ${tag}`]
      const asPublisher = { overrideAccess: false, user: publisher, depth: 0 } as const

      // Two published saves, then a draft, all by a real publisher.
      const created = (await payload.create({
        collection: slug,
        data: { ...data(), [field]: first, _status: 'published' } as never,
        ...asPublisher,
      })) as unknown as Doc
      await payload.update({ collection: slug, id: created.id, data: { [field]: second, _status: 'published' } as never, ...asPublisher })
      await payload.update({ collection: slug, id: created.id, data: { [field]: draft } as never, draft: true, ...asPublisher })

      const { docs: versions } = await payload.findVersions({
        collection: slug,
        where: { parent: { equals: created.id } },
        sort: '-updatedAt',
        ...asPublisher,
      })
      expect(versions.map((v) => (v.version as unknown as Doc)[field])).toEqual([draft, second, first])
      for (const v of versions) expect(authorOf(v.version as unknown as Doc), 'autor de la versión').toBe(publisher.id)
      expect(versions.map((v) => (v.version as unknown as Doc)._status)).toEqual(['draft', 'published', 'published'])

      // Visitors (the site's pages read without a user) see the published text only, without its author.
      const visitor = await payload.find({ collection: slug, where: { id: { equals: created.id } }, overrideAccess: false, depth: 0 })
      expect(visitor.docs.map((d) => (d as unknown as Doc)[field])).toEqual([second])
      expect(visitor.docs[0]).not.toHaveProperty('actualizado_por')
      // The back office's API answers no one without a session; admissions staff read the published text only.
      expect((await rest('GET', `${slug}?where[id][equals]=${created.id}&draft=true`)).status).toBe(401)
      const staff = await payload.find({
        collection: slug,
        where: { id: { equals: created.id } },
        overrideAccess: false,
        user: admissions,
        depth: 0,
      })
      expect(staff.docs.map((d) => (d as unknown as Doc)[field])).toEqual([second])
      const asking = await payload.find({
        collection: slug,
        where: { id: { equals: created.id } },
        draft: true,
        overrideAccess: false,
        user: admissions,
        depth: 0,
      })
      expect(asking.docs.map((d) => (d as unknown as Doc)[field])).not.toContain(draft)
      await expect(payload.findVersions({ collection: slug, overrideAccess: false, user: admissions })).rejects.toThrow()

      // A draft-only document stays hidden from visitors.
      const hidden = (await payload.create({
        collection: slug,
        data: { ...data(), [field]: `Oculto ${tag}` } as never,
        draft: true,
        ...asPublisher,
      })) as unknown as Doc
      expect((await payload.find({ collection: slug, where: { id: { equals: hidden.id } }, overrideAccess: false })).totalDocs).toBe(0)

      // Restoring the first version (the back office's button posts here) makes a draft; the site keeps the published one.
      const oldest = versions[2]
      const restored = await rest('POST', `${slug}/versions/${oldest.id}`, { headers: { Authorization: `JWT ${publisherJwt}` } })
      expect(restored.status).toBe(200)
      expect(restored.body.message).toBe(restoredAsDraft)
      const published = await payload.findByID({ collection: slug, id: created.id, overrideAccess: false, depth: 0 })
      expect((published as unknown as Doc)[field]).toBe(second)
      const latest = (await payload.findByID({ collection: slug, id: created.id, draft: true, ...asPublisher })) as unknown as Doc
      expect(latest).toMatchObject({ [field]: first, _status: 'draft' })
      const { docs: after } = await payload.findVersions({
        collection: slug,
        where: { parent: { equals: created.id } },
        sort: '-updatedAt',
        limit: 1,
        ...asPublisher,
      })
      expect(after[0].version).toMatchObject({ [field]: first, _status: 'draft' })
      expect(authorOf(after[0].version as unknown as Doc)).toBe(publisher.id)

      // No other path puts an old version straight on the site.
      await expect(payload.restoreVersion({ collection: slug, id: String(oldest.id), ...asPublisher })).rejects.toThrow(restoreOnlyAsDraft)
      expect(
        ((await payload.findByID({ collection: slug, id: created.id, overrideAccess: false, depth: 0 })) as unknown as Doc)[field],
      ).toBe(second)

      // Visitors may not restore at all.
      expect((await rest('POST', `${slug}/versions/${oldest.id}`)).status).toBe(401)

      await payload.delete({ collection: slug, id: created.id })
      await payload.delete({ collection: slug, id: hidden.id })
    })
  }

  it('GraphQL refuses a restore that would publish an old slide', async () => {
    const slide = await payload.create({
      collection: 'carrusel',
      data: { titulo: `GraphQL ${unique()}`, tipo: 'CAR', path_imagen: image, _status: 'published' },
      overrideAccess: false,
      user: publisher,
    })
    const { docs } = await payload.findVersions({
      collection: 'carrusel',
      where: { parent: { equals: slide.id } },
      overrideAccess: false,
      user: publisher,
    })
    const answer = await graphql(`mutation { restoreVersionCarrusel(id: ${JSON.stringify(docs[0].id)}) { id } }`, {
      Authorization: `JWT ${publisherJwt}`,
    })
    expect(answer.body.errors?.[0]?.message).toBe(restoreOnlyAsDraft)
    await payload.delete({ collection: 'carrusel', id: slide.id })
  })
})

/** Each global: valid content to publish, and the text field whose value the test changes. */
const globals: { slug: GlobalSlug; field: string; data: () => Promise<Record<string, unknown>> }[] = [
  {
    slug: 'configuracion-sitio',
    field: 'etiqueta_campus',
    data: async () => {
      const pdf = await uploadPdf(payload)
      return {
        ...settings,
        // Complete, as the demo content has it: if this file runs before the seeding, the seeding
        // finds the settings filled and leaves them (seed.int.test.ts reads them).
        campus: campuses.map(({ galeria: _g, ...c }) => ({ ...c, galeria: [image, image] })),
        reglamento_escolar: pdf,
        certificado_iso: pdf,
        folleto_conocer: pdf,
        programa_becas: pdf,
        aviso_privacidad: lexicalFromParagraphs(privacyNotice),
      }
    },
  },
  { slug: 'contenido-institucional', field: 'rector_nombre', data: async () => ({ ...institutionalCopy }) },
  { slug: 'aviso', field: 'texto', data: async () => ({ activo: false, severidad: 'informativo' }) },
]

describe(`history of the site's globals (${engine})`, () => {
  for (const { slug, field, data } of globals) {
    it(`${slug}: each save is a version with its author; visitors see only what is published; restoring makes a draft`, async () => {
      const tag = unique()
      const [first, second, draft] = [`Primera ${tag}`, `Segunda ${tag}`, `Borrador ${tag}`]
      const asPublisher = { overrideAccess: false, user: publisher, depth: 0 } as const
      const before = await payload.findGlobal({ slug, depth: 0 })
      const valid = await data()

      await payload.updateGlobal({ slug, data: { ...valid, [field]: first, _status: 'published' } as never, ...asPublisher })
      await payload.updateGlobal({ slug, data: { ...valid, [field]: second, _status: 'published' } as never, ...asPublisher })
      await payload.updateGlobal({ slug, data: { [field]: draft } as never, draft: true, ...asPublisher })

      const { docs: versions } = await payload.findGlobalVersions({ slug, sort: '-updatedAt', limit: 3, ...asPublisher })
      expect(versions.map((v) => (v.version as unknown as Doc)[field])).toEqual([draft, second, first])
      for (const v of versions) expect(authorOf(v.version as unknown as Doc), 'autor de la versión').toBe(publisher.id)

      // Visitors read the published global only, without its author.
      const visitor = (await payload.findGlobal({ slug, overrideAccess: false, depth: 0 })) as unknown as Doc
      expect(visitor[field]).toBe(second)
      expect(visitor).not.toHaveProperty('actualizado_por')
      expect((await rest('GET', `globals/${slug}?draft=true`)).status).toBe(401)
      expect(((await payload.findGlobal({ slug, overrideAccess: false, user: admissions, depth: 0 })) as unknown as Doc)[field]).toBe(
        second,
      )
      expect(
        ((await payload.findGlobal({ slug, draft: true, overrideAccess: false, user: admissions, depth: 0 })) as unknown as Doc)[field],
      ).not.toBe(draft)
      await expect(payload.findGlobalVersions({ slug, overrideAccess: false, user: admissions })).rejects.toThrow()

      // Restoring the first version makes a draft; the published global stays.
      const restored = await rest('POST', `globals/${slug}/versions/${versions[2].id}`, {
        headers: { Authorization: `JWT ${publisherJwt}` },
      })
      expect(restored.status).toBe(200)
      expect(restored.body.message).toBe(restoredAsDraft)
      expect(((await payload.findGlobal({ slug, overrideAccess: false, depth: 0 })) as unknown as Doc)[field]).toBe(second)
      expect(await payload.findGlobal({ slug, draft: true, ...asPublisher })).toMatchObject({ [field]: first, _status: 'draft' })
      const { docs: after } = await payload.findGlobalVersions({ slug, sort: '-updatedAt', limit: 1, ...asPublisher })
      expect(after[0].version).toMatchObject({ [field]: first, _status: 'draft' })
      expect(authorOf(after[0].version as unknown as Doc)).toBe(publisher.id)

      // The built-in restore would overwrite the published global: it is refused on every other path.
      await expect(payload.restoreGlobalVersion({ slug, id: String(versions[2].id), ...asPublisher })).rejects.toThrow(restoreOnlyAsDraft)
      expect((await rest('POST', `globals/${slug}/versions/${versions[2].id}`)).status).toBe(401)
      expect(((await payload.findGlobal({ slug, overrideAccess: false, depth: 0 })) as unknown as Doc)[field]).toBe(second)

      // Other files of this project share the database: the global goes back to how it was.
      const { id: _id, createdAt: _c, updatedAt: _u, globalType: _g, ...previous } = before as unknown as Doc
      if (before.updatedAt) await payload.updateGlobal({ slug, data: { ...previous, _status: 'published' } as never, depth: 0 })
    })
  }
})
