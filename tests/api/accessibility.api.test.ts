import { describe, expect, it } from 'vitest'
import { adminToken, base, editorToken, eventually } from './helpers'
import { lexicalFromParagraphs } from '../../src/lib/lexical'

// The site's accessibility check (issue 44, item 12) through this production server: a page with a
// heading that skips levels is found by the check the content team starts, in Spanish; the finding
// goes once the page is fixed; a finding marked as reviewed stays reviewed through later checks.
// Only the content team reads the findings or starts a check.

type Finding = {
  id: number
  ruta: string
  regla: string
  impacto: string
  ayuda: string
  huella: string
  revisado: boolean
  revisado_por_nombre?: string
  visto_el?: string
}

/** The news item's body: a paragraph, then a heading of level `tag` (after the page's h1, an h4 skips two levels). */
function body(tag: 'h2' | 'h4') {
  const state = lexicalFromParagraphs(['Una noticia para revisar su accesibilidad.'])
  state.root.children.push({
    type: 'heading',
    tag,
    version: 1,
    format: '',
    indent: 0,
    direction: 'ltr',
    children: [{ type: 'text', text: 'Detalles del evento', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
  })
  return state
}

describe('the accessibility check of the published site', () => {
  it('finds a skipped heading level in Spanish, forgets it once fixed, and keeps a reviewed finding reviewed', async () => {
    const admin = { 'Content-Type': 'application/json', Authorization: `JWT ${await adminToken()}` }
    const editor = { 'Content-Type': 'application/json', Authorization: `JWT ${await editorToken('accesibilidad')}` }
    const media = (await (
      await fetch(`${base}/cms-api/media?limit=1&depth=0&where[mimeType][contains]=image`, { headers: admin })
    ).json()) as {
      docs: { id: number }[]
    }
    const titulo = `Noticia con encabezados ${Date.now()}`
    const created = await fetch(`${base}/cms-api/comunicaciones?depth=0`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        tipo: 'NOT',
        titulo,
        fecha: new Date().toISOString(),
        path_imagen: media.docs[0]!.id,
        contenido: body('h4'),
        _status: 'published',
      }),
    })
    expect(created.status).toBe(201)
    const doc = ((await created.json()) as { doc: { id: number; slug: string } }).doc
    try {
      const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
      // Its address as the sitemap gives it (a news item's: /vida-universitaria-y-eventos?slug=…).
      const loc = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((m) => new URL(m[1]!.replace(/&amp;/g, '&')))
        .find((url) => url.search.endsWith(`=${doc.slug}`))!
      const ruta = `${loc.pathname}${loc.search}`
      const list = async () => {
        const query = `where[ruta][equals]=${encodeURIComponent(ruta)}&depth=0&limit=100`
        const answer = await fetch(`${base}/cms-api/hallazgos-accesibilidad?${query}`, { headers: editor })
        expect(answer.status).toBe(200)
        return ((await answer.json()) as { docs: Finding[] }).docs
      }
      const check = async () => {
        const queued = await fetch(`${base}/cms-api/hallazgos-accesibilidad/revisar`, {
          method: 'POST',
          headers: editor,
          body: JSON.stringify({ ruta }),
        })
        expect(queued.status).toBe(202)
      }
      /** The page's heading finding once the queue has run the check (within seconds) and `ok` holds. */
      const headingOnceChecked = async (ok: (finding: Finding | undefined) => boolean) => {
        const read = await eventually(
          async () => (await list()).filter((f) => f.regla === 'heading-order'),
          (findings) => ok(findings[0]),
          60_000,
        )
        expect(read.value.length).toBeLessThanOrEqual(1)
        return read.value[0]
      }

      // Found, in Spanish, open.
      await check()
      const found = await headingOnceChecked((f) => f !== undefined)
      expect(found).toMatchObject({ ruta, impacto: 'moderate', revisado: false })
      expect(found!.ayuda).toMatch(/encabezado/i)
      expect(found!.visto_el).toBeTruthy()

      // Fixed: the next check takes it away.
      expect(
        (
          await fetch(`${base}/cms-api/comunicaciones/${doc.id}`, {
            method: 'PATCH',
            headers: admin,
            body: JSON.stringify({ contenido: body('h2') }),
          })
        ).status,
      ).toBe(200)
      await check()
      expect(await headingOnceChecked((f) => f === undefined)).toBeUndefined()

      // Back, with the same key, and marked as reviewed: it stays reviewed through the next check.
      expect(
        (
          await fetch(`${base}/cms-api/comunicaciones/${doc.id}`, {
            method: 'PATCH',
            headers: admin,
            body: JSON.stringify({ contenido: body('h4') }),
          })
        ).status,
      ).toBe(200)
      await check()
      const again = (await headingOnceChecked((f) => f !== undefined))!
      expect(again.huella).toBe(found!.huella)
      const marked = await fetch(`${base}/cms-api/hallazgos-accesibilidad/revisado`, {
        method: 'POST',
        headers: editor,
        body: JSON.stringify({
          ruta,
          regla: again.regla,
          impacto: again.impacto,
          ayuda: again.ayuda,
          huella: again.huella,
          elemento: '<h4>',
          selector: 'h4',
        }),
      })
      expect(marked.status).toBe(200)
      await check()
      const kept = await headingOnceChecked((f) => f !== undefined && f.visto_el !== again.visto_el)
      expect(kept).toMatchObject({ id: again.id, revisado: true, revisado_por_nombre: 'Editora' })
    } finally {
      await fetch(`${base}/cms-api/comunicaciones/${doc.id}`, { method: 'DELETE', headers: admin })
    }
  }, 240_000)

  it('is closed to anyone outside the content team, refuses a made-up finding or address in Spanish, and lets nobody write a row', async () => {
    const editor = { 'Content-Type': 'application/json', Authorization: `JWT ${await editorToken('accesibilidad-limites')}` }
    const count = async () =>
      (
        (await (await fetch(`${base}/cms-api/hallazgos-accesibilidad?limit=1&depth=0`, { headers: editor })).json()) as {
          totalDocs: number
        }
      ).totalDocs
    const before = await count()
    const finding = {
      ruta: '/licenciaturas',
      regla: 'image-alt',
      impacto: 'critical',
      ayuda: 'Las imágenes deben tener texto alternativo',
      huella: 'abc123',
      elemento: '<img>',
      selector: 'img',
    }
    const post = (path: string, body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
      fetch(`${base}/cms-api/hallazgos-accesibilidad/${path}`, { method: 'POST', headers, body: JSON.stringify(body) })

    // Without an account: nothing read, nothing marked, no check started.
    expect((await fetch(`${base}/cms-api/hallazgos-accesibilidad?limit=1`)).status).toBe(401)
    for (const [path, sent] of [
      ['revisado', finding],
      ['revisar', {}],
    ] as const) {
      const answer = await post(path, sent)
      expect(answer.status).toBe(401)
      expect(((await answer.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
        'Inicia sesión en la administración para usar esta dirección.',
      )
    }
    // The preview's script is for a staff member's preview only.
    const script = await fetch(`${base}/vista-previa/accesibilidad.js`)
    expect(script.status).toBe(404)
    expect(await script.text()).not.toContain('axe')

    // Made-up input: a clear refusal, nothing kept.
    for (const [sent, message] of [
      [{ ...finding, huella: 'no es una huella' }, 'Ese aviso no es válido: vuelve a revisar la página.'],
      [{ ...finding, impacto: 'fatal' }, 'Ese aviso no es válido: vuelve a revisar la página.'],
      [{ ...finding, ruta: '/admin/collections/users' }, 'Esa dirección no es una página del sitio.'],
      [{ ...finding, ruta: 'https://otro.example/' }, 'Esa dirección no es una página del sitio.'],
    ] as const) {
      const answer = await post('revisado', sent, editor)
      expect(answer.status).toBe(400)
      expect(((await answer.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(message)
    }
    expect((await post('revisar', { ruta: '/cms-api/users' }, editor)).status).toBe(400)
    expect(await count()).toBe(before)

    // The REST doors of the collection write nothing, even for the content team.
    expect(
      (
        await fetch(`${base}/cms-api/hallazgos-accesibilidad`, {
          method: 'POST',
          headers: editor,
          body: JSON.stringify({ ...finding, clave: 'x' }),
        })
      ).status,
    ).toBe(403)
    expect(await count()).toBe(before)
  })
})
