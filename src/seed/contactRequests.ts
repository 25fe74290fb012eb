import type { Payload } from 'payload'
import { minutesToFirstResponse } from '@/lib/pipeline'
import { conocerStandards } from './fixtures/conocer'
import { programmes } from './fixtures/programmes'

/*
 * A demo quarter of contact requests (the last 13 weeks, dated from now) so that the admissions
 * list and dashboard show something on a fresh site: realistic programmes, campaign sources,
 * states with their history, follow-up entries, first-response times with a long tail, and some
 * people who wrote twice. No adviser: the seed never creates staff accounts. Deterministic: the
 * same rows every time (a seeded random generator), only the dates move with today.
 */

/** mulberry32: a small seeded generator, so every fresh site gets the same demo rows. */
function generator(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!
  const weighted = <T>(items: readonly (readonly [T, number])[]) => {
    let roll = next() * items.reduce((s, [, w]) => s + w, 0)
    for (const [item, w] of items) if ((roll -= w) < 0) return item
    return items[items.length - 1]![0]
  }
  return { next, pick, weighted }
}

const names = [
  'María',
  'José',
  'Fernanda',
  'Luis',
  'Daniela',
  'Carlos',
  'Valeria',
  'Jesús',
  'Ximena',
  'Diego',
  'Andrea',
  'Miguel',
  'Sofía',
  'Alejandro',
  'Regina',
  'Jorge',
  'Camila',
  'Ricardo',
  'Paola',
  'Emilio',
]
const surnames = [
  'Cota',
  'Geraldo',
  'Castro',
  'Márquez',
  'Ojeda',
  'Amador',
  'Lucero',
  'Villavicencio',
  'Aguilar',
  'Romero',
  'Mendoza',
  'Beltrán',
  'Higuera',
  'Peralta',
  'Talamantes',
  'Murillo',
]
const comments = [
  '¿Qué becas tienen para este ciclo?',
  'Quisiera saber el costo de inscripción y las colegiaturas.',
  '¿Tienen horario vespertino o de fin de semana?',
  'Me interesa empezar en el próximo cuatrimestre.',
  '¿Puedo revalidar materias de otra universidad?',
  'Trabajo por las mañanas, ¿hay modalidad en línea?',
  'Quiero agendar una visita al campus.',
]
/* Where visits came from, with their weight: most from campaigns, some from search and direct. */
const sources = [
  [{ utm_source: 'facebook', utm_medium: 'cpc', utm_campaign: 'admision2027', referrer: 'https://l.facebook.com/' }, 30],
  [{ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'marca-ugc', referrer: 'https://www.google.com/' }, 20],
  [{ utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'admision2027', referrer: 'https://l.instagram.com/' }, 15],
  [{ referrer: 'https://www.google.com/' }, 18],
  [{ utm_source: 'boletin', utm_medium: 'email', utm_campaign: 'puertas-abiertas' }, 6],
  [{}, 11],
] as const
const programmeWeights = [
  ...programmes.map((p) => [p.titulo, p.tipo === 'LIC' ? 8 : p.tipo === 'BAC' ? 6 : 2] as const),
  ...conocerStandards.map((c) => [c.titulo, 1] as const),
]
/* How far each request got, by weight, once admissions answered it. */
const outcomes: (readonly [readonly string[], number])[] = [
  [['contactada'], 22],
  [['contactada', 'en-seguimiento'], 25],
  [['contactada', 'en-seguimiento', 'cita-agendada'], 15],
  [['contactada', 'en-seguimiento', 'cita-agendada', 'inscrita'], 10],
  [['contactada', 'descartada'], 14],
  [['contactada', 'en-seguimiento', 'descartada'], 14],
]
const reasons = ['sin-respuesta', 'otra-institucion', 'costo', 'otro-ciclo', 'ubicacion', 'datos-incorrectos'] as const

/** Minutes to the first answer: a third within the hour, most the same day, a long tail of days. */
function responseMinutes(random: () => number): number {
  const roll = random()
  if (roll < 0.2) return 2 + Math.floor(random() * 28)
  if (roll < 0.35) return 30 + Math.floor(random() * 90)
  if (roll < 0.7) return 120 + Math.floor(random() * 360)
  if (roll < 0.9) return 480 + Math.floor(random() * 1000)
  return 1440 + Math.floor(random() * 4 * 1440)
}

/** Seeds the demo quarter into an empty requests table; answers how many rows it created. */
/** The states a request is still followed up in after its first answer: they carry a next contact. */
const followedUp = ['contactada', 'en-seguimiento', 'cita-agendada']

/**
 * A demo request's next contact, from its place in the list (not from the random sequence, which
 * the rest of the demo follows): spread from two days ago to four days ahead, so an adviser's
 * home shows overdue, today's and later ones.
 */
