import { describe, expect, it } from 'vitest'
import { slugify } from './slugify'

describe('slugify', () => {
  it('lowercases and removes accents', () => {
    expect(slugify('Licenciatura en Administración Turística')).toBe('licenciatura-en-administracion-turistica')
    expect(slugify('Diseño Gráfico')).toBe('diseno-grafico')
    expect(slugify('ÚLTIMA EDICIÓN ÑANDÚ')).toBe('ultima-edicion-nandu')
  })

  it('drops punctuation and keeps digits and hyphens', () => {
    expect(slugify('EC0217.01: Impartición de cursos (presencial)')).toBe('ec021701-imparticion-de-cursos-presencial')
    expect(slugify('¡Bienvenidos al ciclo 2026-2027!')).toBe('bienvenidos-al-ciclo-2026-2027')
  })

  it('turns runs of spaces into one hyphen and collapses repeated hyphens', () => {
    expect(slugify('Gastronomía   y   Artes  Culinarias')).toBe('gastronomia-y-artes-culinarias')
    expect(slugify('Foro -- de -  Turismo')).toBe('foro-de-turismo')
    expect(slugify('  Semana\tcultural \n UGC  ')).toBe('semana-cultural-ugc')
  })
})
