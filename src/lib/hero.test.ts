import { describe, expect, it } from 'vitest'
import { heroTitle, isLongTitle } from './hero'

describe('heroTitle', () => {
  it('names the diplomados and CONOCER routes', () => {
    expect(heroTitle('/diplomados')).toBe('Diplomados')
    expect(heroTitle('/CONOCER')).toBe('CONOCER')
  })

  it('welcomes on every other route', () => {
    expect(heroTitle('/')).toBe('Bienvenido')
    expect(heroTitle('/licenciaturas')).toBe('Bienvenido')
    expect(heroTitle('/quienes-somos')).toBe('Bienvenido')
    expect(heroTitle('')).toBe('Bienvenido')
  })

  it('does not give a detail page its list title', () => {
    expect(heroTitle('/diplomados/marketing-digital')).toBe('Bienvenido')
    expect(heroTitle('/CONOCER/ec0217-imparticion-de-cursos')).toBe('Bienvenido')
  })

  it('keeps the spec route case: /conocer is not /CONOCER', () => {
    expect(heroTitle('/conocer')).toBe('Bienvenido')
    expect(heroTitle('/Diplomados')).toBe('Bienvenido')
  })

  it('ignores a trailing slash, a query and a hash', () => {
    expect(heroTitle('/diplomados/')).toBe('Diplomados')
    expect(heroTitle('/CONOCER?month=03/2026')).toBe('CONOCER')
    expect(heroTitle('/diplomados#contacto')).toBe('Diplomados')
  })
})

describe('isLongTitle', () => {
  it('is true past 60 characters: a standard’s full name, not a programme’s', () => {
    expect(isLongTitle('Licenciatura en Administración de Empresas Turísticas')).toBe(false)
    expect(isLongTitle('EC0301 Diseño de cursos de formación del capital humano de manera presencial grupal')).toBe(true)
  })
})
