import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createStaff, richText, unique, uploadImage } from './fixtures'
import { testPayload } from './payload'

let payload: Payload
type Staff = Awaited<ReturnType<typeof createStaff>>
let admin: Staff
let editor: Staff
let admissions: Staff
let publishedTitle: string
let draftTitle: string
let requestId: number

beforeAll(async () => {
  payload = await testPayload()
  admin = await createStaff(payload, 'admin')
  editor = await createStaff(payload, 'editor')
  admissions = await createStaff(payload, 'admisiones')
  const image = await uploadImage(payload)
  publishedTitle = `Publicada ${unique()}`
  draftTitle = `Borrador ${unique()}`
  await payload.create({
    collection: 'comunicaciones',
    data: {
      tipo: 'NOT',
      titulo: publishedTitle,
      fecha: '2026-11-01T12:00:00.000Z',
      path_imagen: image,
      contenido: richText('Visible.'),
      _status: 'published',
    },
  })
  await payload.create({
    collection: 'comunicaciones',
    data: {
      tipo: 'NOT',
      titulo: draftTitle,
      fecha: '2026-11-02T12:00:00.000Z',
      path_imagen: image,
      contenido: richText('Oculta.'),
      _status: 'draft',
    },
    draft: true,
  })
  requestId = (
    await payload.create({
      collection: 'solicitudes-contacto',
      data: {
        nombre: 'Ana',
        apellido: 'López',
        telefono: '6121234567',
        email: 'ana@example.mx',
        programa: 'Derecho',
        comentario: 'Informes.',
      },
    })
  ).id
})

const titles = (docs: { titulo?: string | null }[]) => docs.map((d) => d.titulo)

describe(`roles and access (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('anonymous visitors read published content only', async () => {
    const anonymous = await payload.find({ collection: 'comunicaciones', overrideAccess: false, limit: 100 })
    expect(titles(anonymous.docs)).toContain(publishedTitle)
    expect(titles(anonymous.docs)).not.toContain(draftTitle)
    // Asking for drafts explicitly changes nothing for them.
    const askingDrafts = await payload.find({ collection: 'comunicaciones', overrideAccess: false, draft: true, limit: 100 })
    expect(titles(askingDrafts.docs)).not.toContain(draftTitle)
    await expect(payload.findVersions({ collection: 'comunicaciones', overrideAccess: false })).rejects.toThrow(
      'No tienes permiso para realizar esta acción.',
    )
  })

  it('editors see drafts; admisiones see only what is published', async () => {
    const asEditor = await payload.find({ collection: 'comunicaciones', overrideAccess: false, user: editor, draft: true, limit: 100 })
    expect(titles(asEditor.docs)).toContain(draftTitle)
    const asAdmissions = await payload.find({
      collection: 'comunicaciones',
      overrideAccess: false,
      user: admissions,
      draft: true,
      limit: 100,
    })
    expect(titles(asAdmissions.docs)).not.toContain(draftTitle)
  })

  it('contact requests are refused to anonymous visitors and to editors', async () => {
    for (const user of [undefined, editor]) {
      await expect(payload.find({ collection: 'solicitudes-contacto', overrideAccess: false, user })).rejects.toThrow(
        'No tienes permiso para realizar esta acción.',
      )
      await expect(payload.findByID({ collection: 'solicitudes-contacto', id: requestId, overrideAccess: false, user })).rejects.toThrow()
      await expect(
        payload.create({
          collection: 'solicitudes-contacto',
          overrideAccess: false,
          user,
          data: { nombre: 'X', apellido: 'Y', telefono: '6120000000', email: 'x@example.mx', programa: 'Derecho', comentario: 'Z' },
        }),
      ).rejects.toThrow('No tienes permiso para realizar esta acción.')
    }
  })

  it('admisiones and admin read contact requests; admisiones update their status but cannot delete', async () => {
    for (const user of [admissions, admin]) {
      const found = await payload.find({ collection: 'solicitudes-contacto', overrideAccess: false, user })
      expect(found.docs.map((d) => d.id)).toContain(requestId)
    }
    const updated = await payload.update({
      collection: 'solicitudes-contacto',
      id: requestId,
      data: { estado: 'contactada' },
      overrideAccess: false,
      user: admissions,
    })
    expect(updated.estado).toBe('contactada')
    await expect(
      payload.delete({ collection: 'solicitudes-contacto', id: requestId, overrideAccess: false, user: admissions }),
    ).rejects.toThrow()
  })

  it('admisiones cannot write content; editors can', async () => {
    await expect(
      payload.create({
        collection: 'casos-exito',
        overrideAccess: false,
        user: admissions,
        data: { titulo: 'X', subtitulo: 'Y', path_imagen: await uploadImage(payload) },
      }),
    ).rejects.toThrow('No tienes permiso para realizar esta acción.')
    const created = await payload.create({
      collection: 'casos-exito',
      overrideAccess: false,
      user: editor,
      data: { titulo: 'Egresada', subtitulo: 'Licenciatura en Psicología', path_imagen: await uploadImage(payload) },
    })
    expect(created.titulo).toBe('Egresada')
  })

  it('users are never readable without a role; staff other than admin see only themselves and cannot raise their role', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow(
      'No tienes permiso para realizar esta acción.',
    )
    const asEditor = await payload.find({ collection: 'users', overrideAccess: false, user: editor })
    expect(asEditor.docs.map((u) => u.id)).toEqual([editor.id])
    const raised = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { role: 'admin' },
      overrideAccess: false,
      user: editor,
    })
    expect(raised.role).toBe('editor')
    await expect(
      payload.create({
        collection: 'users',
        overrideAccess: false,
        user: editor,
        data: { email: `x-${unique()}@ugc.test`, password: 'contraseña-segura-123', role: 'editor' },
      }),
    ).rejects.toThrow()
    const asAdmin = await payload.find({ collection: 'users', overrideAccess: false, user: admin, limit: 100 })
    expect(asAdmin.docs.map((u) => u.id)).toEqual(expect.arrayContaining([admin.id, editor.id, admissions.id]))
  })

  it('the server’s own sign-ins (Local API) lock no account: the limits stand at the HTTP door (staff-auth)', async () => {
    const staff = await createStaff(payload, 'editor')
    for (let i = 0; i < 6; i++) {
      await expect(payload.login({ collection: 'users', data: { email: staff.email, password: 'equivocada' } })).rejects.toThrow()
    }
    const ok = await payload.login({ collection: 'users', data: { email: staff.email, password: 'contraseña-segura-123' } })
    expect(ok.token).toBeTruthy()
  })
})
