import { describe, expect, it } from 'vitest'
import { slugify } from '@/lib/slugify'
import { conocerStandards } from '@/seed/fixtures/conocer'
import { infoBlocks } from '@/seed/fixtures/infoBlocks'
import { programmes } from '@/seed/fixtures/programmes'
import { base, label } from './helpers'

// The info blocks' «Sección» and the characteristics' «Descripción principal» are for the pages
// only: the public API answers exactly what api-contract.md lists, as it did before they existed.

type Json = Record<string, unknown>
const data = async (path: string) => {
  const response = await fetch(`${base}${path}`)
  expect(response.status, path).toBe(200)
  return ((await response.json()) as { data: unknown }).data
}

const programmeKeys = [
  'id',
  'tipo',
  'titulo',
  'slug',
  'subtitulo',
  'path_banner',
  'path_imagen',
  'tipo_periodo',
  'rvoe',
  'caracteristicas',
  'plan_estudios',
]
/** A seeded characteristic as the API has always answered it: its stored title ('Desc' included) and text, nothing else. */
const asAnswered = (rows: readonly { titulo_caracteristica: string; descripcion: string }[]) =>
  rows.map(({ titulo_caracteristica, descripcion }) => ({ titulo_caracteristica, descripcion }))

describe(`public answers for info blocks and programmes keep their contract (${label})`, () => {
  it('/api/get_tramites_texto/: id, titulo and texto of each seeded block in order, no section', async () => {
    const blocks = (await data('/api/get_tramites_texto/')) as Json[]
    expect(blocks.map((b) => Object.keys(b))).toEqual(infoBlocks.map(() => ['id', 'titulo', 'texto']))
    expect(blocks.map((b) => b.titulo)).toEqual(['Servicio Social', 'Servicio Social: liberación', 'Practicas Profesionales'])
    for (const [i, block] of blocks.entries()) {
      expect(typeof block.id).toBe('number')
      expect(block.texto).toBe(infoBlocks[i]!.texto.paragraphs.map((p) => `<p>${p}</p>`).join(''))
    }
  })

  it('/api/get-info-bachillerato/ and /api/get-info-ofertaacademica/: characteristics with their stored titles and texts only', async () => {
    const bachillerato = (await data('/api/get-info-bachillerato/')) as Json[]
    const seededBac = programmes.filter((p) => p.tipo === 'BAC')
    expect(bachillerato.map((p) => p.titulo)).toEqual(seededBac.map((p) => p.titulo))
    for (const [i, programme] of bachillerato.entries()) {
      expect(Object.keys(programme)).toEqual(programmeKeys)
      expect(programme.caracteristicas).toEqual(asAnswered(seededBac[i]!.caracteristicas))
    }
    for (const seeded of programmes) {
      const programme = (await data(`/api/get-info-ofertaacademica/?slug=${slugify(seeded.titulo)}`)) as Json
      expect(Object.keys(programme), seeded.titulo).toEqual(programmeKeys)
      expect(programme.caracteristicas, seeded.titulo).toEqual(asAnswered(seeded.caracteristicas))
      // The main description is still the row titled 'Desc' in the answer, as clients expect.
      expect(
        (programme.caracteristicas as Json[]).filter((c) => c.titulo_caracteristica === 'Desc'),
        seeded.titulo,
      ).toHaveLength(1)
    }
  })

  it('/api/get-conocer/: the `caracteristica` rows with their stored titles and texts only', async () => {
    for (const seeded of conocerStandards) {
      const standard = (await data(`/api/get-conocer/?slug=${slugify(seeded.titulo)}`)) as Json
      expect(Object.keys(standard), seeded.titulo).toEqual([
        'id',
        'titulo',
        'slug',
        'subtitulo',
        'path_banner',
        'path_imagen',
        'documento',
        'caracteristica',
      ])
      expect(standard.caracteristica, seeded.titulo).toEqual(asAnswered(seeded.caracteristica))
    }
  })
})
