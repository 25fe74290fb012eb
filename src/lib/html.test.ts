import { describe, expect, it } from 'vitest'
import { lexicalFromParagraphs } from './lexical'
import { htmlToText, richTextToHtml, sanitizeHtml } from './html'

const hostile = `<p>Consulta la galería.</p><img src="/no-existe.png" alt="Galería" onerror="alert('xss')"><script>alert('xss')</script><a href="javascript:alert('xss')">Ver galería</a>`

describe('sanitizeHtml', () => {
  it('removes scripts, on* handlers and javascript: URLs, keeping the content', () => {
    const clean = sanitizeHtml(hostile)
    expect(clean).not.toMatch(/<script|onerror|javascript:/i)
    expect(clean).toContain('<p>Consulta la galería.</p>')
    expect(clean).toContain('<img src="/no-existe.png" alt="Galería" loading="lazy" />')
    expect(clean).toContain('<a>Ver galería</a>')
  })

  it('keeps embeds from known video and map hosts only', () => {
    expect(sanitizeHtml('<iframe src="https://www.youtube.com/embed/abc" title="Video"></iframe>')).toContain('youtube.com/embed/abc')
    expect(sanitizeHtml('<iframe src="https://malicioso.example/x"></iframe>')).not.toContain('malicioso')
  })

  it('adds noopener to links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://ugc.edu.mx" target="_blank">UGC</a>')).toBe(
      '<a href="https://ugc.edu.mx" target="_blank" rel="noopener noreferrer">UGC</a>',
    )
  })
})

describe('richTextToHtml', () => {
  it('renders paragraphs and sanitises the HTML embed block', () => {
    const html = richTextToHtml(lexicalFromParagraphs(['Primer párrafo.', 'Segundo & último.'], hostile))
    expect(html).toContain('<p>Primer párrafo.</p><p>Segundo &amp; último.</p>')
    expect(html).toContain('Consulta la galería.')
    expect(html).not.toMatch(/<script|onerror|javascript:/i)
  })

  it('answers an empty string for missing rich text', () => {
    expect(richTextToHtml(null)).toBe('')
    expect(richTextToHtml({})).toBe('')
  })

  it('gives the plain text for excerpts', () => {
    expect(htmlToText('<p>Hola <strong>mundo</strong></p>\n<p>UGC</p>')).toBe('Hola mundo UGC')
  })

  it('separates paragraphs and lines that the HTML writes back to back', () => {
    expect(htmlToText('<p>Primer párrafo.</p><p>Segundo.</p><ul><li>uno</li><li>dos</li></ul>tres<br>cuatro')).toBe(
      'Primer párrafo. Segundo. uno dos tres cuatro',
    )
  })

  it('gives characters, not HTML entities, and drops scripts entirely', () => {
    expect(htmlToText('<p>Segundo &amp; último &lt;b&gt; &quot;x&quot; &#39;y&#39; &amp;lt;</p>')).toBe(`Segundo & último <b> "x" 'y' &lt;`)
    expect(htmlToText(richTextToHtml(lexicalFromParagraphs(['A & B.'], hostile)))).toBe('A & B. Consulta la galería. Ver galería')
  })
})

describe('a heading 1 in a rich text', () => {
  it('is published as a heading 2 with its words, never as bare text between paragraphs', () => {
    const state = {
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'Bienvenida.' }] },
          { type: 'heading', tag: 'h1', version: 1, children: [{ type: 'text', version: 1, text: 'Programa del día' }] },
          { type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'Llega a las 9:00.' }] },
        ],
      },
    }
    const html = richTextToHtml(state)
    expect(html).toContain('<h2>Programa del día</h2>')
    expect(html).not.toContain('</p>Programa del día<p>')
    expect(sanitizeHtml('<h1>Título pegado</h1>')).toBe('<h2>Título pegado</h2>')
  })
})
