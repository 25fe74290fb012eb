import { describe, expect, it } from 'vitest'
import { buildAcknowledgmentEmail, programmePath } from './acknowledgmentEmail'

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
      nombre: 'Ana <b>',
      programa: 'Licenciatura en Derecho',
      programmeUrl: 'https://ugc.edu.mx/licenciaturas/derecho',
      asesor: 'Laura Méndez',
      whatsapp: 'https://wa.me/526241234567?text=Hola',
      siteUrl: 'https://ugc.edu.mx',
    })
    expect(mail.subject).toBe('Recibimos tu solicitud de informes: Licenciatura en Derecho')
    expect(mail.text).toContain('Hola, Ana <b>:')
    expect(mail.text).toContain('Laura Méndez, de nuestro equipo de admisiones, te contactará pronto')
    expect(mail.text).toContain('https://ugc.edu.mx/licenciaturas/derecho')
    expect(mail.text).toContain('https://wa.me/526241234567?text=Hola')
    expect(mail.html).toContain('Hola, Ana &lt;b&gt;:')
    expect(mail.html).toContain('href="https://wa.me/526241234567?text=Hola"')
    expect(mail.html).not.toMatch(/usted/i)
  })

  it('without an adviser or a WhatsApp number it still reads well', () => {
    const mail = buildAcknowledgmentEmail({ nombre: '', programa: 'X', programmeUrl: 'https://u/licenciaturas', siteUrl: 'https://u' })
    expect(mail.text).toContain('Una persona de nuestro equipo de admisiones te contactará pronto')
    expect(mail.text).not.toContain('WhatsApp')
  })
})
