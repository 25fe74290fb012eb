import { describe, expect, it } from 'vitest'
import { blocksInSection } from './infoBlocks'

describe('blocksInSection', () => {
  // Titles that would have misled the old rule (words in the title) on purpose.
  const blocks = [
    { id: 1, titulo: 'Servicio Social', seccion: 'servicio_social' },
    { id: 2, titulo: 'Liberación', seccion: 'servicio_social' },
    { id: 3, titulo: 'Practicas Profesionales', seccion: 'practicas_profesionales' },
    { id: 4, titulo: 'Servicio en empresas', seccion: 'practicas_profesionales' },
    { id: 5, titulo: 'Servicio de becas', seccion: 'general' },
  ]

  it('keeps the blocks of the section in their order, whatever their titles say', () => {
    expect(blocksInSection(blocks, 'servicio_social').map((b) => b.id)).toEqual([1, 2])
    expect(blocksInSection(blocks, 'practicas_profesionales').map((b) => b.id)).toEqual([3, 4])
    expect(blocksInSection(blocks, 'general').map((b) => b.id)).toEqual([5])
  })

  it('returns an empty list when no block is filed there', () => {
    expect(blocksInSection(blocks.slice(4), 'servicio_social')).toEqual([])
    expect(blocksInSection([], 'practicas_profesionales')).toEqual([])
  })
})
