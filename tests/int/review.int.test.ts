import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startQueueRunner, stopQueueRunner } from '@/cms/jobs/runner'
import { loadEditorDashboard } from '@/cms/content/editorDashboard'
import { onlyPublishersGoLive } from '@/cms/review/guard'
import { guardedSchedulePublish, scheduleRefused } from '@/cms/versions/schedule'
import { env } from '@/env'
import { createLocalReq } from 'payload'
import { createStaff, richText, unique, uploadImage } from './fixtures'
import { graphql, rest } from './http'
import { testPayload } from './payload'
import { startMailSink } from '../support/mailSink'

// Review: an editor writes drafts and sends them to review; a publisher publishes them or returns
// them with a comment; each step e-mails the other side through the queue and a real SMTP server.
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
let payload: Payload
let sink: Awaited<ReturnType<typeof startMailSink>>
let image: number
type Staff = Awaited<ReturnType<typeof createStaff>>
let editor: Staff
let publisher: Staff
let admissions: Staff
const jwt: Record<string, string> = {}

const auth = (who: string) => ({ Authorization: `JWT ${jwt[who]}` })
const news = (titulo: string, extra: Record<string, unknown> = {}) => ({
  tipo: 'NOT' as const,
  titulo,
  fecha: '2026-11-20T12:00:00.000Z',
  path_imagen: image,
  contenido: richText(`${titulo}.`),
  ...extra,
})
const publicTitles = async () =>
  (await payload.find({ collection: 'comunicaciones', overrideAccess: false, pagination: false, depth: 0 })).docs.map((d) => d.titulo)
const errorOf = (body: Record<string, any>) => body.errors?.[0]?.message as string | undefined

beforeAll(async () => {
  payload = await testPayload()
  sink = await startMailSink(Number(new URL(env.smtpUrl!).port))
  image = await uploadImage(payload)
  editor = await createStaff(payload, 'editor')
  publisher = await createStaff(payload, 'publicador')
  admissions = await createStaff(payload, 'admisiones')
  for (const [who, user] of Object.entries({ editor, publisher, admissions })) {
    jwt[who] = (await payload.login({ collection: 'users', data: { email: user.email, password: 'contraseña-segura-123' } })).token!
  }
  startQueueRunner(payload)
})

afterAll(async () => {
  stopQueueRunner()
  await sink.close()
})

