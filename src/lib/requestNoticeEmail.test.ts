import { describe, expect, it } from 'vitest'
import { arrivalTime, buildRequestNotice, type RequestNoticeInput } from './requestNoticeEmail'

const base: RequestNoticeInput = {
  kind: 'nueva',
  id: 41,
  nombre: 'Regina',
  apellido: 'Cota <b>Geraldo</b>',
  telefono: '6241234567',
  email: 'regina@example.mx',
  programa: 'Licenciatura en Derecho',
  comentario: 'Quiero conocer las becas.\n¿Hay horario nocturno?',
  campus: 'Cabo San Lucas, Culiacán',
  fuente: 'facebook',
  campana: 'admisiones-2027',
  pagina: '/licenciaturas/licenciatura-en-derecho',
  asesor: 'Laura Méndez Ruiz',
  // 15:05 in Los Cabos (UTC−7).
  recibida: new Date('2026-11-29T22:05:00Z'),
  enlace: 'https://www.ugc.edu.mx/admin/collections/solicitudes-contacto/41',
  siteUrl: 'https://www.ugc.edu.mx',
}

describe('the notice of a request to admissions', () => {
  it('greets the adviser, and says who, what, where from, when and where to answer it; escaped in the HTML', () => {
    const mail = buildRequestNotice(base)
    expect(mail.subject).toBe('Nueva solicitud de informes: Licenciatura en Derecho (#41)')
    expect(mail.text).toContain('Hola, Laura:\n\nTe toca atender la solicitud de Regina Cota <b>Geraldo</b>.')
    expect(mail.text).toContain('Campus: Cabo San Lucas, Culiacán')
    expect(mail.text).toContain('Llegó por: facebook, campaña «admisiones-2027», desde /licenciaturas/licenciatura-en-derecho')
    expect(mail.text).toContain('Asesor: Laura Méndez Ruiz')
    expect(mail.text).toContain('Recibida: 29 de noviembre de 2026, 15:05 (hora de Los Cabos)\n')
    expect(mail.text).toContain('> Quiero conocer las becas.\n> ¿Hay horario nocturno?')
    expect(mail.text).toContain(`Abrir la solicitud (#41): ${base.enlace}`)
    expect(mail.html).toContain('Regina Cota &lt;b&gt;Geraldo&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Geraldo</b>')
    expect(mail.html).toContain(`href="${base.enlace}"`)
    // One tap calls or writes to the person.
    expect(mail.html).toContain('href="tel:+526241234567"')
    expect(mail.html).toContain('href="mailto:regina@example.mx"')
  })

  it('with nobody assigned it asks for an adviser; a reassignment says it is theirs now; no campus line when unknown', () => {
    const unassigned = buildRequestNotice({ ...base, asesor: null, campus: '', campana: null, pagina: null, fuente: 'Directo' })
    expect(unassigned.text).toMatch(/^Hola:\n\nLlegó la solicitud de Regina .* y nadie la tiene asignada todavía\./)
    expect(unassigned.text).toContain('Asesor: Sin asignar')
    expect(unassigned.text).toContain('Llegó por: Directo\n')
    expect(unassigned.text).not.toContain('Campus:')
    const moved = buildRequestNotice({ ...base, kind: 'reasignada', asesor: 'Jorge Amador' })
    expect(moved.subject).toBe('Te asignaron una solicitud: Licenciatura en Derecho (#41)')
    expect(moved.text).toContain('Hola, Jorge:\n\nAhora te toca atender la solicitud de')
  })

  it('the time of arrival never ends in a stray period, before noon or after', () => {
    expect(arrivalTime(new Date('2026-11-29T16:09:00Z'))).toBe('29 de noviembre de 2026, 09:09 (hora de Los Cabos)')
    expect(arrivalTime(new Date('2026-07-04T06:30:00Z'))).toBe('3 de julio de 2026, 23:30 (hora de Los Cabos)')
  })
})
