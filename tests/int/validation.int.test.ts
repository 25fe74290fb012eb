import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createStaff, fieldErrors, unique, uploadImage } from './fixtures'
import { graphql, rest } from './http'
import { testPayload } from './payload'

let payload: Payload
let editor: Awaited<ReturnType<typeof createStaff>>

beforeAll(async () => {
  payload = await testPayload()
  // A publisher: the settings are saved straight to the site.
  editor = await createStaff(payload, 'publicador')
})

const asEditor = (data: Record<string, unknown>) =>
  payload.updateGlobal({ slug: 'configuracion-sitio', data, overrideAccess: false, user: editor })

describe(`values that reach the public site are checked before they are saved (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('phones, WhatsApp numbers and videos are refused in Spanish beside their field, and nothing changes', async () => {
    const before = await payload.findGlobal({ slug: 'configuracion-sitio', depth: 0 })
    const cases: [string, string, RegExp][] = [
      ['whatsapp', 'abc', /^Escribe el número de WhatsApp con sus 10 dígitos/],
      ['whatsapp_preparatoria', '143 3030', /^Escribe el número de WhatsApp con sus 10 dígitos/],
      ['telefono', '624-CALL-UGC', /^Escribe un teléfono de 10 dígitos/],
      ['telefono_quejas_conocer', '+1 415 555 0100', /^Escribe un teléfono de 10 dígitos/],
      ['conocer_telefonos', '624 143 3030 y pregunta por Ana', /Separa varios con «y»/],
      ['video_inicio', 'https://vimeo.com/123456789', /^Pega la dirección del video de YouTube/],
      ['video_casos_exito', 'no es un video', /^Pega la dirección del video de YouTube/],
    ]
    for (const [field, value, message] of cases) {
      const errors = await fieldErrors(asEditor({ [field]: value }))
      expect(errors, `${field}: ${value}`).toContainEqual(expect.objectContaining({ path: field, message: expect.stringMatching(message) }))
    }
    const after = await payload.findGlobal({ slug: 'configuracion-sitio', depth: 0 })
    for (const [field] of cases) expect(after[field as keyof typeof after], field).toEqual(before[field as keyof typeof before])
  })

  it('a WhatsApp number written any usual way and a pasted video address raise no error on their field', async () => {
    for (const [field, value] of [
      ['whatsapp', '+52 (624) 143-3030'],
      ['whatsapp_practicas', '624 143 3333'],
      ['telefono_preparatoria', '(624) 143-3031'],
      ['conocer_telefonos', '624 143 3030 ext. 120 y 624 143 3034'],
      ['video_inicio', 'https://youtu.be/Zk3bYQ1nLqM?si=x'],
    ]) {
      // The test database's settings may lack other required values: only this field's verdict counts.
      const errors = await asEditor({ [field!]: value }).then(
        () => [],
        (e: { data?: { errors?: { path: string }[] } }) => e.data?.errors ?? [],
      )
      expect(
        errors.filter((e) => e.path === field),
        `${field}: ${value}`,
      ).toEqual([])
    }
  })
})

describe(`drafts are checked like everything else; only «required» waits for publication (issues 43.6, 44.2) (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const linkMessage = /^El enlace debe ser una ruta del sitio/
  let writer: Awaited<ReturnType<typeof createStaff>>
  let auth: Record<string, string>
  let image: number

  beforeAll(async () => {
    // An editor: every save of theirs is a draft.
    writer = await createStaff(payload, 'editor')
    auth = {
      Authorization: `JWT ${(await payload.login({ collection: 'users', data: { email: writer.email, password: 'contraseña-segura-123' } })).token}`,
    }
    image = await uploadImage(payload)
  })

  it('a settings draft with a WhatsApp number that is not one is refused on REST and the Local API, in Spanish, and the draft keeps its number', async () => {
    const before = await payload.findGlobal({ slug: 'configuracion-sitio', depth: 0, draft: true })
    const viaRest = await rest('POST', 'globals/configuracion-sitio?draft=true', {
      headers: auth,
      body: { whatsapp: 'abc', _status: 'draft' },
    })
    expect(viaRest.status).toBe(400)
    expect(viaRest.body.errors?.[0]?.data?.errors).toContainEqual(
      expect.objectContaining({ path: 'whatsapp', message: expect.stringMatching(/^Escribe el número de WhatsApp con sus 10 dígitos/) }),
    )

    // GraphQL's input for this global asks for every required setting, which the test database
    // leaves empty: the same check on GraphQL is proven on the carousel below and on a full
    // settings form in tests/api/settings-validation.api.test.ts.
    const local = await fieldErrors(
      payload.updateGlobal({
        slug: 'configuracion-sitio',
        data: { whatsapp: '143 3030' },
        draft: true,
        overrideAccess: false,
        user: writer,
      }),
    )
    expect(local).toEqual([expect.objectContaining({ path: 'whatsapp', message: expect.stringMatching(/^Escribe el número de WhatsApp/) })])
    expect((await payload.findGlobal({ slug: 'configuracion-sitio', depth: 0, draft: true })).whatsapp).toBe(before.whatsapp)
  })

  it('a carousel draft with a javascript: link is refused on REST, GraphQL and the Local API, and nothing is stored', async () => {
    const titulo = `Borrador con enlace ${unique()}`
    for (const link of ['javascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,hola', '/\\sitio-ajeno.example']) {
      const viaRest = await rest('POST', 'carrusel?draft=true', {
        headers: auth,
        body: { titulo, tipo: 'CAR', path_imagen: image, link, _status: 'draft' },
      })
      expect(viaRest.status, link).toBe(400)
      expect(viaRest.body.errors?.[0]?.data?.errors, link).toEqual([
        expect.objectContaining({ path: 'link', message: expect.stringMatching(linkMessage) }),
      ])
      const viaGraphql = await graphql(
        `mutation { createCarrusel(data: { titulo: ${JSON.stringify(titulo)}, tipo: CAR, path_imagen: ${image}, link: ${JSON.stringify(link)} }, draft: true) { id } }`,
        auth,
      )
      expect(viaGraphql.body.data?.createCarrusel ?? null, link).toBeNull()
      expect(JSON.stringify(viaGraphql.body.errors), link).toContain('El enlace debe ser una ruta del sitio')
      const local = await fieldErrors(
        payload.create({
          collection: 'carrusel',
          data: { titulo, tipo: 'CAR', path_imagen: image, link },
          draft: true,
          overrideAccess: false,
          user: writer,
        }),
      )
      expect(local, link).toEqual([expect.objectContaining({ path: 'link', message: expect.stringMatching(linkMessage) })])
    }
    expect((await payload.countVersions({ collection: 'carrusel', where: { 'version.titulo': { equals: titulo } } })).totalDocs).toBe(0)
  })

  it('a news draft may wait for its title, not for the format of what it has; publishing asks for the title', async () => {
    const publisher = await createStaff(payload, 'publicador')
    // Only the wrong format is reported on a draft: the missing title waits.
    const errors = await fieldErrors(
      payload.create({
        collection: 'comunicaciones',
        data: { tipo: 'NOT', titulo: '', seo: { meta_titulo: 'x'.repeat(121) } },
        draft: true,
        overrideAccess: false,
        user: writer,
      }),
    )
    expect(errors.map((e) => e.path)).toEqual(['seo.meta_titulo'])
    const viaRest = await rest('POST', 'comunicaciones?draft=true', { headers: auth, body: { tipo: 'NOT', titulo: '', _status: 'draft' } })
    expect(viaRest.status).toBe(201)
    const id = viaRest.body.doc.id as number
    const publish = await fieldErrors(
      payload.update({ collection: 'comunicaciones', id, data: { _status: 'published' }, overrideAccess: false, user: publisher }),
    )
    expect(publish).toContainEqual(expect.objectContaining({ path: 'titulo' }))
    await payload.delete({ collection: 'comunicaciones', id })
  })

  it("a heading 1 in a news item's text is stored as a heading 2, on REST and the Local API, and the site reads it as one (issue 44.5)", async () => {
    const heading = (tag: string) => ({
      type: 'heading',
      tag,
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: [{ type: 'text', version: 1, text: 'Programa del día', detail: 0, format: 0, mode: 'normal', style: '' }],
    })
    const contenido = { root: { type: 'root', version: 1, direction: null, format: '' as const, indent: 0, children: [heading('h1')] } }
    const viaRest = await rest('POST', 'comunicaciones?draft=true', {
      headers: auth,
      body: { tipo: 'NOT', titulo: `Feria ${unique()}`, contenido, _status: 'draft' },
    })
    expect(viaRest.status).toBe(201)
    expect(viaRest.body.doc.contenido.root.children[0]).toMatchObject({ type: 'heading', tag: 'h2' })
    const local = await payload.create({
      collection: 'comunicaciones',
      data: { tipo: 'NOT', titulo: `Feria ${unique()}`, contenido },
      draft: true,
      overrideAccess: false,
      user: writer,
    })
    const stored = await payload.findByID({ collection: 'comunicaciones', id: local.id, draft: true, depth: 0 })
    expect((stored.contenido as typeof contenido).root.children[0]).toMatchObject({ type: 'heading', tag: 'h2' })
    for (const id of [viaRest.body.doc.id as number, local.id]) await payload.delete({ collection: 'comunicaciones', id })
  })
})
