import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { makePdf } from '@/seed/files'
import { richText, unique, uploadImage } from './fixtures'
import { testPayload } from './payload'

let payload: Payload
let image: number

beforeAll(async () => {
  payload = await testPayload()
  image = await uploadImage(payload)
})

const programme = (titulo: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'programas',
    data: { tipo: 'LIC', titulo, tipo_periodo: 'CUA', _status: 'published', ...extra },
  })

describe(`slugs follow the spec rule and stay unique (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('generates the slug from the title: accents, punctuation and repeated spaces', async () => {
    const tag = unique()
    const cases: [string, string][] = [
      [`Administración   de Empresas Turísticas ${tag}`, `administracion-de-empresas-turisticas-${tag}`],
      [`¿Qué es la Psicología? (Línea ${tag})`, `que-es-la-psicologia-linea-${tag}`],
      [`Diseño -- Gráfico: Ñandú, Pingüino & Co. ${tag}`, `diseno-grafico-nandu-pinguino-co-${tag}`],
    ]
    for (const [titulo, slug] of cases) {
      expect((await programme(titulo)).slug).toBe(slug)
    }
  })

  it('CONOCER standards get slugs by the same rule', async () => {
    const tag = unique()
    const doc = await payload.create({
      collection: 'conocer',
      data: { titulo: `EC0217.01  Impartición de cursos, presencial ${tag}`, _status: 'published' },
    })
    expect(doc.slug).toBe(`ec021701-imparticion-de-cursos-presencial-${tag}`)
  })

  it('a repeated title gets -2, -3…; an edited title keeps the slug; an editor-typed slug is normalised', async () => {
    const titulo = `Gastronomía Internacional ${unique()}`
    const first = await programme(titulo)
    const second = await programme(titulo)
    const third = await programme(titulo)
    expect(second.slug).toBe(`${first.slug}-2`)
    expect(third.slug).toBe(`${first.slug}-3`)
    const renamed = await payload.update({ collection: 'programas', id: second.id, data: { titulo: `${titulo} (nuevo)` } })
    expect(renamed.slug).toBe(`${first.slug}-2`)
    const typed = await payload.update({ collection: 'programas', id: third.id, data: { slug: `  Mi Slug  Propio ${first.id}` } })
    expect(typed.slug).toBe(`mi-slug-propio-${first.id}`)
    const cleared = await payload.update({ collection: 'programas', id: third.id, data: { slug: '' } })
    expect(cleared.slug).toBe(`${first.slug}-3`)
  })

  it('news, events and SITCA documents never share a slug, since visits are counted by slug', async () => {
    const titulo = `Ocupación hotelera de octubre ${unique()}`
    const news = await payload.create({
      collection: 'comunicaciones',
      data: { tipo: 'NOT', titulo, fecha: '2026-11-01T12:00:00.000Z', path_imagen: image, contenido: richText('x'), _status: 'published' },
    })
    const pdf = makePdf('Boletín', ['Cifras.'])
    const file = await payload.create({
      collection: 'media',
      data: { alt: 'Boletín' },
      file: { data: pdf, mimetype: 'application/pdf', name: `boletin-${unique()}.pdf`, size: pdf.length },
    })
    const document = await payload.create({
      collection: 'sitca-documentos',
      data: { tipo: 'boletin', titulo, fecha_publicacion: '2026-11-01T12:00:00.000Z', archivo: file.id, _status: 'published' },
    })
    expect(document.slug).toBe(`${news.slug}-2`)
  })
})
