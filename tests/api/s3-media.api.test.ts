import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { largePhoto } from '../support/photo'
import { adminToken, label } from './helpers'
import { startNextServer, stopNextServers } from './next-server'
import { startS3 } from './s3-server'

// The production layout for uploaded files (docs/operacion.md): every instance reads and writes one
// S3-compatible bucket, so a file uploaded through one is served by all, and none is on a disk.
const bucket = 'ugc-medios'
let s3: Awaited<ReturnType<typeof startS3>>
afterAll(async () => {
  stopNextServers()
  await s3?.stop()
})

type MediaDoc = { id: number; filename: string; mimeType: string; sizes: Record<string, { filename: string | null }> }

describe.runIf(label === 'PostgreSQL')('uploaded files in an S3 bucket shared by two instances', () => {
  let a: string
  let b: string
  let headers: Record<string, string>
  beforeAll(async () => {
    s3 = await startS3(bucket)
    ;[a, b] = await Promise.all([1, 2].map(() => startNextServer(s3.env)))
    headers = { Authorization: `JWT ${await adminToken()}` }
  }, 120_000)

  async function upload(base: string, file: string, alt: string): Promise<MediaDoc> {
    const form = new FormData()
    const bytes = fs.readFileSync(file)
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), `s3-${Date.now()}-${path.basename(file)}`)
    form.append('_payload', JSON.stringify({ alt }))
    const response = await fetch(`${base}/cms-api/media`, { method: 'POST', headers, body: form })
    expect(response.status, await response.clone().text()).toBe(201)
    return ((await response.json()) as { doc: MediaDoc }).doc
  }

  it('an image uploaded through one instance is in the bucket with its sizes, and the other serves it', async () => {
    const doc = await upload(a, 'public/images/radio/podcast-portada.jpg', 'Portada de prueba en S3')
    const names = [doc.filename, ...Object.values(doc.sizes).flatMap((size) => (size.filename ? [size.filename] : []))]
    // 1400 px wide: the two smaller sizes are made, the 1600 px banner is not (no upscaling).
    expect(
      Object.entries(doc.sizes)
        .flatMap(([size, { filename }]) => (filename ? [size] : []))
        .sort(),
    ).toEqual(['miniatura', 'tarjeta'])

    for (const name of names) {
      const stored = await s3.object(`medios/${name}`)
      expect(stored, `medios/${name} en el bucket`).toBeDefined()
      // Nothing written to the instances' own disk.
      expect(fs.existsSync(path.join(process.env.DATA_DIR!, 'media', name)), `${name} en disco`).toBe(false)
      const served = await fetch(`${b}/media/${encodeURIComponent(name)}`)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe(name.endsWith('.webp') ? 'image/webp' : 'image/jpeg')
      expect(Buffer.from(await served.arrayBuffer()).equals(stored!)).toBe(true)
    }

    const original = (await s3.object(`medios/${doc.filename}`))!
    const part = await fetch(`${b}/media/${doc.filename}`, { headers: { Range: 'bytes=0-99' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${original.length}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(original.subarray(0, 100))).toBe(true)
    const again = await fetch(`${a}/media/${doc.filename}`, { headers: { 'If-None-Match': part.headers.get('etag')! } })
    expect(again.status).toBe(304)

    // The back office's preview address and the image optimizer read the same bucket.
    const preview = await fetch(`${b}/cms-api/media/file/${doc.sizes.miniatura!.filename}`, { headers })
    expect(preview.status).toBe(200)
    expect(preview.headers.get('content-type')).toBe('image/webp')
    const optimized = await fetch(`${b}/_next/image?url=${encodeURIComponent(`/media/${doc.filename}`)}&w=640&q=75`, {
      headers: { Accept: 'image/webp' },
    })
    expect(optimized.status).toBe(200)
    expect(optimized.headers.get('content-type')).toBe('image/webp')
  })

  it('a file deleted through one instance leaves the bucket and the other answers 404', async () => {
    const doc = await upload(b, 'public/images/radio/podcast-portada.jpg', 'Archivo que se borra')
    const names = [doc.filename, ...Object.values(doc.sizes).flatMap((size) => (size.filename ? [size.filename] : []))]
    expect((await fetch(`${a}/media/${doc.filename}`)).status).toBe(200)

    expect((await fetch(`${b}/cms-api/media/${doc.id}`, { method: 'DELETE', headers })).status).toBe(200)
    for (const name of names) {
      expect(await s3.object(`medios/${name}`), `medios/${name} tras borrar`).toBeUndefined()
      expect((await fetch(`${a}/media/${encodeURIComponent(name)}`)).status).toBe(404)
    }
  })

  it('a replaced file leaves the bucket once the document names the new one', async () => {
    const doc = await upload(a, 'public/images/radio/podcast-portada.jpg', 'Archivo que se reemplaza')
    const form = new FormData()
    form.append(
      'file',
      new Blob([fs.readFileSync('public/images/radio/podcast-portada.jpg')], { type: 'image/jpeg' }),
      `s3-nuevo-${Date.now()}.jpg`,
    )
    form.append('_payload', JSON.stringify({ alt: 'Archivo reemplazado' }))
    const response = await fetch(`${b}/cms-api/media/${doc.id}`, { method: 'PATCH', headers, body: form })
    expect(response.status).toBe(200)
    const replaced = ((await response.json()) as { doc: MediaDoc }).doc
    expect(replaced.filename).not.toBe(doc.filename)
    expect(await s3.object(`medios/${replaced.filename}`)).toBeDefined()
    expect(await s3.object(`medios/${doc.filename}`)).toBeUndefined()
    expect((await fetch(`${a}/media/${doc.filename}`)).status).toBe(404)
    expect((await fetch(`${a}/media/${replaced.filename}`)).status).toBe(200)
    await fetch(`${a}/cms-api/media/${doc.id}`, { method: 'DELETE', headers })
  })

  it('a crop in the back office is made from the file in the bucket and stored there', async () => {
    const doc = await upload(a, 'public/images/radio/podcast-portada.jpg', 'Archivo que se recorta')
    // What the back office's image editor sends: the crop in percent and the result's pixels.
    const edits = new URLSearchParams({
      'uploadEdits[crop][unit]': '%',
      'uploadEdits[crop][x]': '0',
      'uploadEdits[crop][y]': '0',
      'uploadEdits[crop][width]': '50',
      'uploadEdits[crop][height]': '50',
      'uploadEdits[widthInPixels]': '700',
      'uploadEdits[heightInPixels]': '700',
    })
    const response = await fetch(`${b}/cms-api/media/${doc.id}?${edits}`, {
      method: 'PATCH',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ alt: 'Archivo recortado' }),
    })
    expect(response.status, await response.clone().text()).toBe(200)
    const cropped = ((await response.json()) as { doc: MediaDoc & { width: number } }).doc
    expect(cropped.width).toBe(700)
    expect(cropped.filename).toBe(doc.filename)
    const stored = (await s3.object(`medios/${cropped.filename}`))!
    const served = await fetch(`${a}/media/${cropped.filename}`)
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true)
    expect(stored.length).toBe((cropped as unknown as { filesize: number }).filesize)
    // The sizes are cut from the crop; copies whose names changed leave the bucket.
    const sizes = Object.values(cropped.sizes).flatMap((size) => (size.filename ? [size.filename] : []))
    for (const name of sizes) expect(await s3.object(`medios/${name}`), name).toBeDefined()
    for (const { filename } of Object.values(doc.sizes)) {
      if (filename && !sizes.includes(filename)) expect(await s3.object(`medios/${filename}`), filename).toBeUndefined()
    }
    await fetch(`${a}/cms-api/media/${doc.id}`, { method: 'DELETE', headers })
  })

  it('a 20 MB phone photo is stored in the bucket at 2560 px, the same bytes the document describes', async () => {
    const photo = await largePhoto()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `s3-telefono-${Date.now()}.jpg`)
    form.append('_payload', JSON.stringify({ alt: 'Foto de teléfono en S3' }))
    const response = await fetch(`${a}/cms-api/media`, { method: 'POST', headers, body: form })
    expect(response.status, await response.clone().text()).toBe(201)
    const doc = ((await response.json()) as { doc: MediaDoc & { width: number; filesize: number } }).doc
    expect(doc.width).toBe(2560)
    const stored = (await s3.object(`medios/${doc.filename}`))!
    expect(stored.length).toBe(doc.filesize)
    expect(stored.length).toBeLessThan(photo.length / 4)
    expect((await sharp(stored).metadata()).width).toBe(2560)
    for (const { filename } of Object.values(doc.sizes)) expect(await s3.object(`medios/${filename}`), filename!).toBeDefined()
    await fetch(`${a}/cms-api/media/${doc.id}`, { method: 'DELETE', headers })
  })

  // Last: it stops the bucket.
  it('with the bucket away an upload is refused with a Spanish message and leaves no document', async () => {
    await s3.stop()
    const alt = `Subida sin bucket ${Date.now()}`
    const form = new FormData()
    form.append(
      'file',
      new Blob([fs.readFileSync('public/images/radio/podcast-portada.jpg')], { type: 'image/jpeg' }),
      `s3-caido-${Date.now()}.jpg`,
    )
    form.append('_payload', JSON.stringify({ alt }))
    const response = await fetch(`${a}/cms-api/media`, { method: 'POST', headers, body: form })
    expect(response.status).toBe(503)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'No se pudo guardar el archivo en el almacenamiento. Inténtalo de nuevo en unos minutos.',
    )
    const found = (await (await fetch(`${a}/cms-api/media?where[alt][equals]=${encodeURIComponent(alt)}&depth=0`, { headers })).json()) as {
      totalDocs: number
    }
    expect(found.totalDocs).toBe(0)
  })
})
