import { describe, expect, it } from 'vitest'
import { acknowledgmentWhatsappText, buildAcknowledgmentEmail, greetingName, programmePath } from './acknowledgmentEmail'

describe('the acknowledgment e-mail to a prospect', () => {
  it('links each kind of programme to its page, and anything else to the licenciaturas', () => {
    expect(programmePath({ kind: 'LIC', slug: 'gastronomia', titulo: 'Licenciatura en Gastronomía' })).toBe('/licenciaturas/gastronomia')
    expect(programmePath({ kind: 'DIP', slug: 'vinos', titulo: 'Diplomado en Vinos' })).toBe('/diplomados/vinos')
    expect(programmePath({ kind: 'CONOCER', slug: 'ec0217', titulo: 'EC0217' })).toBe('/CONOCER/ec0217')
    expect(programmePath({ kind: 'BAC', titulo: 'Bachillerato Tecnológico (Hospedaje y Alimentos)' })).toBe(
      `/preparatoria#${encodeURIComponent('Bachillerato-Tecnológico-Hospedaje-y-Alimentos')}`,
    )
    expect(programmePath(null)).toBe('/licenciaturas')
  })

  it('speaks to the person with tú, names the adviser, the page and WhatsApp, in text and HTML', () => {
    const mail = buildAcknowledgmentEmail({
      nombre: 'Ana',
      programa: 'Licenciatura en Derecho',
      programmeUrl: 'https://ugc.edu.mx/licenciaturas/derecho',
      asesor: 'Laura Méndez',
      whatsapp: 'https://wa.me/526241234567?text=Hola',
      siteUrl: 'https://ugc.edu.mx',
    })
    expect(mail.subject).toBe('Recibimos tu solicitud de informes: Licenciatura en Derecho')
    expect(mail.text).toContain('Hola, Ana:')
    expect(mail.text).toContain('Laura Méndez, de nuestro equipo de admisiones, te contactará pronto')
    expect(mail.text).toContain('https://ugc.edu.mx/licenciaturas/derecho')
    expect(mail.text).toContain('https://wa.me/526241234567?text=Hola')
    expect(mail.html).toContain('Hola, Ana:')
    expect(mail.html).toContain('href="https://wa.me/526241234567?text=Hola"')
    expect(mail.html).not.toMatch(/usted/i)
  })

  it('without an adviser or a WhatsApp number it still reads well', () => {
    const mail = buildAcknowledgmentEmail({ nombre: '', programa: 'X', programmeUrl: 'https://u/licenciaturas', siteUrl: 'https://u' })
    expect(mail.text).toContain('Una persona de nuestro equipo de admisiones te contactará pronto')
    expect(mail.text).not.toContain('WhatsApp')
  })

  it('greets with the letters of the name only: a link, a formula or markup the sender typed never reaches the e-mail', () => {
    expect(greetingName('=HYPERLINK("http://x.mx","Cobra")')).toBe('HYPERLINKhttpxmxCobra')
    expect(greetingName('María José')).toBe('María José')
    expect(greetingName("  O'Connor-Ruiz  ")).toBe("O'Connor-Ruiz")
    expect(greetingName('Zoë Łukasz 李小龍 Ñandú')).toBe('Zoë Łukasz 李小龍 Ñandú')
    expect(greetingName('Ana <b>https://x.y</b>')).toBe('Ana bhttpsxyb')
    expect(Array.from(greetingName('a'.repeat(500))).length).toBe(40)
    for (const nothing of ['', '   ', '=1+1', "'-'", '<>://', '123 456']) expect(greetingName(nothing)).toBe('')

    const mail = buildAcknowledgmentEmail({
      nombre: '=HYPERLINK("http://estafa.example","Gana")',
      programa: 'Licenciatura en Derecho',
      programmeUrl: 'https://ugc.edu.mx/licenciaturas/derecho',
      siteUrl: 'https://ugc.edu.mx',
    })
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toContain('http://estafa')
      expect(part).not.toContain('=HYPERLINK')
      expect(part).not.toContain('(')
    }
    const blank = buildAcknowledgmentEmail({ nombre: '<>12', programa: 'X', programmeUrl: 'https://u/licenciaturas', siteUrl: 'https://u' })
    expect(blank.text.startsWith('Hola:\n')).toBe(true)
    expect(blank.html).toContain('Hola:')
  })
})

describe('the WhatsApp message of the acknowledgment', () => {
  it('starts the chat with the person’s cleaned first name and the programme, with nothing left to fill in', () => {
    const text = acknowledgmentWhatsappText('Ana =HYPERLINK("x")', 'Licenciatura en Derecho')
    expect(text).toBe(
      'Hola, soy Ana HYPERLINKx. Envié una solicitud de informes sobre Licenciatura en Derecho y me gustaría platicar con admisiones.',
    )
    expect(text).not.toMatch(/[[\]=()"]/)
    expect(acknowledgmentWhatsappText('123', 'Preparatoria')).toBe(
      'Hola. Envié una solicitud de informes sobre Preparatoria y me gustaría platicar con admisiones.',
    )
  })
})
