import { describe, expect, it } from 'vitest'
import { checkRichText, demoteHeadingOnes, foldText } from './richTextChecks'

const text = (t: string) => ({ type: 'text', text: t })
const p = (...children: object[]) => ({ type: 'paragraph', children })
const h = (level: number, t: string) => ({ type: 'heading', tag: `h${level}`, children: [text(t)] })
const link = (t: string) => ({ type: 'link', fields: { url: 'https://ugc.edu.mx' }, children: t ? [text(t)] : [] })
const state = (...children: object[]) => ({ root: { type: 'root', children } })
const codes = (s: unknown) => checkRichText(s).map((w) => w.code)

describe('checkRichText', () => {
  it('says nothing about a well-built text or an empty one', () => {
    expect(checkRichText(null)).toEqual([])
    expect(checkRichText({})).toEqual([])
    const good = state(
      h(2, 'Requisitos'),
      p(text('Consulta '), link('el calendario escolar'), text('.')),
      h(3, 'Documentos'),
      h(2, 'Costos'),
      p(text('SIGLAS como UGC o RVOE no son un párrafo en mayúsculas.')),
      {
        type: 'block',
        fields: { blockType: 'htmlEmbed', html: '<table><tr><th>Plan</th></tr><tr><td>2026</td></tr></table><img src="a.png" alt="">' },
      },
    )
    expect(checkRichText(good)).toEqual([])
  })

  it('warns of a heading 1 and of a skipped level, naming the heading', () => {
    const warnings = checkRichText(state(h(1, 'Bienvenida'), h(2, 'Uno'), h(4, 'Detalle')))
    expect(warnings.map((w) => w.code)).toEqual(['h1', 'salto'])
    expect(warnings[0].message).toBe(
      '«Bienvenida» es un Encabezado 1: la página ya tiene su título como Encabezado 1. Usa Encabezado 2 para las secciones del texto.',
    )
    expect(warnings[1].message).toBe('«Detalle» es un Encabezado 4 después de un Encabezado 2: no te saltes niveles, usa Encabezado 3.')
    expect(codes(state(h(3, 'Primero sin 2')))).toEqual(['salto'])
  })

  it('warns of links that do not say where they lead, whatever their accents or case', () => {
    expect(codes(state(p(text('Para inscribirte haz '), link('clic aquí'))))).toEqual(['enlace-vago'])
    expect(codes(state(p(link('AQUI.'))))).toEqual(['enlace-vago'])
    expect(codes(state(p(link('Ver más'))))).toEqual(['enlace-vago'])
    expect(codes(state(p(link(''))))).toEqual(['enlace-vacio'])
    expect(checkRichText(state(p(link('clic aquí'))))[0].message).toMatch(/^El enlace «clic aquí» no dice a dónde lleva/)
  })

  it('warns of pictures without description and tables without headers inside HTML blocks', () => {
    const html = '<p>Hola</p><img src="/media/x.png"><table><tr><td>1</td></tr></table>'
    expect(codes(state({ type: 'block', fields: { blockType: 'htmlEmbed', html } }))).toEqual(['imagen-sin-texto', 'tabla-sin-encabezados'])
    expect(codes(state({ type: 'upload', value: { alt: ' ', mimeType: 'image/png' } }))).toEqual(['imagen-sin-texto'])
    expect(codes(state({ type: 'upload', value: { alt: 'Fachada del campus', mimeType: 'image/png' } }))).toEqual([])
    expect(codes(state({ type: 'upload', value: 12 }))).toEqual([])
  })

  it('warns of a paragraph written in capitals', () => {
    expect(codes(state(p(text('INSCRIPCIONES ABIERTAS PARA EL CICLO 2027'))))).toEqual(['mayusculas'])
    expect(codes(state(p(text('¡ÚLTIMOS DÍAS!'))))).toEqual([])
  })
})

describe('foldText', () => {
  it('drops accents, case and punctuation', () => {
    expect(foldText('  ¡Clic   AQUÍ!  ')).toBe('clic aqui')
  })
})

describe('demoteHeadingOnes', () => {
  it('makes every heading 1 a heading 2, nested ones too, and leaves the rest as it was', () => {
    const quote = { type: 'quote', children: [h(1, 'Dentro de una cita')] }
    const before = state(h(1, 'Programa del día'), p(text('Llega a las 9:00.')), quote, h(3, 'Lugar'))
    const after = demoteHeadingOnes(before)
    expect(after.root.children).toEqual([
      h(2, 'Programa del día'),
      p(text('Llega a las 9:00.')),
      { type: 'quote', children: [h(2, 'Dentro de una cita')] },
      h(3, 'Lugar'),
    ])
    expect(codes(after)).not.toContain('h1')
    // What was sent is not changed in place.
    expect(before.root.children[0]).toEqual(h(1, 'Programa del día'))
  })

  it('hands back the same object when there is no heading 1, and anything that is not a rich text as it is', () => {
    const plain = state(h(2, 'Requisitos'), p(text('Nada que cambiar.')))
    expect(demoteHeadingOnes(plain)).toBe(plain)
    expect(demoteHeadingOnes(null)).toBe(null)
    expect(demoteHeadingOnes('texto')).toBe('texto')
  })
})
