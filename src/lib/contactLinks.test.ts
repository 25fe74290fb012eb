import { describe, expect, it } from 'vitest'
import { contactLinks, fillTemplate, messageDefaults, telLink, unknownPlaceholder } from './contactLinks'

const person = { nombre: 'Regina', telefono: '612 345 6789', email: 'regina.h+ugc@example.mx', programa: 'Licenciatura en Psicología' }

describe('contact links from a request', () => {
  it('dials the ten digits with Mexico’s code, and keeps a number that already has it', () => {
    expect(telLink('612 345 6789')).toBe('tel:+526123456789')
    expect(telLink('+52 612 345 6789')).toBe('tel:+526123456789')
  })

  it('fills name, programme and adviser; says which placeholder it does not know', () => {
    expect(fillTemplate('Hola, {nombre}: {programa}. {asesor}', { nombre: 'Ana', programa: 'Derecho', asesor: 'Mariana' })).toBe(
      'Hola, Ana: Derecho. Mariana',
    )
    expect(unknownPlaceholder(messageDefaults.correo_texto)).toBeNull()
    expect(unknownPlaceholder('Hola, {apellido}')).toBe('{apellido} no es un dato que se llene solo: usa {nombre}, {programa} o {asesor}.')
  })

  it('writes the WhatsApp and e-mail messages for the programme, signed by the adviser, in links a phone opens', () => {
    const links = contactLinks(person, messageDefaults, 'Mariana Castro')
    expect(links.llamada).toBe('tel:+526123456789')
    const whatsapp = new URL(links.whatsapp)
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/526123456789')
    expect(whatsapp.searchParams.get('text')).toBe(
      'Hola, Regina. Soy Mariana Castro, de admisiones de la Universidad UGC. Recibimos tu solicitud sobre Licenciatura en Psicología. ¿Tienes unos minutos para platicar?',
    )
    const mail = new URL(links.correo)
    expect(mail.protocol).toBe('mailto:')
    expect(decodeURIComponent(mail.pathname)).toBe('regina.h+ugc@example.mx')
    expect(mail.searchParams.get('subject')).toBe('Tu solicitud de información sobre Licenciatura en Psicología')
    const body = mail.searchParams.get('body')!
    expect(body.startsWith('Hola, Regina:\r\n\r\nSoy Mariana Castro,')).toBe(true)
    expect(body).not.toMatch(/[^\r]\n/)
    expect(body).not.toContain('{')
  })
})
