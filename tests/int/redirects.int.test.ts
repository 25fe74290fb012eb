import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientsToCount, flushMissingPaths, maxBuffered, recordMissingPath } from '@/data/missingPages'
import { getRedirectMap } from '@/data/redirects'
import { cacheTags, forgetRemembered } from '@/cache'
import { redirectFor } from '@/lib/redirects'
import { createStaff, fieldErrors, richText, unique, uploadImage } from './fixtures'
import { graphql, rest } from './http'
import { testPayload } from './payload'

let payload: Payload
type Staff = Awaited<ReturnType<typeof createStaff>>
let admin: Staff
let editor: Staff
let admissions: Staff
let editorJwt: string
let admissionsJwt: string
const tag = unique()

/** A 404 asked by enough different visitors to be counted (one client alone is not). */
const missedByVisitors = (path: string) => {
  for (let i = 0; i < clientsToCount; i++) recordMissingPath(path, `192.0.2.${i + 1}`)
}

const jwt = async (email: string) =>
  (await payload.login({ collection: 'users', data: { email, password: 'contraseña-segura-123' } })).token!
const createAs = (user: Staff | undefined, data: Record<string, unknown>) =>
  payload.create({ collection: 'redirecciones', data: data as never, overrideAccess: false, ...(user ? { user } : {}) })

beforeAll(async () => {
  payload = await testPayload()
  admin = await createStaff(payload, 'admin')
  editor = await createStaff(payload, 'editor')
  admissions = await createStaff(payload, 'admisiones')
  editorJwt = await jwt(editor.email)
  admissionsJwt = await jwt(admissions.email)
})

afterAll(async () => {
  await payload.delete({ collection: 'redirecciones', where: { desde: { contains: tag } }, overrideAccess: true })
  await payload.delete({ collection: 'direcciones-no-encontradas', where: { path: { contains: tag } }, overrideAccess: true })
})

