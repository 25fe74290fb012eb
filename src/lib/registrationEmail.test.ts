import { describe, expect, it } from 'vitest'
import { buildInvitation, buildRegistrationEmail, cancelKey, cancelKeyMatches, cancelPath, eventWhen } from './registrationEmail'

const base = {
  nombre: 'Ana',
  evento: 'Congreso de Psicología Humanista',
  inicio: '2026-12-19T16:00:00.000Z',
  lugar: 'Auditorio del campus Centro, Cabo San Lucas',
  acompanantes: 2,
  eventUrl: 'https://ugc.edu.mx/actividades-ugc?slug=congreso',
  cancelUrl: 'https://ugc.edu.mx/actividades-ugc/cancelar-registro?registro=7&clave=abc',
  siteUrl: 'https://ugc.edu.mx',
}

describe('a registration’s e-mails', () => {
  it('write the time in campus time (UTC−7), as people read it', () => {
    expect(eventWhen('2026-12-19T16:00:00.000Z')).toBe('sábado, 19 de diciembre de 2026, 09:00 h')
  })

  it('confirm the place with the time, the place, the guests, the event’s page and the cancel link, and carry the invitation', () => {
    const mail = buildRegistrationEmail({ ...base, kind: 'confirmado' })
    expect(mail.subject).toBe('Tu lugar está confirmado: Congreso de Psicología Humanista')
    expect(mail.text).toContain('Hola, Ana:')
    expect(mail.text).toContain('Registraste 2 acompañantes.')
    expect(mail.text).toContain('Cuándo: sábado, 19 de diciembre de 2026, 09:00 h')
    expect(mail.text).toContain('Dónde: Auditorio del campus Centro, Cabo San Lucas')
    expect(mail.text).toContain(base.cancelUrl)
    expect(mail.html).toContain('href="https://ugc.edu.mx/actividades-ugc/cancelar-registro?registro=7&amp;clave=abc"')
    expect(mail.invitation).toBe(true)
    expect(mail.text).not.toMatch(/usted/i)
  })

  it('tell a person on the waiting list their place in line, without an invitation yet', () => {
    const mail = buildRegistrationEmail({ ...base, kind: 'lista-de-espera', posicion: 3, acompanantes: 0 })
    expect(mail.subject).toBe('Estás en la lista de espera: Congreso de Psicología Humanista')
    expect(mail.text).toContain('en el lugar 3.')
    expect(mail.text).not.toContain('acompañante')
    expect(mail.invitation).toBe(false)
  })

  it('tell a promoted person their place is now confirmed', () => {
    const mail = buildRegistrationEmail({ ...base, kind: 'promovido', acompanantes: 1 })
    expect(mail.subject).toBe('Se liberó un lugar para ti: Congreso de Psicología Humanista')
    expect(mail.text).toContain('Registraste 1 acompañante.')
    expect(mail.invitation).toBe(true)
  })
})

describe('the cancel link', () => {
  it('is derived from the site’s secret and the registration, and no other id or secret matches it', () => {
    const key = cancelKey('secreto-del-sitio', 7)
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(cancelKeyMatches('secreto-del-sitio', 7, key)).toBe(true)
    expect(cancelKeyMatches('secreto-del-sitio', 8, key)).toBe(false)
    expect(cancelKeyMatches('otro-secreto', 7, key)).toBe(false)
    expect(cancelKeyMatches('secreto-del-sitio', 7, key.slice(0, -1))).toBe(false)
    expect(cancelPath(7, key)).toBe(`/actividades-ugc/cancelar-registro?registro=7&clave=${key}`)
  })
})

describe('the invitation', () => {
  it('is one timed event in UTC with its place and page, lines ending in CRLF', () => {
    const ics = buildInvitation(
      {
        uid: 'evento-1-registro-7@ugc.edu.mx',
        titulo: 'Congreso, día 1',
        inicio: '2026-12-19T16:00:00.000Z',
        fin: '2026-12-20T01:00:00.000Z',
        lugar: base.lugar,
        url: base.eventUrl,
        description: 'Conferencias; talleres.',
      },
      new Date('2026-11-28T10:00:00Z'),
    )
    expect(ics).toContain('BEGIN:VEVENT\r\n')
    expect(ics).toContain('UID:evento-1-registro-7@ugc.edu.mx\r\n')
    expect(ics).toContain('DTSTART:20261219T160000Z\r\n')
    expect(ics).toContain('DTEND:20261220T010000Z\r\n')
    expect(ics).toContain('SUMMARY:Congreso\\, día 1\r\n')
    expect(ics).toContain('METHOD:PUBLISH\r\n')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/)
  })
})
