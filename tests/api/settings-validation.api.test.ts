import { describe, expect, it } from 'vitest'
import { adminToken, base, cms, label } from './helpers'

type Settings = { whatsapp: string; video_inicio: string; telefono: string }

const read = async () => (await cms('/globals/configuracion-sitio?depth=0')).body as unknown as Settings
const save = (data: Partial<Settings>) => cms('/globals/configuracion-sitio', { method: 'POST', body: JSON.stringify(data) })

async function graphql(query: string, variables?: Record<string, unknown>) {
  const answer = await fetch(`${base}/cms-api/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await adminToken()}` },
    body: JSON.stringify({ query, variables }),
  })
  return (await answer.json()) as {
    data?: Record<string, Settings | null>
    errors?: { message: string; extensions?: { data?: { errors?: { path: string; message: string }[] } } }[]
  }
}

describe(`settings that reach every page are checked on REST and GraphQL (${label})`, () => {
  it('REST refuses a WhatsApp number that is not one, in Spanish, and the public links keep the stored number', async () => {
    const before = await read()
    const refused = await save({ whatsapp: 'abc' })
    expect(refused.status).toBe(400)
    const errors = (refused.body.errors as { data?: { errors?: { path: string; message: string }[] } }[])[0]?.data?.errors
    expect(errors).toContainEqual(
      expect.objectContaining({ path: 'whatsapp', message: expect.stringMatching(/^Escribe el número de WhatsApp con sus 10 dígitos/) }),
    )
    expect((await read()).whatsapp).toBe(before.whatsapp)
    const home = await (await fetch(`${base}/`)).text()
    expect(home).toContain(`wa.me/${before.whatsapp}`)
    expect(home).not.toMatch(/wa\.me\/(?:\?|")/)
  })

  it('REST stores a WhatsApp number written with spaces and +52 in its one form, and a pasted video address as its id', async () => {
    const before = await read()
    try {
      const saved = await save({ whatsapp: '+52 (624) 143-9999', video_inicio: 'https://www.youtube.com/watch?v=Zk3bYQ1nLqM&t=3s' })
      expect(saved.status).toBe(200)
      const after = await read()
      expect(after.whatsapp).toBe('526241439999')
      expect(after.video_inicio).toBe('Zk3bYQ1nLqM')
    } finally {
      expect((await save({ whatsapp: before.whatsapp, video_inicio: before.video_inicio })).status).toBe(200)
    }
  })

  it('GraphQL refuses a bad phone and video the same way and changes nothing', async () => {
    const before = await read()
    // GraphQL asks for every required setting: the stored ones are sent back, two of them changed.
    const {
      id: _id,
      globalType: _type,
      createdAt: _created,
      updatedAt: _updated,
      ...stored
    } = (await cms('/globals/configuracion-sitio?depth=0')).body
    const data = { ...stored, telefono: 'llámanos', video_inicio: 'https://vimeo.com/1' }
    const answer = await graphql(
      'mutation ($data: mutationConfiguracionSitioInput!) { updateConfiguracionSitio(data: $data) { telefono } }',
      { data },
    )
    expect(answer.data?.updateConfiguracionSitio ?? null).toBeNull()
    const messages = JSON.stringify(answer.errors)
    expect(messages).toContain('Escribe un teléfono de 10 dígitos')
    expect(messages).toContain('Pega la dirección del video de YouTube')
    const after = await read()
    expect([after.telefono, after.video_inicio]).toEqual([before.telefono, before.video_inicio])
  })
})
