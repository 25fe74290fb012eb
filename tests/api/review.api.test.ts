import { describe, expect, it } from 'vitest'
import { base, cms, editorToken, label } from './helpers'

// Review against the production build: the refusals reach the back office in Spanish (a
// production bundle once turned our hooks' messages into «Ocurrió un error inesperado»).
const call = (token: string, path: string, method: string, body?: unknown) =>
  fetch(`${base}/cms-api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const messageOf = async (response: Response) => ((await response.json()) as { errors?: { message: string }[] }).errors?.[0]?.message

describe(`review before publishing on a production server (${label})`, () => {
  it("an editor's publish is refused in Spanish; a return without a comment is refused beside its field; a publisher's goes through", async () => {
    const editor = await editorToken('revision')
    const publisher = await editorToken('revision', 'publicador')
    const media = await cms('/media?limit=1&depth=0&where[mimeType][contains]=image')
    const image = (media.body.docs as { id: number }[])[0]!.id
    const titulo = `Revisión en producción ${Date.now()}`
    const created = await call(editor, '/comunicaciones?draft=true&depth=0', 'POST', {
      tipo: 'NOT',
      titulo,
      fecha: new Date().toISOString(),
      path_imagen: image,
      _status: 'draft',
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }

    const refused = await call(editor, `/comunicaciones/${doc.id}`, 'PATCH', { _status: 'published' })
    expect(refused.status).toBe(403)
    const published = await call(publisher, `/comunicaciones/${doc.id}`, 'PATCH', { _status: 'published' })
    expect(published.status).toBe(200)
    const unpublish = await call(editor, `/comunicaciones/${doc.id}`, 'PATCH', { _status: 'draft' })
    expect(unpublish.status).toBe(403)
    expect(await messageOf(unpublish)).toBe(
      'Como editor guardas borradores y los envías a revisión: publicar, quitar de publicación o borrar lo que ya está en el sitio le toca a un publicador.',
    )

    const sent = await call(editor, '/revisiones', 'POST', { coleccion: 'comunicaciones', documento: String(doc.id) })
    expect(sent.status).toBe(201)
    const review = ((await sent.json()) as { doc: { id: number } }).doc.id
    const twice = await call(editor, '/revisiones', 'POST', { coleccion: 'comunicaciones', documento: String(doc.id) })
    expect(twice.status).toBe(400)
    expect(await messageOf(twice)).toBe('Este contenido ya está pendiente de revisión.')
    const empty = await call(publisher, `/revisiones/${review}`, 'PATCH', { estado: 'devuelta', comentario: '' })
    expect(empty.status).toBe(400)
    const body = (await empty.json()) as { errors: { message: string; data?: { errors?: { path: string }[] } }[] }
    expect(body.errors[0]!.message).toBe('Escribe qué hay que cambiar antes de devolverlo.')
    expect(body.errors[0]!.data?.errors?.[0]?.path).toBe('comentario')
    expect((await call(publisher, `/revisiones/${review}`, 'PATCH', { estado: 'devuelta', comentario: 'Falta la fecha.' })).status).toBe(
      200,
    )
    await cms(`/comunicaciones/${doc.id}`, { method: 'DELETE' })
  })
})
