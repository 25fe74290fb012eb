import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createStaff, fieldErrors } from './fixtures'
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
      expect(errors.filter((e) => e.path === field), `${field}: ${value}`).toEqual([])
    }
  })
})
