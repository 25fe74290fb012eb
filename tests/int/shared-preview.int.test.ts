import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { openSharedLink, sharedLinkReader } from '@/data/sharedPreview'
import { createStaff, unique } from './fixtures'
import { graphql, rest } from './http'
import { testPayload } from './payload'

// «Compartir vista previa» (issue 44, item 10) on every path the back office's API has: only the
// content staff make a link, for a draft they can read; the token is given once and never read back;
// a link can be revoked (for good) but not lengthened; it ends when it expires, is revoked, or its
// maker leaves the content staff.
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
let payload: Payload
const jwt: Record<string, string> = {}
const ids: Record<string, number> = {}
const auth = (who: string) => ({ Authorization: `JWT ${jwt[who]}` })
let draftId: number

beforeAll(async () => {
  payload = await testPayload()
  for (const who of ['editor', 'admisiones'] as const) {
    const user = await createStaff(payload, who)
    ids[who] = user.id
    jwt[who] = (await payload.login({ collection: 'users', data: { email: user.email, password: 'contraseña-segura-123' } })).token!
  }
  const draft = await payload.create({
    collection: 'comunicaciones',
    data: { tipo: 'NOT', titulo: `Borrador para compartir ${unique()}`, fecha: '2026-11-30T12:00:00.000Z', _status: 'draft' },
    draft: true,
    overrideAccess: true,
  })
  draftId = draft.id
})

const make = (who: string, body: Record<string, unknown>) =>
  rest('POST', 'vistas-compartidas/crear', { body, headers: who ? auth(who) : {} })

describe(`shared preview links (${engine})`, () => {
  it('are made by the content staff for a draft they can read, with the link given once and only its hash kept', async () => {
    const made = await make('editor', { coleccion: 'comunicaciones', id: draftId })
    expect(made.status).toBe(201)
    const { id, enlace, vence } = made.body.data as { id: number; enlace: string; vence: string }
    const token = enlace.split('/').pop()!
    expect(enlace).toMatch(/\/vista-compartida\/[A-Za-z0-9_-]{43}$/)
    // 24 hours unless chosen otherwise.
    expect(Date.parse(vence) - Date.now()).toBeGreaterThan(23.9 * 3600_000)
    expect(Date.parse(vence) - Date.now()).toBeLessThanOrEqual(24 * 3600_000)

    const read = await rest('GET', `vistas-compartidas/${id}`, { headers: auth('editor') })
    expect(read.status).toBe(200)
    expect(read.body).not.toHaveProperty('clave')
    expect(JSON.stringify(read.body)).not.toContain(token)
    expect(read.body.documento).toBe(`c:comunicaciones:${draftId}`)
    const viaGraphql = await graphql(
      `
        {
          VistasCompartidas {
            docs {
              id
              documento
            }
          }
        }
      `,
      auth('editor'),
    )
    expect(JSON.stringify(viaGraphql.body)).not.toContain(token)

    const opened = await openSharedLink(token)
    expect(opened).toMatchObject({ id, target: { collection: 'comunicaciones', id: String(draftId) } })
    expect((await sharedLinkReader(id))?.user.id).toBe(ids.editor)
  })

  it('are refused to admissions, to nobody, for a document that does not exist, and through the plain create', async () => {
    expect((await make('admisiones', { coleccion: 'comunicaciones', id: draftId })).status).toBe(403)
    expect((await make('', { coleccion: 'comunicaciones', id: draftId })).status).toBe(401)
    const missing = await make('editor', { coleccion: 'comunicaciones', id: 999_999 })
    expect(missing.status).toBe(404)
    expect(missing.body.errors[0].message).toMatch(/^No encontramos ese borrador/)
    // The users' accounts have no public page: nothing to share.
    expect((await make('editor', { coleccion: 'users', id: ids.editor })).status).toBe(404)
    const plain = await rest('POST', 'vistas-compartidas', {
      body: { documento: `c:comunicaciones:${draftId}`, ruta: '/', titulo: 'x', clave: 'x', vence: '2099-01-01T00:00:00.000Z' },
      headers: auth('editor'),
    })
    expect(plain.status).toBe(403)
  })

  it('can be revoked for good, not lengthened, and end when they expire or their maker leaves the content staff', async () => {
    const made = await make('editor', { coleccion: 'comunicaciones', id: draftId, horas: 1 })
    const { id, enlace, vence } = made.body.data as { id: number; enlace: string; vence: string }
    const token = enlace.split('/').pop()!
    expect(Date.parse(vence) - Date.now()).toBeLessThanOrEqual(3600_000)

    // Its end and its document do not change through the API.
    const longer = await rest('PATCH', `vistas-compartidas/${id}`, {
      body: { vence: '2099-01-01T00:00:00.000Z', ruta: '/admin' },
      headers: auth('editor'),
    })
    expect(longer.status).toBe(200)
    const row = await payload.findByID({ collection: 'vistas-compartidas', id, overrideAccess: true })
    expect(row.vence).toBe(vence)
    expect(row.ruta).not.toBe('/admin')

    // Expired.
    await payload.update({
      collection: 'vistas-compartidas',
      id,
      data: { vence: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect(await openSharedLink(token)).toEqual({ refused: 'expired' })
    expect(await sharedLinkReader(id)).toBeNull()

    // Revoked, and it stays revoked.
    const second = (await make('editor', { coleccion: 'comunicaciones', id: draftId })).body.data as { id: number; enlace: string }
    expect((await rest('PATCH', `vistas-compartidas/${second.id}`, { body: { revocada: true }, headers: auth('editor') })).status).toBe(200)
    expect(await openSharedLink(second.enlace.split('/').pop()!)).toEqual({ refused: 'revoked' })
    await rest('PATCH', `vistas-compartidas/${second.id}`, { body: { revocada: false }, headers: auth('editor') })
    expect(await openSharedLink(second.enlace.split('/').pop()!)).toEqual({ refused: 'revoked' })
    // Admissions cannot touch a link.
    const third = (await make('editor', { coleccion: 'comunicaciones', id: draftId })).body.data as { id: number }
    expect((await rest('PATCH', `vistas-compartidas/${third.id}`, { body: { revocada: true }, headers: auth('admisiones') })).status).toBe(
      403,
    )

    // Its maker moved to admissions: the link reads nothing any more.
    expect(await sharedLinkReader(third.id)).not.toBeNull()
    await payload.update({ collection: 'users', id: ids.editor, data: { role: 'admisiones' }, overrideAccess: true })
    try {
      expect(await sharedLinkReader(third.id)).toBeNull()
    } finally {
      await payload.update({ collection: 'users', id: ids.editor, data: { role: 'editor' }, overrideAccess: true })
    }
    expect(await openSharedLink('x'.repeat(43))).toEqual({ refused: 'unknown' })
  })
})