describe(`review before publishing (${engine})`, () => {
  it('an editor saves drafts but cannot publish, change, unpublish or delete what is live, through REST, GraphQL or the Local API', async () => {
    // Publishing at creation.
    const created = await rest('POST', 'comunicaciones', {
      body: news(`Directa ${unique()}`, { _status: 'published' }),
      headers: auth('editor'),
    })
    expect(created.status).toBe(403)
    // A draft is fine.
    const draft = await rest('POST', 'comunicaciones?draft=true', {
      body: news(`Borrador ${unique()}`, { _status: 'draft' }),
      headers: auth('editor'),
    })
    expect(draft.status).toBe(201)
    const id = draft.body.doc.id
    // Publishing the draft.
    const publish = await rest('PATCH', `comunicaciones/${id}`, { body: { _status: 'published' }, headers: auth('editor') })
    expect(publish.status).toBe(403)
    const gql = await graphql(`mutation { updateComunicacion(id: ${id}, data: { _status: published }) { id } }`, auth('editor'))
    expect(gql.body.errors?.length).toBeGreaterThan(0)
    await expect(
      payload.update({ collection: 'comunicaciones', id, data: { _status: 'published' }, user: editor, overrideAccess: false }),
    ).rejects.toThrow()

    // Once a publisher published it, the editor's save without a draft, unpublish and delete are refused.
    const titulo = `En vivo ${unique()}`
    const live = await payload.create({
      collection: 'comunicaciones',
      data: news(titulo, { _status: 'published' }),
      user: publisher,
      overrideAccess: false,
    })
    for (const attempt of [
      rest('PATCH', `comunicaciones/${live.id}`, { body: { titulo: 'Cambiada sin revisión' }, headers: auth('editor') }),
      rest('PATCH', `comunicaciones/${live.id}`, { body: { _status: 'draft' }, headers: auth('editor') }),
      rest('DELETE', `comunicaciones/${live.id}`, { headers: auth('editor') }),
      rest('DELETE', `comunicaciones?where[id][equals]=${live.id}`, { headers: auth('editor') }),
    ]) {
      const answer = await attempt
      expect(answer.status).toBe(403)
      expect(JSON.stringify(answer.body)).toContain(onlyPublishersGoLive)
    }
    await expect(
      payload.update({ collection: 'comunicaciones', id: live.id, data: { titulo: 'Local' }, user: editor, overrideAccess: false }),
    ).rejects.toThrow(onlyPublishersGoLive)
    expect(await publicTitles()).toContain(titulo)
    const unchanged = await payload.findByID({ collection: 'comunicaciones', id: live.id, depth: 0 })
    expect(unchanged.titulo).toBe(titulo)
    expect(unchanged._status).toBe('published')

    // A draft over the live item leaves the site as it was.
    const over = await rest('PATCH', `comunicaciones/${live.id}?draft=true`, {
      body: { titulo: `${titulo} (borrador)` },
      headers: auth('editor'),
    })
    expect(over.status).toBe(200)
    expect(await publicTitles()).toContain(titulo)
    expect(await publicTitles()).not.toContain(`${titulo} (borrador)`)

    // The editor may not schedule it either; the publisher may.
    const schedule = async (user: Staff) => {
      const req = await createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
      return (await guardedSchedulePublish({
        type: 'publish',
        doc: { relationTo: 'comunicaciones', value: String(live.id) },
        date: new Date(Date.now() + 3600_000),
        req,
        cookies: new Map(),
        importMap: {},
        locale: undefined,
        permissions: {},
        user: req.user,
      } as never)) as { error?: string }
    }
    expect(await schedule(editor)).toEqual({ error: scheduleRefused })
    expect((await schedule(publisher)).error).toBeUndefined()
  })

  it('a global: the editor saves a draft of the alert, only a publisher puts it on the site', async () => {
    const draft = await rest('POST', 'globals/aviso?draft=true', { body: { activo: false, _status: 'draft' }, headers: auth('editor') })
    expect(draft.status).toBe(200)
    const live = await rest('POST', 'globals/aviso', { body: { activo: false, _status: 'published' }, headers: auth('editor') })
    expect(live.status).toBe(403)
    const direct = await rest('POST', 'globals/aviso', { body: { activo: false }, headers: auth('editor') })
    expect(direct.status).toBe(403)
    expect(JSON.stringify(direct.body)).toContain(onlyPublishersGoLive)
  })

  it('send → e-mail to the publishers → returned with a comment → e-mail to the editor → sent again → published → e-mail, and the dashboards show each step', async () => {
    const titulo = `Para revisión ${unique()}`
    const draft = await payload.create({
      collection: 'comunicaciones',
      data: news(titulo, { _status: 'draft' }),
      draft: true,
      user: editor,
      overrideAccess: false,
    })

    // Sending needs a saved document; a made-up one or content admissions has no part in is refused.
    const missing = await rest('POST', 'revisiones', {
      body: { coleccion: 'comunicaciones', documento: '999999' },
      headers: auth('editor'),
    })
    expect(missing.status).toBe(400)
    expect(errorOf(missing.body)).toMatch(/guárdalo como borrador/)
    expect(
      (await rest('POST', 'revisiones', { body: { coleccion: 'solicitudes-contacto', documento: '1' }, headers: auth('editor') })).status,
    ).toBe(400)
    expect(
      (
        await rest('POST', 'revisiones', {
          body: { coleccion: 'comunicaciones', documento: String(draft.id) },
          headers: auth('admissions'),
        })
      ).status,
    ).toBe(403)
    expect((await rest('POST', 'revisiones', { body: { coleccion: 'comunicaciones', documento: String(draft.id) } })).status).toBe(401)

    const before = sink.caught.length
    const sent = await rest('POST', 'revisiones', {
      body: {
        coleccion: 'comunicaciones',
        documento: String(draft.id),
        nota: 'Revisa la fecha, por favor.',
        estado: 'publicada',
        enviada_por: publisher.id,
      },
      headers: auth('editor'),
    })
    expect(sent.status).toBe(201)
    // What the editor sent beyond the content and the note is not theirs to set.
    expect(sent.body.doc).toMatchObject({
      titulo,
      tipo: 'Noticia o evento',
      estado: 'pendiente',
      enviada_por: editor.id,
      enviada_por_nombre: 'Prueba editor',
    })
    const review = sent.body.doc.id
    // Twice is once.
    const again = await rest('POST', 'revisiones', {
      body: { coleccion: 'comunicaciones', documento: String(draft.id) },
      headers: auth('editor'),
    })
    expect(again.status).toBe(400)
    expect(errorOf(again.body)).toBe('Este contenido ya está pendiente de revisión.')

    const toPublisher = await sink.mailTo(publisher.email, { after: before })
    expect(toPublisher).toContain(`Subject: =?UTF-8?`)
    expect(toPublisher).toContain(`Prueba editor envió «${titulo}» (Noticia o evento) a revisión.`)
    expect(toPublisher).toContain('Revisa la fecha, por favor.')
    expect(toPublisher).toContain(`${env.siteUrl}/admin/collections/comunicaciones/${draft.id}`)

    // The publisher's home lists it; the editor's shows it as sent.
    expect((await loadEditorDashboard(payload, publisher.id, true)).reviews.map((r) => r.title)).toContain(titulo)
    expect((await loadEditorDashboard(payload, editor.id, false)).reviews.find((r) => r.title === titulo)?.estado).toBe('pendiente')

    // The editor cannot answer their own review; admissions cannot read it; anonymous neither.
    expect(
      (await rest('PATCH', `revisiones/${review}`, { body: { estado: 'devuelta', comentario: 'Yo mismo' }, headers: auth('editor') }))
        .status,
    ).toBe(403)
    expect((await rest('GET', `revisiones/${review}`, { headers: auth('admissions') })).status).toBe(403)
    expect((await rest('GET', `revisiones/${review}`)).status).toBe(401)

    // Returning needs a comment; then the editor gets it by e-mail.
    const empty = await rest('PATCH', `revisiones/${review}`, {
      body: { estado: 'devuelta', comentario: '  ' },
      headers: auth('publisher'),
    })
    expect(empty.status).toBe(400)
    expect(errorOf(empty.body)).toBe('Escribe qué hay que cambiar antes de devolverlo.')
    const approveHere = await rest('PATCH', `revisiones/${review}`, { body: { estado: 'publicada' }, headers: auth('publisher') })
    expect(approveHere.status).toBe(400)
    const mark = sink.caught.length
    const returned = await rest('PATCH', `revisiones/${review}`, {
      body: { estado: 'devuelta', comentario: 'La fecha es del 28, no del 20.\nCorrige también el título.', titulo: 'Otro' },
      headers: auth('publisher'),
    })
    expect(returned.status).toBe(200)
    expect(returned.body.doc).toMatchObject({ estado: 'devuelta', titulo, revisada_por_nombre: 'Prueba publicador' })
    const toEditor = await sink.mailTo(editor.email, { after: mark })
    expect(toEditor).toContain(`Prueba publicador revisó «${titulo}» (Noticia o evento) y te lo devolvió con este comentario:`)
    expect(toEditor).toContain('La fecha es del 28, no del 20.')
    const onHome = (await loadEditorDashboard(payload, editor.id, false)).reviews.find((r) => r.title === titulo)
    expect(onHome).toMatchObject({ estado: 'devuelta', who: 'Prueba publicador' })
    expect(onHome?.comentario).toContain('Corrige también el título.')
    expect((await loadEditorDashboard(payload, publisher.id, true)).reviews.map((r) => r.title)).not.toContain(titulo)

    // A finished review does not come back to life.
    expect(
      (await rest('PATCH', `revisiones/${review}`, { body: { estado: 'devuelta', comentario: 'Otra vez' }, headers: auth('publisher') }))
        .status,
    ).toBe(200)
    expect((await rest('PATCH', `revisiones/${review}`, { body: { estado: 'pendiente' }, headers: auth('publisher') })).status).toBe(400)

    // The editor fixes it and sends it again; the publisher publishes: the review closes and the editor hears.
    await payload.update({
      collection: 'comunicaciones',
      id: draft.id,
      data: { fecha: '2026-11-28T12:00:00.000Z' },
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    const resent = await rest('POST', 'revisiones', {
      body: { coleccion: 'comunicaciones', documento: String(draft.id) },
      headers: auth('editor'),
    })
    expect(resent.status).toBe(201)
    const mark2 = sink.caught.length
    await payload.update({
      collection: 'comunicaciones',
      id: draft.id,
      data: { _status: 'published' },
      user: publisher,
      overrideAccess: false,
    })
    expect(await publicTitles()).toContain(titulo)
    const closed = await payload.findByID({ collection: 'revisiones', id: resent.body.doc.id, depth: 0 })
    expect(closed).toMatchObject({ estado: 'publicada', revisada_por: publisher.id, revisada_por_nombre: 'Prueba publicador' })
    const published = await sink.mailTo(editor.email, { after: mark2 })
    expect(published).toContain(`Prueba publicador publicó «${titulo}» (Noticia o evento). Ya está en el sitio.`)
    expect((await loadEditorDashboard(payload, editor.id, false)).reviews.map((r) => r.title)).not.toContain(titulo)

    // An editor reads only their own reviews; a publisher reads them all.
    const other = await createStaff(payload, 'editor')
    const otherJwt = (await payload.login({ collection: 'users', data: { email: other.email, password: 'contraseña-segura-123' } })).token!
    const seenByOther = await rest('GET', `revisiones?where[titulo][equals]=${encodeURIComponent(titulo)}`, {
      headers: { Authorization: `JWT ${otherJwt}` },
    })
    expect(seenByOther.body.totalDocs).toBe(0)
    const seenByPublisher = await rest('GET', `revisiones?where[titulo][equals]=${encodeURIComponent(titulo)}`, {
      headers: auth('publisher'),
    })
    expect(seenByPublisher.body.totalDocs).toBe(2)

    // The publisher deletes the item: its reviews go with it.
    expect((await rest('DELETE', `comunicaciones/${draft.id}`, { headers: auth('publisher') })).status).toBe(200)
    expect((await payload.count({ collection: 'revisiones', where: { documento: { equals: String(draft.id) } } })).totalDocs).toBe(0)
  }, 120_000)

  it('an editor may delete a draft that was never on the site, and is not offered to delete what is', async () => {
    const draft = await payload.create({
      collection: 'comunicaciones',
      data: news(`Borrador que sobra ${unique()}`, { _status: 'draft' }),
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    const live = await payload.create({
      collection: 'comunicaciones',
      data: news(`Publicada ${unique()}`, { _status: 'published' }),
      user: publisher,
      overrideAccess: false,
    })
    // What the back office asks before it shows «Eliminar».
    const permissions = async (id: number) =>
      ((await rest('POST', `comunicaciones/access/${id}`, { headers: auth('editor') })).body as { delete?: { permission?: boolean } })
        .delete?.permission ?? false
    expect(await permissions(live.id)).toBe(false)
    expect(await permissions(draft.id)).toBe(true)
    expect((await rest('DELETE', `comunicaciones/${draft.id}`, { headers: auth('editor') })).status).toBe(200)
    expect((await rest('DELETE', `comunicaciones/${live.id}`, { headers: auth('editor') })).status).toBe(403)
    expect(await publicTitles()).toContain(live.titulo)
  })
})
