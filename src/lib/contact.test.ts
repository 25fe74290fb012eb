import { describe, expect, it } from 'vitest'
import { consentMessage, contactFormSchema, contactSchema, fieldErrors, normalisePhone } from './contact'

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
    const result = contactSchema.safeParse({
      ...valid,
      nombre: '  ',
      telefono: '12345',
      email: 'no-es-correo',
      programa: '',
      comentario: 'x'.repeat(2001),
      captcha: '',
    })
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

  it('an empty e-mail is a missing one, not an invalid one', () => {
    expect(fieldErrors(contactSchema.safeParse({ ...valid, email: '  ' }).error!)).toEqual({
      email: 'El correo electrónico es obligatorio.',
    })
  })

  it('refuses control characters but keeps line breaks in the comment', () => {
    expect(fieldErrors(contactSchema.safeParse({ ...valid, nombre: 'Ana\u0000' }).error!)).toEqual({
      nombre: 'El nombre contiene caracteres no válidos.',
    })
    expect(contactSchema.parse({ ...valid, comentario: 'Línea 1\nLínea 2' }).comentario).toBe('Línea 1\nLínea 2')
  })

  it('refuses missing fields and wrong types', () => {
    const result = contactSchema.safeParse({ nombre: 5, telefono: ['6241234567'] })
    expect(Object.keys(fieldErrors(result.error!)).sort()).toEqual([
      'apellido',
      'captcha',
      'comentario',
      'email',
      'nombre',
      'programa',
      'telefono',
    ])
  })
})

describe('contactSchema: where the request came from (optional fields)', () => {
  const origin = {
    utm_source: 'facebook',
    utm_medium: 'cpc',
    utm_campaign: 'admision2027',
    utm_content: 'video-campus',
    pagina: '/licenciaturas/administracion',
    referrer: 'https://www.facebook.com/',
    acepta_aviso: true,
  }

  it('keeps the origin and the consent, trimmed', () => {
    expect(contactSchema.parse({ ...valid, ...origin, utm_source: '  facebook ' })).toMatchObject(origin)
  })

  it('still takes a request without any of them (clients of the original API), and ignores unknown fields', () => {
    const parsed = contactSchema.parse({ ...valid, desconocido: 'x' })
    for (const name of [...Object.keys(origin), 'desconocido']) expect(parsed).not.toHaveProperty(name)
  })

  it('reads null and blank text as not given', () => {
    const parsed = contactSchema.parse({ ...valid, utm_source: '', utm_medium: null, referrer: '  ', pagina: null, acepta_aviso: null })
    expect(parsed.utm_source).toBeUndefined()
    expect(parsed.utm_medium).toBeUndefined()
    expect(parsed.referrer).toBeUndefined()
    expect(parsed.pagina).toBeUndefined()
    expect(parsed.acepta_aviso).toBeUndefined()
  })

  it('answers a Spanish message naming each bad field', () => {
    const result = contactSchema.safeParse({
      ...valid,
      utm_source: 'x'.repeat(201),
      utm_medium: 5,
      utm_campaign: 'a\u0000b',
      pagina: 'https://otro.sitio/',
      referrer: 'javascript:alert(1)',
      acepta_aviso: 'sí',
    })
    expect(fieldErrors(result.error!)).toEqual({
      utm_source: 'El campo utm_source admite como máximo 200 caracteres.',
      utm_medium: 'El campo utm_medium debe ser texto.',
      utm_campaign: 'El campo utm_campaign contiene caracteres no válidos.',
      pagina: 'El campo pagina debe ser una ruta del sitio que empiece con «/» (por ejemplo, /licenciaturas).',
      referrer: 'El campo referrer debe ser una dirección web que empiece con http:// o https://.',
      acepta_aviso: 'El campo acepta_aviso debe ser true o false.',
    })
    expect(contactSchema.safeParse({ ...valid, utm_source: 'x'.repeat(200) }).success).toBe(true)
  })

  it('takes only a path of this site as the page', () => {
    for (const pagina of ['//evil.example/x', 'licenciaturas', '/con espacio', `/${'a'.repeat(500)}`]) {
      expect(contactSchema.safeParse({ ...valid, pagina }).success, pagina).toBe(false)
    }
    expect(contactSchema.parse({ ...valid, pagina: '/' }).pagina).toBe('/')
    expect(contactSchema.parse({ ...valid, pagina: '/CONOCER/ec0217' }).pagina).toBe('/CONOCER/ec0217')
  })

  it('the site form cannot be sent without consent; its message is Spanish', () => {
    expect(fieldErrors(contactFormSchema.safeParse(valid).error!)).toEqual({ acepta_aviso: consentMessage })
    expect(fieldErrors(contactFormSchema.safeParse({ ...valid, acepta_aviso: false }).error!)).toEqual({
      acepta_aviso: 'Para enviar tu solicitud, acepta el aviso de privacidad.',
    })
    expect(contactFormSchema.parse({ ...valid, acepta_aviso: true }).acepta_aviso).toBe(true)
    // The API itself keeps it optional: the original clients never sent it.
    expect(contactSchema.safeParse({ ...valid, acepta_aviso: false }).success).toBe(true)
  })
})