function nextContactOf(i: number, now: Date): string {
  return new Date(now.getTime() + ((i % 7) - 2) * 24 * 3600_000 + ((i % 5) - 2) * 3600_000).toISOString()
}

export async function seedContactRequests(payload: Payload, now = new Date()): Promise<number> {
  if ((await payload.count({ collection: 'solicitudes-contacto' })).totalDocs > 0) return 0
  const { next, pick, weighted } = generator(20261127)
  const context = { seeding: true }
  const quarterMs = 13 * 7 * 24 * 3600_000
  // Arrival times spread over the quarter, a little busier in recent weeks (the campaign started).
  const arrivals = Array.from({ length: 190 }, () => now.getTime() - quarterMs * Math.pow(next(), 0.85))
    .map((t) => Math.min(t, now.getTime() - 5 * 60_000))
    .sort((a, b) => a - b)
  const people: { email: string; telefono: string; nombre: string; apellido: string; first: number; at: number }[] = []
  let created = 0
  for (const [i, at] of arrivals.entries()) {
    const earlier = people.filter((p) => at - p.at < 80 * 24 * 3600_000)
    const repeat = earlier.length > 0 && next() < 0.08 ? pick(earlier) : null
    const nombre = repeat?.nombre ?? pick(names)
    const apellido = repeat?.apellido ?? `${pick(surnames)} ${pick(surnames)}`
    const email =
      repeat?.email ??
      `${nombre}.${apellido.split(' ')[0]}${i}`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase() + '@example.mx'
    const telefono = repeat?.telefono ?? `612${String(1_000_000 + Math.floor(next() * 8_999_999))}`
    const createdAt = new Date(at)
    const ageMinutes = (now.getTime() - at) / 60_000
    const minutes = responseMinutes(next)
    // Many of this week's still wait for an answer, and a few older ones were never answered.
    const answered = minutes < ageMinutes && next() > (ageMinutes < 7 * 1440 ? 0.4 : 0.04)
    const steps = answered ? [...weighted(outcomes)] : []
    const source = weighted(sources)
    const historial: { de: string; a: string; por: null; el: string }[] = []
    const seguimiento: { tipo: string; texto: string; por: null; el: string }[] = []
    let estado = 'nueva'
    let stamp = at + minutes * 60_000
    for (const step of steps) {
      // Later steps come days apart, never in the future.
      if (stamp > now.getTime()) break
      if (step === 'contactada')
        seguimiento.push({
          tipo: pick(['llamada', 'llamada', 'whatsapp', 'correo']),
          texto: 'Primer contacto: se le explicó el programa y las becas.',
          por: null,
          el: new Date(stamp).toISOString(),
        })
      if (step === 'cita-agendada')
        seguimiento.push({ tipo: 'reunion', texto: 'Visita al campus agendada.', por: null, el: new Date(stamp).toISOString() })
      historial.push({ de: estado, a: step, por: null, el: new Date(stamp).toISOString() })
      estado = step
      stamp += (1 + next() * 9) * 24 * 3600_000
    }
    const doc = await payload.create({
      collection: 'solicitudes-contacto',
      context,
      depth: 0,
      data: {
        nombre,
        apellido,
        telefono,
        email,
        programa: weighted(programmeWeights) as string,
        comentario: pick(comments),
        pagina: pick(['/', '/licenciaturas', '/preparatoria', '/diplomados', '/CONOCER']),
        ...source,
        acepta_aviso: true,
        aviso_aceptado_el: createdAt.toISOString(),
        estado: estado as never,
        motivo_descarte: estado === 'descartada' ? pick(reasons) : null,
        historial: historial as never,
        seguimiento: seguimiento as never,
        primera_respuesta_el: historial[0]?.el ?? null,
        minutos_a_primera_respuesta: historial[0] ? minutesToFirstResponse(createdAt, historial[0].el) : null,
        proximo_contacto: followedUp.includes(estado) ? nextContactOf(i, now) : null,
        es_duplicada: repeat !== null,
        duplicada_de: repeat?.first ?? null,
        notificada_el: new Date(at + 60_000).toISOString(),
        acuse_enviado_el: new Date(at + 60_000).toISOString(),
      },
    })
    // The arrival time as the list and the dashboard read it.
    await payload.db.updateOne({
      collection: 'solicitudes-contacto',
      id: doc.id,
      data: { createdAt: createdAt.toISOString(), updatedAt: new Date(Math.min(stamp, now.getTime())).toISOString() },
      returning: false,
    })
    if (!repeat) people.push({ email, telefono, nombre, apellido, first: doc.id, at })
    created++
  }
  return created
}
