import { describe, expect, it } from 'vitest'
import { buildAccountEmail, describeExpiry } from './accountEmail'

const expires = new Date('2026-11-30T21:05:00Z')
const link = 'https://ugc.edu.mx/admin/reset/abc123'

describe('buildAccountEmail', () => {
  it('invites in Spanish, by name, with the link in both parts and when it stops working', () => {
    const mail = buildAccountEmail({ kind: 'invitacion', link, expires, nombre: 'Ana <Ruiz>', siteUrl: 'https://ugc.edu.mx' })
    expect(mail.subject).toBe('Te invitamos a la administración del sitio de la Universidad UGC')
    expect(mail.text).toContain('Hola, Ana <Ruiz>:')
    expect(mail.text).toContain(link)
    expect(mail.text).toContain('vence el 30 de noviembre de 2026 a las 14:05 (hora de Mazatlán)')
    expect(mail.html).toContain(`href="${link}"`)
    expect(mail.html).toContain('Hola, Ana &lt;Ruiz&gt;:')
    expect(mail.html).toContain('Elegir mi contraseña')
    expect(mail.html).toContain('#C41230')
  })

  it('a reset tells that ignoring it changes nothing', () => {
    const mail = buildAccountEmail({ kind: 'restablecer', link, expires, siteUrl: 'https://ugc.edu.mx' })
    expect(mail.subject).toBe('Restablece tu contraseña de la administración de la Universidad UGC')
    expect(mail.text.startsWith('Hola:')).toBe(true)
    expect(mail.text).toContain('Si no lo pediste tú, ignora este correo')
  })

  it('writes expiry in Mazatlán time, 24 h', () => {
    expect(describeExpiry(new Date('2026-01-01T07:05:00Z'))).toBe('1 de enero de 2026 a las 00:05 (hora de Mazatlán)')
  })
})
