import { describe, expect, it } from 'vitest'
import { blocksTitled, titleContains } from './infoBlocks'

describe('titleContains', () => {
  it('finds the word with or without its accent', () => {
    expect(titleContains('Practicas Profesionales', 'Practicas')).toBe(true)
    expect(titleContains('Prácticas Profesionales', 'Practicas')).toBe(true)
    expect(titleContains('Practicas Profesionales', 'Prácticas')).toBe(true)
  })

  it('ignores case', () => {
    expect(titleContains('SERVICIO SOCIAL', 'Servicio')).toBe(true)
    expect(titleContains('Liberación del servicio social', 'Servicio')).toBe(true)
  })

  it('is false when the word is absent', () => {
    expect(titleContains('Servicio Social', 'Practicas')).toBe(false)
    expect(titleContains('Titulación', 'Servicio')).toBe(false)
    expect(titleContains('Práctica', 'Practicas')).toBe(false)
  })
})

describe('blocksTitled', () => {
  const blocks = [
    { id: 1, titulo: 'Servicio Social' },
    { id: 2, titulo: 'Servicio Social: liberación' },
    { id: 3, titulo: 'Practicas Profesionales' },
    { id: 4, titulo: 'Prácticas: evaluación' },
    { id: 5, titulo: 'Becas' },
  ]

  it('keeps the matching blocks in their order', () => {
    expect(blocksTitled(blocks, 'Servicio').map((b) => b.id)).toEqual([1, 2])
    expect(blocksTitled(blocks, 'Practicas').map((b) => b.id)).toEqual([3, 4])
  })

  it('returns an empty list when nothing matches', () => {
    expect(blocksTitled(blocks, 'Idiomas')).toEqual([])
    expect(blocksTitled([], 'Servicio')).toEqual([])
  })
})
