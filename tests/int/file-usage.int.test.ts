import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { mediaUsage } from '@/cms/media/usage'
import { createStaff, richText, unique, uploadImage } from './fixtures'
import { testPayload } from './payload'

let payload: Payload
let editor: Awaited<ReturnType<typeof createStaff>>

beforeAll(async () => {
  payload = await testPayload()
  editor = await createStaff(payload, 'editor')
})

const refusal = (deletion: Promise<unknown>) =>
  deletion.then(
    () => null,
    (e: Error & { status?: number }) => ({ status: e.status, message: e.message }),
  )

describe(`a file in use is not deleted (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('lists the published news item, the draft of another and a rich-text picture that use it; deleting is refused in Spanish and the file stays', async () => {
    const photo = await uploadImage(payload, 'Foto compartida')
    const inBody = await uploadImage(payload, 'Foto dentro del texto')
    const published = await payload.create({
      collection: 'comunicaciones',
      data: {
        tipo: 'NOT',
        titulo: `Con foto ${unique()}`,
        fecha: '2026-11-01T12:00:00.000Z',
        path_imagen: photo,
        contenido: richText('Texto.'),
        _status: 'published',
      },
    })
    // A second item only in a draft: its next version would show the photo.
    const other = await payload.create({
      collection: 'comunicaciones',
      data: {
        tipo: 'NOT',
        titulo: `Borrador ${unique()}`,
        fecha: '2026-11-02T12:00:00.000Z',
        contenido: richText('Sin foto.'),
        _status: 'published',
      },
    })
    await payload.update({ collection: 'comunicaciones', id: other.id, data: { path_imagen: photo }, draft: true })
    const body = richText('Con una imagen.') as { root: { children: unknown[] } }
    body.root.children.push({ type: 'upload', relationTo: 'media', value: inBody, fields: null, format: '', version: 3 })
    const withBody = await payload.create({
      collection: 'comunicaciones',
      data: {
        tipo: 'EVE',
        titulo: `Imagen en el texto ${unique()}`,
        fecha: '2026-11-03T12:00:00.000Z',
        contenido: body as never,
        _status: 'published',
      },
    })

    const usage = await mediaUsage(payload, photo)
    expect(usage.map((u) => u.label).sort()).toEqual([`Noticia o evento: ${published.titulo}`, `Noticia o evento: ${other.titulo}`].sort())
    expect(usage.map((u) => u.href)).toContain(`/admin/collections/comunicaciones/${published.id}`)
    expect((await mediaUsage(payload, inBody)).map((u) => u.label)).toEqual([`Noticia o evento: ${withBody.titulo}`])

    const refused = await refusal(payload.delete({ collection: 'media', id: photo, overrideAccess: false, user: editor }))
    expect(refused?.status).toBe(409)
    expect(refused?.message).toMatch(/^No puedes borrar este archivo: se usa en «Noticia o evento: /)
    expect(refused?.message).toContain(published.titulo)
    expect((await payload.findByID({ collection: 'media', id: photo, depth: 0 })).id).toBe(photo)
    const stillThere = await payload.findByID({ collection: 'comunicaciones', id: published.id, depth: 0 })
    expect(stillThere.path_imagen).toBe(photo)
  })

  it('a file nobody uses is deleted as before', async () => {
    const spare = await uploadImage(payload, 'Sin usar')
    expect(await mediaUsage(payload, spare)).toEqual([])
    await payload.delete({ collection: 'media', id: spare, overrideAccess: false, user: editor })
    expect((await payload.find({ collection: 'media', where: { id: { equals: spare } } })).totalDocs).toBe(0)
  })
})
