import { describe, expect, it } from 'vitest'
import { admissionsFigures, describeMinutes, mondayOf, percentile, sourceOf, windowStart, type RequestRow } from './admissionsStats'
import { funnelReach } from './admissionsFunnel'

const statuses = [
  { value: 'nueva', label: 'Nueva' },
  { value: 'contactada', label: 'Contactada' },
  { value: 'descartada', label: 'Descartada' },
]

describe('percentile', () => {
  it('interpolates between the nearest values, as percentile_cont does', () => {
    expect(percentile([], 0.5)).toBeNull()
    expect(percentile([7], 0.9)).toBe(7)
    expect(percentile([10, 20, 30, 40], 0.5)).toBe(25)
    expect(percentile([40, 10, 30, 20], 0.9)).toBeCloseTo(37)
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100], 0.9)).toBe(10)
  })
})

describe('weeks on the university clock', () => {
  it('starts a week on Monday at local midnight (UTC−7)', () => {
    // Monday 23 Nov 2026 00:30 in Los Cabos is 07:30 UTC; 06:30 UTC is still Sunday there.
    expect(mondayOf(new Date('2026-11-23T07:30:00Z'))).toBe(Date.UTC(2026, 10, 23) / 86_400_000)
    expect(mondayOf(new Date('2026-11-23T06:30:00Z'))).toBe(Date.UTC(2026, 10, 16) / 86_400_000)
    expect(windowStart(new Date('2026-11-27T18:00:00Z'), 1).toISOString()).toBe('2026-11-23T07:00:00.000Z')
    expect(windowStart(new Date('2026-11-27T18:00:00Z'), 12).toISOString()).toBe('2026-09-07T07:00:00.000Z')
  })
})

describe('sourceOf', () => {
  it('names the campaign, else the other site, else direct', () => {
    expect(sourceOf({ utm_source: ' facebook ', referrer: 'https://www.google.com/' })).toBe('facebook')
    expect(sourceOf({ referrer: 'https://www.google.com/search?q=ugc' })).toBe('google')
    // One site, one name: a campaign tag and the address it came from, however they are written.
    for (const row of [
      { utm_source: 'Google' },
      { utm_source: 'google.com' },
      { referrer: 'https://www.google.com.mx/' },
      { referrer: 'https://google.com/' },
    ]) {
      expect(sourceOf(row), JSON.stringify(row)).toBe('google')
    }
    expect(sourceOf({ referrer: 'https://m.facebook.com/' })).toBe('facebook')
    expect(sourceOf({ referrer: 'https://l.instagram.com/?u=x' })).toBe('instagram')
    expect(sourceOf({ referrer: 'https://www.ugc.edu.mx/' })).toBe('ugc')
    expect(sourceOf({ utm_source: 'boletin-noviembre' })).toBe('boletin-noviembre')
    expect(sourceOf({ referrer: 'no es una dirección' })).toBe('Otro sitio')
    expect(sourceOf({})).toBe('Directo')
    // A sign-up for an open day is the event's, whatever campaign brought the person.
    expect(sourceOf({ origen: 'evento', utm_source: 'facebook' })).toBe('Evento')
    expect(sourceOf({ origen: 'formulario', utm_source: 'facebook' })).toBe('facebook')
  })
})