describe(`redirecciones (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('an editor saves one with its address tidied; the proxy map answers it from both slash forms', async () => {
    const doc = await createAs(editor, {
      desde: ` https://www.ugc.edu.mx/viejo-${tag}/?id=3 `,
      hasta: '/licenciaturas/',
      tipo: '301',
      activa: true,
    })
    expect(doc).toMatchObject({ desde: `/viejo-${tag}`, hasta: '/licenciaturas' })
    forgetRemembered([cacheTags.redirects])
    const map = await getRedirectMap()
    expect(redirectFor(map, `/viejo-${tag}/`, '')).toEqual({ location: '/licenciaturas', status: 301 })
    await payload.update({ collection: 'redirecciones', id: doc.id, data: { activa: false }, overrideAccess: false, user: editor })
    forgetRemembered([cacheTags.redirects])
    expect(redirectFor(await getRedirectMap(), `/viejo-${tag}`, '')).toBeNull()
  })

  it('refuses, beside each field in Spanish, loops, chains, duplicates and live or internal addresses; nothing is saved', async () => {
    await createAs(editor, { desde: `/b-${tag}`, hasta: '/diplomados', tipo: '301' })
    await createAs(editor, { desde: `/c-${tag}`, hasta: `/a-${tag}`, tipo: '302' })
    const { docs } = await payload.find({
      collection: 'programas',
      where: { and: [{ tipo: { equals: 'LIC' } }, { _status: { equals: 'published' } }] },
      limit: 1,
    })
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ desde: `/a-${tag}`, hasta: `/a-${tag}/` }, 'hasta', /^El destino es la misma dirección anterior/],
      [
        { desde: `/a-${tag}`, hasta: `/c-${tag}` },
        'hasta',
        new RegExp(`^/c-${tag} ya lleva a /a-${tag}: las dos redirecciones formarían un ciclo sin fin\\.$`),
      ],
      [
        { desde: `/a-${tag}`, hasta: `/b-${tag}` },
        'hasta',
        new RegExp(`^/b-${tag} ya se redirige a /diplomados\\. Escribe /diplomados como destino`),
      ],
      [{ desde: `/b-${tag}/`, hasta: '/stica' }, 'desde', /^Ya hay una redirección desde/],
      [{ desde: '/admin/collections/users', hasta: '/stica' }, 'desde', /uso interno del sitio/],
      [{ desde: '/cms-api/users', hasta: '/stica' }, 'desde', /uso interno del sitio/],
      [{ desde: '/quienes-somos/', hasta: '/stica' }, 'desde', /es una página del sitio que funciona/],
      [{ desde: `/x-${tag}`, hasta: 'javascript:alert(1)' }, 'hasta', /ruta del sitio/],
      [{ desde: `/x-${tag}`, hasta: 'http://inseguro.example' }, 'hasta', /https:\/\//],
    ]
    if (docs[0]) cases.push([{ desde: `/licenciaturas/${docs[0].slug}`, hasta: '/stica' }, 'desde', /es una página del sitio que funciona/])
    for (const [data, path, message] of cases) {
      const errors = await fieldErrors(createAs(editor, { tipo: '301', ...data }))
      expect(errors, JSON.stringify(data)).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }))
    }
    expect((await payload.count({ collection: 'redirecciones', where: { desde: { in: [`/a-${tag}`, `/x-${tag}`] } } })).totalDocs).toBe(0)
  })

  it('saving A → B moves the redirects that led to A straight to B, and removes A from the 404 log', async () => {
    missedByVisitors(`/a-${tag}`)
    recordMissingPath(`/a-${tag}/`, '192.0.2.200')
    await flushMissingPaths()
    const logged = await payload.find({ collection: 'direcciones-no-encontradas', where: { path: { equals: `/a-${tag}` } } })
    expect(logged.docs[0]?.veces).toBe(clientsToCount + 1)
    await createAs(editor, { desde: `/a-${tag}`, hasta: '/egresados', tipo: '301' })
    const c = await payload.find({ collection: 'redirecciones', where: { desde: { equals: `/c-${tag}` } } })
    expect(c.docs[0]?.hasta).toBe('/egresados')
    expect((await payload.count({ collection: 'direcciones-no-encontradas', where: { path: { equals: `/a-${tag}` } } })).totalDocs).toBe(0)
  })

  it('admisiones and visitors cannot read or write them on any path', async () => {
    await expect(createAs(admissions, { desde: `/y-${tag}`, hasta: '/stica' })).rejects.toThrow(
      'No tienes permiso para realizar esta acción.',
    )
    await expect(createAs(undefined, { desde: `/y-${tag}`, hasta: '/stica' })).rejects.toThrow(
      'No tienes permiso para realizar esta acción.',
    )
    await expect(payload.find({ collection: 'redirecciones', overrideAccess: false, user: admissions })).rejects.toThrow(
      'No tienes permiso',
    )
    await expect(payload.find({ collection: 'redirecciones', overrideAccess: false })).rejects.toThrow('No tienes permiso')
    await expect(payload.find({ collection: 'direcciones-no-encontradas', overrideAccess: false, user: admissions })).rejects.toThrow(
      'No tienes permiso',
    )

    for (const headers of [{ Authorization: `JWT ${admissionsJwt}` }, {} as Record<string, string>]) {
      expect((await rest('GET', 'redirecciones', { headers })).status).toBeGreaterThanOrEqual(401)
      expect(
        (await rest('POST', 'redirecciones', { headers, body: { desde: `/y-${tag}`, hasta: '/stica' } })).status,
      ).toBeGreaterThanOrEqual(401)
      expect((await rest('GET', 'direcciones-no-encontradas', { headers })).status).toBeGreaterThanOrEqual(401)
      const gql = await graphql(
        `mutation { createRedireccione(data: { desde: "/y-${tag}", hasta: "/stica", tipo: _301 }) { id } }`,
        headers,
      )
      expect(JSON.stringify(gql.body)).not.toContain('"id"')
    }
    expect((await payload.count({ collection: 'redirecciones', where: { desde: { equals: `/y-${tag}` } } })).totalDocs).toBe(0)

    // The editor, through REST and GraphQL, both work.
    const viaRest = await rest('POST', 'redirecciones', {
      headers: { Authorization: `JWT ${editorJwt}` },
      body: { desde: `/y-${tag}`, hasta: '/stica', tipo: '302' },
    })
    expect(viaRest.status).toBe(201)
    const refused = await rest('POST', 'redirecciones', {
      headers: { Authorization: `JWT ${editorJwt}` },
      body: { desde: `/z-${tag}`, hasta: `/y-${tag}` },
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain(`/y-${tag} ya se redirige a /stica`)
    const list = await graphql(`{ Redirecciones(where: { desde: { equals: "/y-${tag}" } }) { docs { hasta tipo } } }`, {
      Authorization: `JWT ${editorJwt}`,
    })
    expect(list.body.data?.Redirecciones?.docs).toEqual([{ hasta: '/stica', tipo: '_302' }])
  })

  it('a target a browser would read as another host, or with a user and password, is refused on REST and GraphQL in Spanish beside «Llevar a»; nothing is saved (issue 43.4)', async () => {
    const auth = { Authorization: `JWT ${editorJwt}` }
    const cases: [string, RegExp][] = [
      ['/\\evil.example', /^El destino no puede llevar barras invertidas/],
      ['\\/evil.example', /^El destino no puede llevar barras invertidas/],
      ['/\t/evil.example', /^El destino no puede llevar espacios ni saltos de línea/],
      ['https://user:pw@www.gob.mx/sep', /^La dirección de destino no puede llevar usuario ni contraseña/],
      ['vbscript:msgbox(1)', /^El destino debe ser una ruta del sitio/],
    ]
    for (const [hasta, message] of cases) {
      const viaRest = await rest('POST', 'redirecciones', { headers: auth, body: { desde: `/malo-${tag}`, hasta, tipo: '301' } })
      expect(viaRest.status, hasta).toBe(400)
      expect(viaRest.body.errors?.[0]?.data?.errors, hasta).toContainEqual(
        expect.objectContaining({ path: 'hasta', message: expect.stringMatching(message) }),
      )
      const viaGraphql = await graphql(
        `mutation { createRedireccione(data: { desde: ${JSON.stringify(`/malo-${tag}`)}, hasta: ${JSON.stringify(hasta)}, tipo: _301 }) { id } }`,
        auth,
      )
      expect(viaGraphql.body.data?.createRedireccione ?? null, hasta).toBeNull()
      expect(JSON.stringify(viaGraphql.body.errors), hasta).toContain(message.source.slice(1))
    }
    // Escaped, a backslash stays part of a path of this site.
    const kept = await rest('POST', 'redirecciones', {
      headers: auth,
      body: { desde: `/escapado-${tag}`, hasta: '/noticias/%5Cevil.example', tipo: '302' },
    })
    expect(kept.status).toBe(201)
    expect(kept.body.doc.hasta).toBe('/noticias/%5Cevil.example')
    expect((await payload.count({ collection: 'redirecciones', where: { desde: { equals: `/malo-${tag}` } } })).totalDocs).toBe(0)
  })

  it('a row saved before the rule, whose target leaves the site, is never answered by the proxy', async () => {
    // Written under the back office's checks, as rows saved before them were.
    for (const [desde, hasta] of [
      [`/antes-${tag}`, '/\\evil.example'],
      [`/antes2-${tag}`, 'https://user:pw@www.gob.mx'],
    ]) {
      await payload.db.create({ collection: 'redirecciones', data: { desde, hasta, tipo: '301', activa: true }, req: {} as never })
    }
    await createAs(editor, { desde: `/despues-${tag}`, hasta: '/stica', tipo: '301' })
    forgetRemembered([cacheTags.redirects])
    const map = await getRedirectMap()
    expect(redirectFor(map, `/antes-${tag}`, '')).toBeNull()
    expect(redirectFor(map, `/antes2-${tag}`, '')).toBeNull()
    expect(redirectFor(map, `/despues-${tag}`, '')).toEqual({ location: '/stica', status: 301 })
  })

  it('nobody writes the 404 log from outside, not even an admin; staff may delete rows', async () => {
    const adminJwt = await jwt(admin.email)
    const forged = await rest('POST', 'direcciones-no-encontradas', {
      headers: { Authorization: `JWT ${adminJwt}` },
      body: { path: `/falso-${tag}`, veces: 9999, primera_vez: new Date().toISOString(), ultima_vez: new Date().toISOString() },
    })
    expect(forged.status).toBe(403)
    missedByVisitors(`/borrar-${tag}`)
    await flushMissingPaths()
    const row = (await payload.find({ collection: 'direcciones-no-encontradas', where: { path: { equals: `/borrar-${tag}` } } })).docs[0]!
    expect(
      (
        await rest('PATCH', `direcciones-no-encontradas/${row.id}`, {
          headers: { Authorization: `JWT ${editorJwt}` },
          body: { veces: 1000 },
        })
      ).status,
    ).toBe(403)
    expect((await rest('DELETE', `direcciones-no-encontradas/${row.id}`, { headers: { Authorization: `JWT ${editorJwt}` } })).status).toBe(
      200,
    )
  })

  it('counts a flood of 404s within its bounds: assets and machinery are not counted, no query or e-mail is kept', async () => {
    // Many visitors, so the flood is counted and meets the process's own bound.
    for (let i = 0; i < 800; i++)
      for (let c = 0; c < clientsToCount; c++) recordMissingPath(`/inundacion-${tag}-${i}`, `2001:db8::${i.toString(16)}:${c}`)
    missedByVisitors(`/perfil-${tag}/ana%40correo.mx`)
    missedByVisitors('/api/algo')
    missedByVisitors('/_next/static/x.js')
    await flushMissingPaths()
    const flood = await payload.count({ collection: 'direcciones-no-encontradas', where: { path: { contains: `inundacion-${tag}` } } })
    expect(flood.totalDocs).toBeLessThanOrEqual(maxBuffered)
    expect(flood.totalDocs).toBeGreaterThan(0)
    expect(
      (await payload.count({ collection: 'direcciones-no-encontradas', where: { path: { equals: `/perfil-${tag}/[correo]` } } })).totalDocs,
    ).toBe(0)
    expect((await payload.count({ collection: 'direcciones-no-encontradas', where: { path: { equals: '/api/algo' } } })).totalDocs).toBe(0)
  })
})

