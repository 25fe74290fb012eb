import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import * as restRoute from '@/app/(payload)/cms-api/[...slug]/route'
import * as mediaRoute from '@/app/media/[...path]/route'
import { createStaff } from './fixtures'
import { testPayload } from './payload'

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
let payload: Payload
let token = ''

beforeAll(async () => {
  payload = await testPayload()
  const editor = await createStaff(payload, 'editor')
  token = (await payload.login({ collection: 'users', data: { email: editor.email, password: 'contraseña-segura-123' } })).token!
})

/** A multipart upload to the real /cms-api/media route, as the back office or a script sends it. */
async function upload(bytes: Buffer, name: string, type: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: 'Imagen con nombre engañoso' }))
  const response = await restRoute.POST(
    new Request('http://localhost:3000/cms-api/media', { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form }),
    {
      params: Promise.resolve({ slug: ['media'] }),
    },
  )
  return {
    status: response.status,
    body: (await response.json()) as { doc: { id: number; filename: string; mimeType: string; url: string } },
  }
}

describe(`an upload is stored under the kind its bytes say (${engine})`, () => {
  it('a PNG sent as poly.html is stored as .png, and /media serves it as image/png with nosniff', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#C41230' } })
      .png()
      .toBuffer()
    const name = `poly-${Date.now()}`
    const { status, body } = await upload(png, `${name}.html`, 'text/html')
    expect(status).toBe(201)
    expect(body.doc.filename).toBe(`${name}.png`)
    expect(body.doc.mimeType).toBe('image/png')
    expect(body.doc.url).toMatch(new RegExp(`/${name}\\.png$`))
    const served = await mediaRoute.GET(new Request(`http://localhost:3000/media/${body.doc.filename}`), {
      params: Promise.resolve({ path: [body.doc.filename] }),
    })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    await payload.delete({ collection: 'media', id: body.doc.id, overrideAccess: true })
  })
})
