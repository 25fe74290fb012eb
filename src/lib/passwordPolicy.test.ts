import { describe, expect, it } from 'vitest'
import { passwordProblem } from './passwordPolicy'

describe('passwordProblem', () => {
  it('asks for at least 12 characters', () => {
    expect(passwordProblem('abc', 'ana@ugc.edu.mx')).toBe('La contraseña debe tener al menos 12 caracteres.')
    expect(passwordProblem('Corto-2026!', 'ana@ugc.edu.mx')).toBe('La contraseña debe tener al menos 12 caracteres.')
  })

  it('refuses passwords from the common-password list, with the digits people add around them', () => {
    const common = 'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.'
    expect(passwordProblem('password1234', 'ana@ugc.edu.mx')).toBe(common)
    expect(passwordProblem('qwertyuiop123', 'ana@ugc.edu.mx')).toBe(common)
    expect(passwordProblem('1234567890123', 'ana@ugc.edu.mx')).toBe(common)
    expect(passwordProblem('Football!!2026', 'ana@ugc.edu.mx')).toBe(common)
    expect(passwordProblem('Contraseña2026!', 'ana@ugc.edu.mx')).toBe(common)
  })

  it("refuses the e-mail's name inside the password, whatever its case", () => {
    expect(passwordProblem('Direccion.Pruebas-2026', 'direccion.pruebas@ugc.edu.mx')).toBe(
      'La contraseña no puede contener el nombre del correo («direccion.pruebas»).',
    )
    expect(passwordProblem('mi-RLOPEZ-de-siempre', 'rlopez@ugc.edu.mx')).toContain('«rlopez»')
  })

  it('accepts a long passphrase', () => {
    expect(passwordProblem('Cabo-San-Lucas-2026', 'direccion@ugc.edu.mx')).toBeNull()
    expect(passwordProblem('contraseña-segura-123', 'editor@ugc.test')).toBeNull()
  })
})
