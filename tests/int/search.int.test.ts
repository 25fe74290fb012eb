import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { readSearchDocuments } from '@/data/search'
import { parseQuery, rank } from '@/lib/search'
import { richText, unique, uploadImage } from './fixtures'
import { testPayload } from './payload'

let payload: Payload
/** A word only this file's documents hold, so other files' content does not disturb the checks. */
const tag = unique()

beforeAll(async () => {
  payload = await testPayload()
  const image = await uploadImage(payload)
  const programme = { path_banner: image, path_imagen: image, tipo_periodo: 'SEM' as const }
  await payload.create({
    collection: 'programas',
    data: {
      ...programme,
      tipo: 'LIC',
      titulo: `Licenciatura en Matemáticas Aplicadas ${tag}`,
      subtitulo: 'Modelos para la industria turística.',
      caracteristicas: [{ titulo_caracteristica: 'Desc', descripcion: 'Estadística, finanzas y optimización.' }],
      plan_estudios: [{ numero_periodo: 1, nombre_materia: 'Álgebra Lineal' }],
      _status: 'published',
    },
  })
  await payload.create({
    collection: 'programas',
    data: { ...programme, tipo: 'LIC', titulo: `Licenciatura en Matemáticas Puras ${tag}`, _status: 'draft' },
    draft: true,
  })
  await payload.create({
    collection: 'programas',
    data: { ...programme, tipo: 'BAC', titulo: `Bachillerato Técnico (Cocina) ${tag}`, _status: 'published' },
  })
  await payload.create({
    collection: 'comunicaciones',
    data: {
      tipo: 'NOT',
      titulo: `Olimpiada regional ${tag}`,
      fecha: '2026-03-05T12:00:00.000Z',
      contenido: richText('Ganamos la <olimpiada> de matemáticas & física.'),
      _status: 'published',
    },
  })
  await payload.create({
    collection: 'comunicaciones',
    data: { tipo: 'NOT', titulo: `Borrador de matemáticas ${tag}`, fecha: '2026-03-06T12:00:00.000Z', _status: 'draft' },
    draft: true,
  })
  await payload.create({
    collection: 'libros',
    data: {
      imagen: image,
      titulo: `Cálculo para todos ${tag}`,
      nombre_autor: 'Rosa Amador',
      edicion: 'Primera edición',
      anio_edicion: 2024,
      descripcion: 'Matemáticas sin miedo.',
      _status: 'published',
    },
  })
})

describe('the search list (src/data/search.ts) on this database', () => {
  it('holds published programmes, news and books with their addresses and plain text, and no drafts', async () => {
    const docs = (await readSearchDocuments()).filter((d) => d.title.endsWith(tag))
    const byTitle = Object.fromEntries(docs.map((d) => [d.title.replace(` ${tag}`, ''), d]))
    expect(Object.keys(byTitle).sort()).toEqual([
      'Bachillerato Técnico (Cocina)',
      'Cálculo para todos',
      'Licenciatura en Matemáticas Aplicadas',
      'Olimpiada regional',
    ])
    expect(byTitle['Licenciatura en Matemáticas Aplicadas']).toMatchObject({
      kind: 'licenciatura',
      url: `/licenciaturas/licenciatura-en-matematicas-aplicadas-${tag}`,
      date: null,
    })
    expect(byTitle['Licenciatura en Matemáticas Aplicadas']!.text).toBe(
      'Modelos para la industria turística. Estadística, finanzas y optimización. Álgebra Lineal.',
    )
    expect(byTitle['Bachillerato Técnico (Cocina)']).toMatchObject({
      kind: 'preparatoria',
      url: `/preparatoria#Bachillerato-Técnico-Cocina-${tag}`,
    })
    // Rich text arrives as the words a person reads: no markup, entities decoded.
    expect(byTitle['Olimpiada regional']).toMatchObject({
      kind: 'noticia',
      url: `/vida-universitaria-y-eventos?slug=olimpiada-regional-${tag}`,
      text: 'Ganamos la <olimpiada> de matemáticas & física.',
      date: '05/03/2026',
    })
    expect(byTitle['Cálculo para todos']).toMatchObject({
      kind: 'libro',
      text: 'Rosa Amador. Primera edición, 2024. Matemáticas sin miedo.',
    })
    expect(byTitle['Cálculo para todos']!.url).toMatch(/^\/stica\/editoriales(\?pagina=\d+)?#libro-\d+$/)
  })

  it('finds them whatever the accents and case, the title match first, the same on SQLite and PostgreSQL', async () => {
    const docs = await readSearchDocuments()
    const titles = rank(docs, parseQuery(`MATEMATICAS ${tag}`)).map((d) => d.title.replace(` ${tag}`, ''))
    expect(titles).toEqual(['Licenciatura en Matemáticas Aplicadas', 'Olimpiada regional', 'Cálculo para todos'])
  })
})
