import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaff, fieldErrors } from './fixtures'
import { testPayload } from './payload'

let payload: Payload
type Staff = Awaited<ReturnType<typeof createStaff>>
let publisher: Staff
let admissions: Staff

const off = {
  activo: false,
  severidad: 'informativo',
  texto: 'Aviso de prueba apagado.',
  enlace: null,
  texto_enlace: null,
  inicio: null,
  fin: null,
  _status: 'published',
} as const

/** What a visitor's page reads: the published alert, with no user. */
const asVisitor = () => payload.findGlobal({ slug: 'aviso', depth: 0, overrideAccess: false })
const publishAs = (user: Staff, data: Record<string, unknown>) =>
  payload.updateGlobal({ slug: 'aviso', data: { ...data, _status: 'published' }, overrideAccess: false, user })

beforeAll(async () => {
  payload = await testPayload()
  publisher = await createStaff(payload, 'publicador')
  admissions = await createStaff(payload, 'admisiones')
  await payload.updateGlobal({ slug: 'aviso', data: off })
})

// Other files of this project share the database: the alert is left off, as seeded.
afterAll(async () => {
  await payload.updateGlobal({ slug: 'aviso', data: off })
})

describe(`aviso en el sitio (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('refuses, in Spanish beside each field, an end before the start, an empty text while on and a bad link; nothing changes', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        { activo: true, texto: 'Clases suspendidas.', inicio: '2026-09-15T18:00:00.000Z', fin: '2026-09-15T17:00:00.000Z' },
        'fin',
        /^La fecha y hora de fin deben ser posteriores a las de inicio\.$/,
      ],
      [
        { activo: true, texto: 'Clases suspendidas.', inicio: '2026-09-15T18:00:00.000Z', fin: '2026-09-15T18:00:00.000Z' },
        'fin',
        /^La fecha y hora de fin/,
      ],
      [{ activo: true, texto: '   ' }, 'texto', /^Escribe el texto del aviso: es lo que verán los visitantes\.$/],
      [{ activo: true, texto: 'x'.repeat(201) }, 'texto', /^El texto del aviso puede tener hasta 200 caracteres; ahora tiene 201\.$/],
      [
        { activo: true, texto: 'Más datos.', enlace: 'javascript:alert(1)' },
        'enlace',
        /^El enlace debe ser una ruta del sitio que empiece con \//,
      ],
      [{ activo: true, texto: 'Más datos.', enlace: '//otro-sitio.example/aviso' }, 'enlace', /^El enlace debe ser una ruta del sitio/],
      [{ activo: true, severidad: 'alarma', texto: 'Más datos.' }, 'severidad', /./],
    ]
    for (const [data, path, message] of cases) {
      const errors = await fieldErrors(publishAs(publisher, data))
      expect(errors, JSON.stringify(data)).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }))
    }
    expect(await asVisitor()).toMatchObject({ activo: false, texto: off.texto })
  })

  it('an publisher publishes a valid alert, and visitors read it; a draft stays with the staff', async () => {
    const published = {
      activo: true,
      severidad: 'emergencia',
      texto: 'Huracán: clases suspendidas hoy en Los Cabos.',
      enlace: '/quienes-somos',
      texto_enlace: 'Ver indicaciones',
      inicio: '2026-09-15T18:00:00.000Z',
      fin: '2026-09-16T18:00:00.000Z',
    }
    await publishAs(publisher, published)
    expect(await asVisitor()).toMatchObject(published)

    await payload.updateGlobal({
      slug: 'aviso',
      data: { texto: 'Borrador: regreso a clases el lunes.' },
      draft: true,
      overrideAccess: false,
      user: publisher,
    })
    expect((await asVisitor()).texto).toBe(published.texto)
    // Asking for the draft changes nothing for a visitor; the publisher sees it.
    expect((await payload.findGlobal({ slug: 'aviso', draft: true, overrideAccess: false })).texto).toBe(published.texto)
    expect((await payload.findGlobal({ slug: 'aviso', draft: true, overrideAccess: false, user: publisher })).texto).toBe(
      'Borrador: regreso a clases el lunes.',
    )
    await expect(payload.findGlobalVersions({ slug: 'aviso', overrideAccess: false })).rejects.toThrow(
      'No tienes permiso para realizar esta acción.',
    )

    // A site path and an https address are both fine links.
    await publishAs(publisher, { ...published, enlace: 'https://www.gob.mx/proteccion-civil' })
    expect((await asVisitor()).enlace).toBe('https://www.gob.mx/proteccion-civil')
  })

  it('admisiones cannot change it', async () => {
    const before = await asVisitor()
    await expect(publishAs(admissions, { activo: true, severidad: 'informativo', texto: 'No debería verse.' })).rejects.toThrow(
      'No tienes permiso para realizar esta acción.',
    )
    await expect(
      payload.updateGlobal({
        slug: 'aviso',
        data: { texto: 'Tampoco como borrador.' },
        draft: true,
        overrideAccess: false,
        user: admissions,
      }),
    ).rejects.toThrow('No tienes permiso para realizar esta acción.')
    expect(await asVisitor()).toMatchObject({ activo: before.activo, texto: before.texto, severidad: before.severidad })
  })
})
