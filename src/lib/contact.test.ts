import { describe, expect, it } from 'vitest'
import { contactSchema, fieldErrors, normalisePhone } from './contact'

const valid = {
  nombre: '  Ana ',
  apellido: 'López',
  telefono: '+52 624-123 4567',
  email: 'ana@example.mx',
  programa: 'lic-3',
  comentario: 'Quiero informes.',
  captcha: 'x',
}

describe('contactSchema', () => {
  it('trims text and normalises the phone', () => {
    const parsed = contactSchema.parse(valid)
    expect(parsed).toMatchObject({ nombre: 'Ana', telefono: '6241234567', programa: 'lic-3' })
    expect(normalisePhone('(624) 123.45.67')).toBe('6241234567')
  })

  it('answers a Spanish message for each wrong field', () => {
    const result = contactSchema.safeParse({ ...valid, nombre: '  ', telefono: '12345', email: 'no-es-correo', programa: '', comentario: 'x'.repeat(2001), captcha: '' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({
      nombre: 'El nombre es obligatorio.',
      telefono: 'El número debe contener exactamente 10 dígitos.',
      email: 'Escribe un correo electrónico válido.',
      programa: 'Por favor, selecciona un programa.',
      comentario: 'El comentario admite como máximo 2000 caracteres.',
      captcha: 'Por favor, completa el reCAPTCHA',
    })
  })

  it('refuses control characters but keeps line breaks in the comment', () => {
    expect(fieldErrors(contactSchema.safeParse({ ...valid, nombre: 'Ana\u0000' }).error!)).toEqual({ nombre: 'El nombre contiene caracteres no válidos.' })
    expect(contactSchema.parse({ ...valid, comentario: 'Línea 1\nLínea 2' }).comentario).toBe('Línea 1\nLínea 2')
  })

  it('refuses missing fields and wrong types', () => {
    const result = contactSchema.safeParse({ nombre: 5, telefono: ['6241234567'] })
    expect(Object.keys(fieldErrors(result.error!)).sort()).toEqual(['apellido', 'captcha', 'comentario', 'email', 'nombre', 'programa', 'telefono'])
  })
})
