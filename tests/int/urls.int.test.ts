import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { fieldErrors, unique, uploadImage } from './fixtures'
import { testPayload } from './payload'

let payload: Payload
let image: number

beforeAll(async () => {
  payload = await testPayload()
  image = await uploadImage(payload)
})

const linkMessage =
  'El enlace debe ser una ruta del sitio que empiece con / (como /licenciaturas) o una dirección completa que empiece con https://, sin espacios ni comillas.'
const mapMessage =
  'Pega la dirección del mapa para insertar (https://www.google.com/maps/embed…, https://maps.google.com/… o https://www.openstreetmap.org/export/embed.html…), sin espacios, comillas ni punto y coma.'

describe(`addresses editors type are checked by kind (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('a carousel link takes a site path or an https address; http, credentials, javascript:, //host and the like are refused in Spanish, nothing stored', async () => {
    const titulo = `Enlace ${unique()}`
    for (const link of [
      'javascript:alert(1)',
      '//sitio-ajeno.example',
      'data:text/html,hola',
      '/ruta con espacios',
      'http://sitio-ajeno.example',
      'https://yo:clave@sitio-ajeno.example',
    ]) {
      expect(
        await fieldErrors(payload.create({ collection: 'carrusel', data: { titulo, tipo: 'CAR', path_imagen: image, link } })),
      ).toEqual([expect.objectContaining({ path: 'link', message: linkMessage })])
    }
    expect((await payload.count({ collection: 'carrusel', where: { titulo: { equals: titulo } } })).totalDocs).toBe(0)
    const ok = await payload.create({
      collection: 'carrusel',
      data: { titulo, tipo: 'CAR', path_imagen: image, link: '/licenciaturas', _status: 'published' },
    })
    expect(ok.link).toBe('/licenciaturas')
    await payload.delete({ collection: 'carrusel', id: ok.id })
  })

  it('a programme logo link the same', async () => {
    expect(
      await fieldErrors(
        payload.create({
          collection: 'programas-academicos',
          data: { titulo: `Logo ${unique()}`, path_imagen: image, link: 'vbscript:x' },
        }),
      ),
    ).toEqual([expect.objectContaining({ path: 'link', message: linkMessage })])
  })

  it('a campus map must be an embed of an allowed map service with nothing that could end a CSP directive; the settings stay as they were', async () => {
    const before = await payload.findGlobal({ slug: 'configuracion-sitio', depth: 0 })
    const campusWith = (mapa_embed: string) => [
      { nombre: 'Centro', direccion: 'Leona Vicario s/n', mapa_embed, mapa_enlace: 'https://maps.google.com/?q=cabo' },
    ]
    // Another field's error may come along (the test database's settings are not all filled in).
    for (const mapa_embed of [
      'https://www.google.com/maps;sandbox;/embed?pb=1',
      'https://sitio-ajeno.example/maps/embed',
      'https://www.google.com/maps/embed x',
    ]) {
      const errors = await fieldErrors(payload.updateGlobal({ slug: 'configuracion-sitio', data: { campus: campusWith(mapa_embed) } }))
      expect(errors).toContainEqual(expect.objectContaining({ path: 'campus.0.mapa_embed', message: mapMessage }))
    }
    const facebook = await fieldErrors(payload.updateGlobal({ slug: 'configuracion-sitio', data: { facebook: 'javascript:alert(1)' } }))
    expect(facebook).toContainEqual(
      expect.objectContaining({
        path: 'facebook',
        message: 'Escribe una dirección completa que empiece con https://, sin espacios ni comillas.',
      }),
    )
    const radio = await fieldErrors(
      payload.updateGlobal({ slug: 'configuracion-sitio', data: { radio_stream_url: 'https://radio.ugc.edu.mx/a;sandbox' } }),
    )
    expect(radio).toContainEqual(
      expect.objectContaining({ path: 'radio_stream_url', message: 'La dirección no puede llevar punto y coma ni comas.' }),
    )
    const after = await payload.findGlobal({ slug: 'configuracion-sitio', depth: 0 })
    expect((after.campus ?? []).map((c) => c.mapa_embed)).toEqual((before.campus ?? []).map((c) => c.mapa_embed))
    expect(after.facebook).toBe(before.facebook)
    // An allowed embed raises no campus error; the save itself may still be refused for another
    // field the test database leaves empty, so it is undone only if it went through.
    const fine = await payload
      .updateGlobal({ slug: 'configuracion-sitio', data: { campus: campusWith('https://www.google.com/maps/embed?pb=1') } })
      .then(
        () => null,
        (e: { data?: { errors?: { path: string }[] } }) => e.data?.errors ?? [],
      )
    expect((fine ?? []).filter((e) => e.path.startsWith('campus'))).toEqual([])
    if (fine === null) await payload.updateGlobal({ slug: 'configuracion-sitio', data: { campus: before.campus ?? [] } })
  })
})