describe(`buscadores y redes (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it("an item's own title, description and image reach the public read; empty fields stay automatic", async () => {
    const image = await uploadImage(payload, 'Imagen para compartir de prueba')
    const titulo = `Noticia SEO ${tag}`
    // A publisher: the item goes straight to the site.
    const publisher = await createStaff(payload, 'publicador')
    const doc = await payload.create({
      collection: 'comunicaciones',
      data: {
        tipo: 'NOT',
        titulo,
        fecha: '2026-11-03T12:00:00.000Z',
        contenido: richText('Texto.'),
        _status: 'published',
        seo: { meta_titulo: 'Título propio', meta_descripcion: 'Descripción propia.', meta_imagen: image },
      },
      overrideAccess: false,
      user: publisher,
    })
    // What src/data/seo.ts reads for the page: a visitor's read of the published item (the cached
    // wrapper itself needs Next.js; the API test reads the page).
    const { docs } = await payload.find({
      collection: 'comunicaciones',
      where: { slug: { equals: doc.slug } },
      depth: 1,
      overrideAccess: false,
      select: { seo: true },
    })
    expect(docs[0]?.seo).toMatchObject({
      meta_titulo: 'Título propio',
      meta_descripcion: 'Descripción propia.',
      meta_imagen: { width: 800, height: 450, alt: 'Imagen para compartir de prueba' },
    })
    const long = await fieldErrors(
      payload.update({
        collection: 'comunicaciones',
        id: doc.id,
        data: { seo: { meta_titulo: 'x'.repeat(121) } },
        overrideAccess: false,
        user: publisher,
      }),
    )
    expect(long[0]?.path).toBe('seo.meta_titulo')
    await payload.delete({ collection: 'comunicaciones', id: doc.id })
  })
})