describe('admissionsFigures', () => {
  const now = new Date('2026-11-27T18:00:00Z') // Friday
  const rows: RequestRow[] = [
    // This week: two people, one of them twice.
    {
      id: 1,
      createdAt: '2026-11-23T08:00:00Z',
      programa: 'Derecho',
      estado: 'contactada',
      utm_source: 'facebook',
      utm_campaign: 'otono',
      asesor: 'Ana',
      minutos_a_primera_respuesta: 30,
    },
    { id: 2, createdAt: '2026-11-24T08:00:00Z', programa: 'Derecho', estado: 'nueva', asesor: 'Ana', es_duplicada: true },
    {
      id: 3,
      createdAt: '2026-11-25T08:00:00Z',
      programa: 'Psicología',
      estado: 'contactada',
      referrer: 'https://www.google.com/',
      asesor: 'Luis',
      minutos_a_primera_respuesta: 90,
    },
    // Last week.
    {
      id: 4,
      createdAt: '2026-11-17T20:00:00Z',
      programa: 'Psicología',
      estado: 'descartada',
      asesor: 'Luis',
      minutos_a_primera_respuesta: 600,
    },
    // Sunday night local time, Monday in UTC: still the week before.
    { id: 5, createdAt: '2026-11-23T05:00:00Z', programa: 'Derecho', estado: 'nueva', utm_source: 'Google' },
    // Before the window and after now: not counted.
    { id: 6, createdAt: '2026-09-06T12:00:00Z', programa: 'Derecho', estado: 'nueva' },
    { id: 7, createdAt: '2026-11-28T12:00:00Z', programa: 'Derecho', estado: 'nueva' },
  ]
  const figures = admissionsFigures(rows, now, statuses)

  it('counts requests and people per week, oldest week first', () => {
    expect(figures.semanas).toHaveLength(12)
    expect(figures.semanas[0].desde).toBe('07/09/2026')
    expect(figures.semanas[11]).toEqual({
      desde: '23/11/2026',
      solicitudes: 3,
      personas: 2,
      respondidas: 2,
      medianaMinutos: 60,
      p90Minutos: 84,
    })
    expect(figures.semanas[10]).toMatchObject({ desde: '16/11/2026', solicitudes: 2, personas: 2, respondidas: 1, medianaMinutos: 600 })
    expect(figures.semanas.slice(0, 10).every((w) => w.solicitudes === 0 && w.medianaMinutos === null)).toBe(true)
  })

  it('counts per programme, source, campaign and status', () => {
    expect(figures.porPrograma).toEqual([
      { nombre: 'Derecho', solicitudes: 3 },
      { nombre: 'Psicología', solicitudes: 2 },
    ])
    // A campaign tagged «Google» and a visit from www.google.com are one source.
    expect(figures.porFuente).toEqual([
      { nombre: 'Directo', solicitudes: 2 },
      { nombre: 'google', solicitudes: 2 },
      { nombre: 'facebook', solicitudes: 1 },
    ])
    expect(figures.porCampana).toEqual([{ nombre: 'otono', solicitudes: 1 }])
    expect(figures.porEstado).toEqual([
      { estado: 'nueva', nombre: 'Nueva', solicitudes: 2 },
      { estado: 'contactada', nombre: 'Contactada', solicitudes: 2 },
      { estado: 'descartada', nombre: 'Descartada', solicitudes: 1 },
    ])
  })

  it('counts how many got to each step of the funnel, also by source, campaign, programme and campus', () => {
    // Request 4 was set aside after an appointment: it still got that far. Requests 1 and 4 are of Culiacán, 2 online.
    const campus: Record<string, string> = { 1: 'culiacan', 2: 'en-linea', 4: 'culiacan' }
    const withHistory = rows.map((r) => ({
      ...r,
      campus: campus[String(r.id)] ?? null,
      ...(r.id === 4 ? { alcanzo: funnelReach('descartada', ['contactada', 'cita-agendada']) } : {}),
    }))
    const funnel = admissionsFigures(withHistory, now, statuses)
    expect(funnel.embudo).toEqual([
      { paso: 'Nueva', solicitudes: 5 },
      { paso: 'Contactada', solicitudes: 3 },
      { paso: 'Cita agendada', solicitudes: 1 },
      { paso: 'Inscrita', solicitudes: 0 },
    ])
    expect(funnel.conversion.porFuente).toEqual([
      { nombre: 'Directo', solicitudes: 2, contactadas: 1, citas: 1, inscritas: 0 },
      { nombre: 'google', solicitudes: 2, contactadas: 1, citas: 0, inscritas: 0 },
      { nombre: 'facebook', solicitudes: 1, contactadas: 1, citas: 0, inscritas: 0 },
    ])
    // Only requests with a campaign are in the campaigns' table.
    expect(funnel.conversion.porCampana).toEqual([{ nombre: 'otono', solicitudes: 1, contactadas: 1, citas: 0, inscritas: 0 }])
    expect(funnel.conversion.porPrograma).toEqual([
      { nombre: 'Derecho', solicitudes: 3, contactadas: 1, citas: 0, inscritas: 0 },
      { nombre: 'Psicología', solicitudes: 2, contactadas: 2, citas: 1, inscritas: 0 },
    ])
    const byCampus = Object.fromEntries(funnel.conversion.porCampus.map((r) => [r.nombre, r.solicitudes]))
    expect(byCampus).toEqual({ Culiacán: 2, 'En línea': 1, 'Sin campus': 2 })
    expect(funnel.conversion.porCampus.find((r) => r.nombre === 'Culiacán')!.citas).toBe(1)
    // Without its history, a request set aside counts only as new.
    expect(admissionsFigures(rows, now, statuses).embudo[2]).toEqual({ paso: 'Cita agendada', solicitudes: 0 })
  })

  it('reads how far a request got from its state and history', () => {
    expect(funnelReach('nueva')).toBe(0)
    expect(funnelReach('en-seguimiento')).toBe(1)
    expect(funnelReach('descartada', ['contactada', 'cita-agendada', 'descartada'])).toBe(2)
    expect(funnelReach('inscrita', [])).toBe(3)
    expect(funnelReach(null, [null, 'desconocido'])).toBe(0)
  })

  it('keeps two advisers who share a name apart', () => {
    const twins = admissionsFigures(
      [
        { id: 1, createdAt: '2026-11-23T08:00:00Z', estado: 'nueva', asesor: 'Ana', asesorId: 1 },
        { id: 2, createdAt: '2026-11-23T09:00:00Z', estado: 'nueva', asesor: 'Ana', asesorId: 2 },
      ],
      now,
      statuses,
    )
    expect(twins.porAsesor.map((a) => [a.asesor, a.solicitudes])).toEqual([
      ['Ana', 1],
      ['Ana', 1],
    ])
  })

  it('gives each adviser their response times and their waiting requests', () => {
    expect(figures.porAsesor).toEqual([
      { asesor: 'Ana', solicitudes: 2, respondidas: 1, sinRespuesta: 1, medianaMinutos: 30, p90Minutos: 30 },
      { asesor: 'Luis', solicitudes: 2, respondidas: 2, sinRespuesta: 0, medianaMinutos: 345, p90Minutos: 549 },
      { asesor: 'Sin asignar', solicitudes: 1, respondidas: 0, sinRespuesta: 1, medianaMinutos: null, p90Minutos: null },
    ])
    expect(figures.totales).toEqual({ solicitudes: 5, personas: 4, sinRespuesta: 2, medianaMinutos: 90, p90Minutos: 498 })
  })
})

describe('describeMinutes', () => {
  it('reads as staff speak', () => {
    expect(describeMinutes(null)).toBe('—')
    expect(describeMinutes(44.6)).toBe('45 min')
    expect(describeMinutes(120)).toBe('2 h')
    expect(describeMinutes(200)).toBe('3 h 20 min')
    expect(describeMinutes(1440)).toBe('1 día')
    expect(describeMinutes(3120)).toBe('2 días 4 h')
  })
})
