import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { candidatesFor, screens } from '../../scripts/lib/warm.mjs'
import { adminToken, label } from './helpers'
import { startNextServer, stopNextServers } from './next-server'
import { distDir } from '../support/dist-dir.mjs'

// No cold first visit (docs/decisions/0030-cache-de-respuestas-al-frente.md): after a deploy (the
// image optimiser's cache empty) the server makes the sizes of every page's pictures before anyone
// asks, and after an editor publishes a new picture it makes that one's too. Measured on a second
// server of the suite's build and database, as the first visitor's phone would ask.
// Once per run (vitest.config.ts: on SQLite): the warm-up does not read the database itself, and a
// cold pass takes minutes. It runs with WARM_UP=phones: what it proves is a phone's first visit,
// and the desktops' larger sizes (the same pass on more screens, scripts/lib/warm.test.ts) would
// add minutes of encoding to the suite and nothing to the proof.

const phone = screens[0]!
const avif = { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' }

/** The optimised addresses a phone like Lighthouse's would take for each picture of a page. */
async function phoneSizes(base: string, page: string, only?: string) {
  const html = await (await fetch(`${base}${page}`)).text()
  const found = new Set<string>()
  for (const [tag] of html.matchAll(/<img\s[^>]*>/gi)) {
    const srcset = /\ssrcset="([^"]*)"/i.exec(tag)?.[1]?.replace(/&amp;/g, '&')
    if (!srcset || (only && !srcset.includes(only))) continue
    const sizes = /\ssizes="([^"]*)"/i.exec(tag)?.[1]
    // The browser takes one of the two candidates around what it needs: both must be there.
    for (const url of candidatesFor(srcset, sizes, phone)) found.add(url)
  }
  return [...found]
}

async function cacheState(base: string, url: string) {
  const response = await fetch(`${base}${url}`, { headers: avif })
  await response.arrayBuffer()
  return { status: response.status, cache: response.headers.get('x-nextjs-cache') }
}

describe(`the server warms itself (${label})`, () => {
  afterAll(() => stopNextServers())

  it(
    'after a deploy every page’s pictures exist at a phone’s sizes before the first visitor; a newly published picture too',
    { timeout: 900_000 },
    async () => {
      fs.rmSync(path.join(distDir, 'cache', 'images'), { recursive: true, force: true })
      const passes: string[] = []
      let passed: () => void = () => {}
      const server = await startNextServer({ WARM_UP: 'phones' }, (line) => {
        if (line.includes('▸ Calentamiento:')) {
          passes.push(line)
          passed()
        }
      })
      const nextPass = (count: number) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`el calentamiento ${count} no terminó: ${passes.join(' | ')}`)), 600_000)
          passed = () => passes.length >= count && (clearTimeout(timer), resolve())
          passed()
        })
      await nextPass(1)
      expect(passes[0]).toMatch(/▸ Calentamiento: \d{2,} páginas y \d{3,} tamaños de imagen listos/)

      // Nobody but the server itself has asked for a picture since the cache was emptied.
      for (const page of ['/', '/licenciaturas', '/quienes-somos', '/radiougc', '/vida-universitaria-y-eventos']) {
        const sizes = await phoneSizes(server, page)
        expect(sizes.length, page).toBeGreaterThan(0)
        for (const url of sizes) expect(await cacheState(server, url), `${page} ${url}`).toEqual({ status: 200, cache: 'HIT' })
      }

      // An editor publishes news with a picture nobody has seen, through this server.
      const token = await adminToken()
      const name = `foto-calentada-${Date.now()}.jpg`
      const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1b4d8c' } })
        .jpeg()
        .toBuffer()
      const form = new FormData()
      form.append('file', new Blob([picture], { type: 'image/jpeg' }), name)
      form.append('_payload', JSON.stringify({ alt: 'Foto de prueba del calentamiento' }))
      const media = await fetch(`${server}/cms-api/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })
      expect(media.status).toBe(201)
      const { doc: file } = (await media.json()) as { doc: { id: number; filename: string } }
      const news = await fetch(`${server}/cms-api/comunicaciones`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify({
          tipo: 'NOT',
          titulo: `Noticia con foto nueva ${Date.now()}`,
          fecha: new Date().toISOString(),
          path_imagen: file.id,
          _status: 'published',
        }),
      })
      expect(news.status).toBe(201)

      const seen = passes.length
      await nextPass(seen + 1)
      const sizes = await phoneSizes(server, '/vida-universitaria-y-eventos', encodeURIComponent(file.filename))
      expect(sizes.length).toBeGreaterThan(0)
      for (const url of sizes) expect(await cacheState(server, url), url).toEqual({ status: 200, cache: 'HIT' })
    },
  )
})
