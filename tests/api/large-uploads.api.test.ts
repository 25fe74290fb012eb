import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { filler, largePhoto } from '../support/photo'
import { base, cms, editorToken, label } from './helpers'

const MB = 1024 * 1024
const tooLarge = 'El archivo pesa más de 25 MB, el máximo que se puede subir. Reduce la foto o divide el PDF y vuelve a intentarlo.'
const typeRefused =
  'Este tipo de archivo no se puede subir. Sube una imagen JPG, PNG, WebP, GIF o AVIF, un PDF o un audio (MP3, M4A, WAV u OGG).'
const mediaDir = path.join(process.env.DATA_DIR!, 'media')

type Doc = {
  id: number
  filename: string
  filesize: number
  width: number
  height: number
  mimeType: string
  sizes: Record<string, { filename: string | null; width: number | null }>
}
type Refusal = { errors: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }

let token: string
beforeAll(async () => {
  token = await editorToken('fotos')
})

function upload(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: `Prueba de subida ${name}` }))
  return fetch(`${base}/cms-api/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })
}

const count = async () => (await cms('/media?limit=0')).body.totalDocs as number
const storedNamed = (name: string) =>
  fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).filter((f) => f.startsWith(name.replace(/\.\w+$/, ''))) : []

/** A refusal as a client reads it: the status, the Spanish message, and the same message for the file field. */
async function expectRefusal(response: Response, status: number, message: string) {
  expect(response.status, await response.clone().text()).toBe(status)
  const body = (await response.json()) as Refusal
  expect(body.errors[0]!.message).toBe(message)
  expect(body.errors[0]!.data?.errors).toEqual([{ path: 'file', message }])
}

describe(`uploads up to 25 MB (${label})`, () => {
  it('an editor uploads a 20 MB phone photo: 201, the stored original is 2560 px and far lighter, and its sizes exist', async () => {
    const photo = await largePhoto()
    expect(photo.length).toBeGreaterThan(18 * MB)
    expect(photo.length).toBeLessThan(25 * MB)
    const response = await upload(photo, `foto-telefono-${Date.now()}.jpg`, 'image/jpeg')
    expect(response.status, await response.clone().text()).toBe(201)
    const { doc } = (await response.json()) as { doc: Doc }
    expect([doc.width, doc.height, doc.mimeType]).toEqual([2560, 1707, 'image/jpeg'])
    expect(doc.filesize).toBeLessThan(photo.length / 4)
    expect(Object.entries(doc.sizes).map(([name, size]) => [name, size.width, Boolean(size.filename)])).toEqual([
      ['miniatura', 320, true],
      ['tarjeta', 768, true],
      ['banner', 1600, true],
    ])
    // What the site serves is that smaller original.
    const served = Buffer.from(await (await fetch(`${base}/media/${encodeURIComponent(doc.filename)}`)).arrayBuffer())
    expect(served.length).toBe(doc.filesize)
    const meta = await sharp(served).metadata()
    expect([meta.width, meta.height]).toEqual([2560, 1707])
    if (fs.existsSync(mediaDir)) expect(fs.statSync(path.join(mediaDir, doc.filename)).size).toBe(doc.filesize)
  })

  it('a 26 MB file is refused with 413 and the Spanish message, and nothing is stored', async () => {
    const before = await count()
    const name = `demasiado-grande-${Date.now()}.jpg`
    await expectRefusal(await upload(filler(26 * MB), name, 'image/jpeg'), 413, tooLarge)
    expect(await count()).toBe(before)
    expect(storedNamed(name)).toEqual([])
  })

  it('a file just over 25 MB, which fits in one request, is refused the same way by the file check', async () => {
    const before = await count()
    const name = `justo-encima-${Date.now()}.pdf`
    await expectRefusal(await upload(filler(25 * MB + 200 * 1024), name, 'application/pdf'), 413, tooLarge)
    expect(await count()).toBe(before)
    expect(storedNamed(name)).toEqual([])
  })

  it('a .zip or an .exe is refused with 415 and the Spanish message, and nothing is stored', async () => {
    const before = await count()
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), filler(2048)])
    const exe = Buffer.concat([Buffer.from('MZ'), filler(2048)])
    for (const [bytes, name, type] of [
      [zip, `archivos-${Date.now()}.zip`, 'application/zip'],
      [exe, `instalador-${Date.now()}.exe`, 'application/x-msdownload'],
      // The name says photo, the content is an archive.
      [zip, `disfrazado-${Date.now()}.jpg`, 'image/jpeg'],
    ] as const) {
      await expectRefusal(await upload(bytes, name, type), 415, typeRefused)
      expect(storedNamed(name)).toEqual([])
    }
    expect(await count()).toBe(before)
  })
})
