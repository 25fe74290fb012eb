import { describe, expect, it } from 'vitest'
import { findPreselectedProgramme } from './preselect'

const programmes = [
  { id: 'bac-1', titulo: 'Bachillerato General' },
  { id: 'lic-3', titulo: 'Licenciatura en Administración Turística' },
  { id: 'dip-2', titulo: 'Diplomado en Diseño Gráfico' },
  { id: 'conocer-4', titulo: 'EC0217.01 Impartición de cursos de formación del capital humano de manera presencial grupal' },
]

describe('findPreselectedProgramme', () => {
  it('matches the exact title', () => {
    expect(findPreselectedProgramme(programmes, 'Licenciatura en Administración Turística')).toBe('lic-3')
  })

  it('matches the slug of a title, accents and punctuation included', () => {
    expect(findPreselectedProgramme(programmes, 'licenciatura-en-administracion-turistica')).toBe('lic-3')
    expect(findPreselectedProgramme(programmes, 'diplomado-en-diseno-grafico')).toBe('dip-2')
    expect(
      findPreselectedProgramme(programmes, 'ec021701-imparticion-de-cursos-de-formacion-del-capital-humano-de-manera-presencial-grupal'),
    ).toBe('conocer-4')
  })

  it('preselects nothing when no listed programme matches', () => {
    expect(findPreselectedProgramme(programmes, undefined)).toBeUndefined()
    expect(findPreselectedProgramme(programmes, '')).toBeUndefined()
    expect(findPreselectedProgramme(programmes, 'licenciatura-en-derecho')).toBeUndefined()
    // A title must match exactly; only the slug form is forgiving.
    expect(findPreselectedProgramme(programmes, 'licenciatura en administración turística')).toBeUndefined()
    expect(findPreselectedProgramme([], 'bachillerato-general')).toBeUndefined()
  })
})
