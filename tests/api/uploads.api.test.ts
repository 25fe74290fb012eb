import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { adminToken, base, cms, editorToken, label } from './helpers'

const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'"
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#C41230"/></svg>'
const dataDir = process.env.DATA_DIR!

function upload(token: string, name: string) {
  const form = new FormData()
  form.append('file', new Blob([svg], { type: 'image/svg+xml' }), name)
  form.append('_payload', JSON.stringify({ alt: 'Logotipo de prueba' }))
  return fetch(`${base}/cms-api/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })
}

describe(`SVG files (${label})`, () => {
  it('an editor cannot upload an SVG: 403 with a Spanish message, nothing stored', async () => {
    const before = (await cms('/media?limit=0')).body.totalDocs
    const response = await upload(await editorToken('svg'), 'logo-editora.SVG')
    expect(response.status).toBe(403)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0]!.message).toBe('Solo un administrador puede subir imágenes SVG. Sube la imagen en PNG, JPG o WebP.')
    expect((await cms('/media?limit=0')).body.totalDocs).toBe(before)
  })

  it("an administrator can, and /media and the back office's preview serve it with its own CSP", async () => {
    const token = await adminToken()
    const response = await upload(token, 'logo-direccion.SVG')
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { filename: string } }
    const served = await fetch(`${base}/media/${encodeURIComponent(doc.filename)}`)
    expect(served.headers.get('content-type')).toBe('image/svg+xml')
    expect(served.headers.get('content-security-policy')).toBe(svgPolicy)
    const preview = await fetch(`${base}/cms-api/media/file/${encodeURIComponent(doc.filename)}`, {
      headers: { Authorization: `JWT ${token}` },
    })
    expect(preview.status).toBe(200)
    expect(preview.headers.get('content-security-policy')).toBe(svgPolicy)
  })

  it.runIf(fs.existsSync(path.join(dataDir, 'media')))('whatever the case of its extension (/media/x.SVG, .Svg)', async () => {
    for (const name of ['mayusculas.SVG', 'mixto.Svg']) {
      fs.writeFileSync(path.join(dataDir, 'media', name), svg)
      const served = await fetch(`${base}/media/${name}`)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/svg+xml')
      expect(served.headers.get('content-security-policy')).toBe(svgPolicy)
    }
  })
})

describe(`an upload is named by its bytes (${label})`, () => {
  it('a PNG sent as poly.html is stored as .png and served as image/png with nosniff, at /media and in the back office', async () => {
    const token = await adminToken()
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#C41230' } })
      .png()
      .toBuffer()
    const name = `poly-${Date.now()}`
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'text/html' }), `${name}.html`)
    form.append('_payload', JSON.stringify({ alt: 'Imagen con nombre engañoso' }))
    const response = await fetch(`${base}/cms-api/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { filename: string; mimeType: string; url: string } }
    expect([doc.filename, doc.mimeType]).toEqual([`${name}.png`, 'image/png'])
    expect(doc.url).toMatch(new RegExp(`/${name}\\.png$`))
    const served = await fetch(`${base}/media/${doc.filename}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    expect((await fetch(`${base}/media/${name}.html`)).status).toBe(404)
    const preview = await fetch(`${base}/cms-api/media/file/${doc.filename}`, { headers: { Authorization: `JWT ${token}` } })
    expect(preview.headers.get('content-type')).toBe('image/png')
  })
})

describe.runIf(label === 'SQLite')('the data folder is private to the server', () => {
  it('folders 0700; the database, its WAL and the secrets 0600', async () => {
    // A sign-in (a write, so the WAL exists) and a captcha challenge (its key is generated on first use).
    await cms('/users/me')
    await fetch(`${base}/api/altcha/`)
    const mode = (file: string) => (fs.statSync(path.join(dataDir, file)).mode & 0o777).toString(8)
    expect(mode('.')).toBe('700')
    expect(mode('media')).toBe('700')
    for (const file of ['ugc.db', 'ugc.db-wal', 'payload-secret', 'altcha-hmac-key']) expect(mode(file), file).toBe('600')
  })
})
