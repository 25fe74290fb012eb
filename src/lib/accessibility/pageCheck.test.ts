import { describe, expect, it } from 'vitest'
import { checkHtml } from '@/cms/jobs/accessibilityCheck'

const page = (main: string) =>
  `<!doctype html><html lang="es-MX"><head><title>Prueba</title></head><body><header><a href="/">Inicio</a></header><main><h1>Noticia</h1>${main}</main></body></html>`

describe('the accessibility check of a page (axe-core in a window of its own)', () => {
  it('finds a picture without a description and a link without words, in Spanish, and nothing in a sound page', async () => {
    const findings = await checkHtml(
      page('<p>Texto.</p><img src="/foto.jpg"><p><a href="/mas"></a></p>'),
      'http://127.0.0.1/vida-universitaria-y-eventos/noticia',
    )
    expect(findings.map((f) => f.regla).sort()).toEqual(['image-alt', 'link-name'])
    const image = findings.find((f) => f.regla === 'image-alt')!
    expect(image.impacto).toBe('critical')
    expect(image.ayuda).toMatch(/imágenes|imagen/i)
    expect(image.elemento).toBe('<img src="/foto.jpg">')
    expect(
      await checkHtml(page('<p>Texto.</p><img src="/foto.jpg" alt="El campus"><p><a href="/mas">Más</a></p>'), 'http://127.0.0.1/x'),
    ).toEqual([])
  })

  it('gives an element the same key from one check to the next, whatever else changes on the page, and two like elements two keys', async () => {
    const first = await checkHtml(page('<img src="/a.jpg"><img src="/b.jpg">'), 'http://127.0.0.1/x')
    const again = await checkHtml(
      page('<p>Un párrafo nuevo antes.</p><img class="otra" src="/a.jpg"><img src="/b.jpg">'),
      'http://127.0.0.1/x',
    )
    expect(first.map((f) => f.huella)).toEqual(again.map((f) => f.huella))
    expect(new Set(first.map((f) => f.huella)).size).toBe(2)
    const twins = await checkHtml(page('<img src="/a.jpg"><img src="/a.jpg">'), 'http://127.0.0.1/x')
    expect(twins.map((f) => f.huella)).toEqual([first[0]!.huella, `${first[0]!.huella}-2`])
  })
})
