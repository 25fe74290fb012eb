import { describe, expect, it } from 'vitest'
import {
  characteristicTitle,
  diplomaTitle,
  groupStudyPlan,
  hasSeveralPrincipals,
  periodLabel,
  principalCharacteristic,
  programmeAnchor,
  programmeSummary,
  rvoeLabel,
} from './programmes'

describe('periodLabel', () => {
  it('names the three period codes', () => {
    expect(periodLabel('CUA')).toBe('Cuatrimestre')
    expect(periodLabel('SEM')).toBe('Semestre')
    expect(periodLabel('TRI')).toBe('Trimestre')
  })

  it('calls every other code, or none, Modulo', () => {
    expect(periodLabel('MOD')).toBe('Modulo')
    expect(periodLabel('cua')).toBe('Modulo')
    expect(periodLabel('')).toBe('Modulo')
    expect(periodLabel(null)).toBe('Modulo')
    expect(periodLabel(undefined)).toBe('Modulo')
  })
})

describe('groupStudyPlan', () => {
  it('groups subjects by period in ascending order, keeping each period’s order', () => {
    const plan = groupStudyPlan([
      { numero_periodo: 2, nombre_materia: 'Cálculo' },
      { numero_periodo: 1, nombre_materia: 'Álgebra' },
      { numero_periodo: 2, nombre_materia: 'Física' },
      { numero_periodo: 10, nombre_materia: 'Tesis' },
      { numero_periodo: 1, nombre_materia: 'Inglés I' },
    ])
    expect(plan).toEqual([
      { numero: 1, materias: ['Álgebra', 'Inglés I'] },
      { numero: 2, materias: ['Cálculo', 'Física'] },
      { numero: 10, materias: ['Tesis'] },
    ])
  })

  it('gives no periods for no subjects', () => {
    expect(groupStudyPlan([])).toEqual([])
  })
})

describe('diplomaTitle', () => {
  it('prefixes a bare title', () => {
    expect(diplomaTitle('Gestión Hotelera')).toBe('Diplomado en Gestión Hotelera')
  })

  it('does not double a title that already says Diplomado', () => {
    expect(diplomaTitle('Diplomado en Gestión Hotelera')).toBe('Diplomado en Gestión Hotelera')
    expect(diplomaTitle('diplomado en finanzas')).toBe('diplomado en finanzas')
    expect(diplomaTitle('  Diplomado de Liderazgo ')).toBe('Diplomado de Liderazgo')
  })

  it('does not mistake a word that only starts like Diplomado', () => {
    expect(diplomaTitle('Diplomacia Cultural')).toBe('Diplomado en Diplomacia Cultural')
  })
})

describe('rvoeLabel', () => {
  it('labels a bare number', () => {
    expect(rvoeLabel('2021043')).toBe('RVOE: 2021043')
  })

  it('does not repeat an RVOE prefix the editor typed', () => {
    expect(rvoeLabel('RVOE ACUERDO No. 2021043')).toBe('RVOE: ACUERDO No. 2021043')
    expect(rvoeLabel('rvoe: 2021043')).toBe('RVOE: 2021043')
    expect(rvoeLabel('RVOE')).toBe('RVOE: RVOE')
  })
})

describe('characteristicTitle', () => {
  it('reads «Descripción» on the main description and keeps every other title', () => {
    expect(characteristicTitle({ titulo_caracteristica: 'Desc', principal: true })).toBe('Descripción')
    expect(characteristicTitle({ titulo_caracteristica: 'Acerca del programa', principal: true })).toBe('Descripción')
    expect(characteristicTitle({ titulo_caracteristica: 'Perfil de ingreso', principal: false })).toBe('Perfil de ingreso')
    // The title alone no longer decides: an unmarked 'Desc' stays as typed.
    expect(characteristicTitle({ titulo_caracteristica: 'Desc', principal: false })).toBe('Desc')
  })
})

describe('principalCharacteristic', () => {
  it('finds the marked row, not the one titled Desc', () => {
    const rows = [
      { titulo_caracteristica: 'Desc', descripcion: 'a', principal: false },
      { titulo_caracteristica: 'Acerca', descripcion: 'b', principal: true },
    ]
    expect(principalCharacteristic(rows)?.descripcion).toBe('b')
    expect(principalCharacteristic(rows.slice(0, 1))).toBeUndefined()
  })
})

describe('hasSeveralPrincipals', () => {
  it('is true only with two or more marked rows', () => {
    expect(hasSeveralPrincipals([{ principal: true }, { principal: false }, { principal: null }])).toBe(false)
    expect(hasSeveralPrincipals([{ principal: true }, { principal: true }])).toBe(true)
    expect(hasSeveralPrincipals([])).toBe(false)
    expect(hasSeveralPrincipals(null)).toBe(false)
  })
})

describe('programmeSummary', () => {
  const caracteristicas = [
    { titulo_caracteristica: 'Perfil', descripcion: 'Perfil.', principal: false },
    { titulo_caracteristica: 'Acerca', descripcion: ' Descripción. ', principal: true },
  ]
  it('prefers the subtitle, then the main description, then the first tab, then the title', () => {
    expect(programmeSummary({ titulo: 'T', subtitulo: 'Sub.', caracteristicas })).toBe('Sub.')
    expect(programmeSummary({ titulo: 'T', subtitulo: '  ', caracteristicas })).toBe('Descripción.')
    expect(programmeSummary({ titulo: 'T', subtitulo: null, caracteristicas: caracteristicas.slice(0, 1) })).toBe('Perfil.')
    expect(programmeSummary({ titulo: 'T', caracteristicas: [] })).toBe('T')
  })
})

describe('programmeAnchor', () => {
  it('turns spaces into hyphens and drops the parentheses, keeping accents and case', () => {
    expect(programmeAnchor('Bachillerato Tecnológico (Hospedaje y Alimentos)')).toBe('Bachillerato-Tecnológico-Hospedaje-y-Alimentos')
    expect(programmeAnchor('Preparatoria General')).toBe('Preparatoria-General')
  })
  it('gives one hyphen for a run of spaces and none at the ends', () => {
    expect(programmeAnchor('  Prepa   (Técnica)  ')).toBe('Prepa-Técnica')
  })
})
