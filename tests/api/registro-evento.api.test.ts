import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startMailSink } from '../support/mailSink'
import { base, cms, editorToken, eventually, label, load, solveCaptcha, visible } from './helpers'

// Open-day sign-up (issue 23, item 3) through /api/registro-evento/, on a real server with its
// queue and a real mail server: seats, the waiting list in order, the e-mails with the invitation,
// the cancel link, and the request each registrant opens in the admissions pipeline.

let sink: Awaited<ReturnType<typeof startMailSink>>
let event: { id: number; slug: string; titulo: string }
const registrations: number[] = []
const requests: number[] = []
const stamp = Date.now()

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/registro-evento/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

const person = (name: string, acompanantes: number) => ({
  nombre: name,
  apellido: 'Prueba Registro',
  email: `${name.toLowerCase()}.${stamp}@example.mx`,
  // One phone per person: a phone already registered is the same person.
  telefono: `624${1_000_000 + ([...name].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7) % 9_000_000)}`,
  acompanantes,
  acepta_aviso: true,
})

async function signUp(name: string, acompanantes: number, extra: Record<string, unknown> = {}, slug = event.slug) {
  const response = await post({ slug, ...person(name, acompanantes), captcha: await solveCaptcha(), ...extra })
  const body = (await response.json()) as { data: { id: number; estado: string; posicion?: number }; message?: string }
  if (response.status === 201) registrations.push(body.data.id)
  return { status: response.status, ...body }
}

/** In the days ahead, at a campus hour (UTC−7). */
const ahead = (days: number, hour: number) => new Date(Date.UTC(2030, 0, 1 + days, hour + 7)).toISOString()

/** A published event that takes registrations, made like the seeded ones. */
async function createEvent(titulo: string, registro: Record<string, unknown>) {
  const { body: found } = await cms('/comunicaciones?where[tipo][equals]=EVE&depth=0&limit=1')
  const model = (found.docs as { path_imagen: number; contenido: unknown }[])[0]!
  const created = await cms('/comunicaciones', {
    method: 'POST',
    body: JSON.stringify({
      tipo: 'EVE',
      titulo,
      fecha: '2026-11-25T12:00:00.000Z',
      path_imagen: model.path_imagen,
      contenido: model.contenido,
      _status: 'published',
      registro: { abierto: true, ...registro },
    }),
  })
  expect(created.status).toBe(201)
  const doc = created.body.doc as { id: number; slug: string }
  return { id: doc.id, slug: doc.slug, titulo }
}

beforeAll(async () => {
  sink = await startMailSink(inject('smtpPort'))
  event = await createEvent(`Jornada de puertas abiertas ${stamp}`, {
    inicio: ahead(10, 10),
    fin: ahead(10, 14),
    lugar: 'Campus Centro, Cabo San Lucas',
    cupo: 3,
  })
})

afterAll(async () => {
  for (const id of registrations) await cms(`/registros-evento/${id}`, { method: 'DELETE' })
  for (const id of requests) await cms(`/solicitudes-contacto/${id}`, { method: 'DELETE' })
  if (event) await cms(`/comunicaciones/${event.id}`, { method: 'DELETE' })
  await sink.close()
})

/** The .ics part of a message, decoded. */
function invitationOf(mail: string): string | null {
  const part = /Content-Type: text\/calendar[^\r\n]*(?:\r?\n[^\r\n]+)*\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(mail)
  if (!part) return null
  const headers = part[0].slice(0, part[0].indexOf(part[1]!))
  return /Content-Transfer-Encoding: base64/i.test(headers)
    ? Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64').toString('utf8')
    : part[1]!
}

const cancelLinkOf = (mail: string) =>
  /https?:\/\/[^\s"<>]+\/actividades-ugc\/cancelar-registro\?registro=\d+&(?:amp;)?clave=[A-Za-z0-9_-]+/
    .exec(mail)![0]
    .replace('&amp;', '&')

describe(`open-day sign-up (${label})`, () => {
  it('gives seats while the whole party fits, then the waiting list in order; each gets its e-mail, the confirmed ones with the invitation', async () => {
    const ana = await signUp('Ana', 2, {
      utm_source: 'facebook',
      utm_campaign: 'puertas-abiertas-2030',
      pagina: '/vida-universitaria-y-eventos',
      referrer: 'https://www.facebook.com/',
    })
    expect(ana.status).toBe(201)
    expect(ana.data).toEqual({ id: expect.any(Number), estado: 'confirmado' })
    expect(ana.message).toBe('Registro confirmado.')

    // 3 of 3 places taken: a party of 3 waits first in line, one person behind it.
    const beto = await signUp('Beto', 2)
    expect(beto.data).toEqual({ id: expect.any(Number), estado: 'lista-de-espera', posicion: 1 })
    expect(beto.message).toBe('El cupo está lleno: quedaste en la lista de espera.')
    const carla = await signUp('Carla', 0)
    expect(carla.data).toEqual({ id: expect.any(Number), estado: 'lista-de-espera', posicion: 2 })

    const confirmed = await sink.mailTo(person('Ana', 2).email, { ms: 60_000 })
    expect(confirmed).toMatch(/^Subject: =\?UTF-8\?Q\?Tu_lugar_est/m)
    expect(confirmed).toContain(`<title>Tu lugar está confirmado: ${event.titulo}</title>`)
    expect(confirmed).toContain('Hola, Ana:')
    expect(confirmed).toContain('Registraste 2 acompañantes.')
    expect(confirmed).toContain('Cuándo: viernes, 11 de enero de 2030, 10:00 h')
    expect(confirmed).toContain('Dónde: Campus Centro, Cabo San Lucas')
    expect(confirmed).toMatch(/^Reply-To: admisiones@ugc\.edu\.mx/m)
    const ics = invitationOf(confirmed)
    expect(ics).toContain('BEGIN:VEVENT')
    expect(ics).toContain('DTSTART:20300111T170000Z')
    expect(ics).toContain('DTEND:20300111T210000Z')
    expect(ics).toContain(`SUMMARY:${event.titulo}`)
    expect(ics).toContain('LOCATION:Campus Centro\\, Cabo San Lucas')

    const waiting = await sink.mailTo(person('Carla', 0).email, { ms: 60_000 })
    expect(waiting).toContain(`<title>Estás en la lista de espera: ${event.titulo}</title>`)
    expect(waiting).toContain('en el lugar 2.')
    expect(invitationOf(waiting)).toBeNull()

    // The event's page says it is full, and so does its structured data.
    const page = await (await fetch(`${base}/actividades-ugc?slug=${encodeURIComponent(event.slug)}`)).text()
    expect(visible(page)).toContain('Regístrate a este evento')
    expect(visible(page)).toContain('El cupo está lleno: puedes registrarte en la lista de espera')
    const data = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    )
    const eventData = data.find((d) => d['@type'] === 'Event')!
    expect(eventData).toMatchObject({
      startDate: ahead(10, 10),
      endDate: ahead(10, 14),
      maximumAttendeeCapacity: 3,
      remainingAttendeeCapacity: 0,
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'MXN', availability: 'https://schema.org/SoldOut' },
    })
  }, 120_000)

  it('a second sign-up by the same person (e-mail in another case, or the same phone) stores nothing and answers the first, whose e-mail goes again', async () => {
    const carla = person('Carla', 0)
    const { body: before } = await cms(`/registros-evento?where[evento][equals]=${event.id}&depth=0&limit=0`)
    const first = (await cms(`/registros-evento?where[email][equals]=${encodeURIComponent(carla.email)}&depth=0`)).body.docs as {
      id: number
    }[]
    expect(first).toHaveLength(1)
    await sink.mailTo(carla.email, { ms: 60_000 })
    const mailsBefore = sink.count(carla.email)

    const shouted = await post({ slug: event.slug, ...carla, email: carla.email.toUpperCase(), captcha: await solveCaptcha() })
    expect(shouted.status).toBe(200)
    expect(await shouted.json()).toEqual({
      data: { id: first[0]!.id, estado: 'lista-de-espera', posicion: 2 },
      message: 'Ya tenías un registro para este evento: te enviamos de nuevo la confirmación.',
    })
    const samePhone = await post({
      slug: event.slug,
      ...carla,
      email: `otro.correo.${stamp}@example.mx`,
      telefono: `(${carla.telefono.slice(0, 3)}) ${carla.telefono.slice(3)}`,
      captcha: await solveCaptcha(),
    })
    expect(samePhone.status).toBe(200)
    expect(((await samePhone.json()) as { data: { id: number } }).data.id).toBe(first[0]!.id)

    // Her waiting-list e-mail went out once more for each, to the address she registered with.
    const { value: mails } = await eventually(
      async () => sink.count(carla.email),
      (n) => n >= mailsBefore + 2,
      60_000,
    )
    expect(mails).toBe(mailsBefore + 2)
    expect(sink.count(`otro.correo.${stamp}@example.mx`)).toBe(0)
    const { body: after } = await cms(`/registros-evento?where[evento][equals]=${event.id}&depth=0&limit=0`)
    expect(after.totalDocs).toBe(before.totalDocs)
    const { body: requestsAfter } = await cms(`/solicitudes-contacto?where[evento][equals]=${event.id}&limit=0`)
    expect(requestsAfter.totalDocs).toBe(3)

    // Staff cannot add a second live registration for her either, on any route.
    const twice = await cms('/registros-evento', {
      method: 'POST',
      body: JSON.stringify({
        evento: event.id,
        nombre: 'Carla',
        apellido: 'Otra Vez',
        email: carla.email,
        telefono: '6249999999',
        estado: 'confirmado',
      }),
    })
    expect(twice.status).toBe(409)
    expect(JSON.stringify(twice.body)).toContain(
      `Esta persona ya tiene un registro vigente para este evento (n.º ${first[0]!.id}): no se guardó otro.`,
    )
  }, 120_000)

  it('cancelling from the e-mail’s link asks first, then frees the place for the first in line, who is told; the second keeps waiting', async () => {
    const link = cancelLinkOf(await sink.mailTo(person('Ana', 2).email))
    const path = link.replace(/^https?:\/\/[^/]+/, '')
    // A mail program that follows the link changes nothing: the page asks.
    const asked = await fetch(`${base}${path}`)
    expect(asked.status).toBe(200)
    const askedText = visible(await asked.text())
    expect(askedText).toContain(`Ana, ¿ya no puedes asistir a «${event.titulo}»?`)
    expect(askedText).toContain('Sí, cancelar mi registro')
    const query = new URL(link).searchParams

    // A wrong key cancels nothing.
    const forged = await fetch(`${base}/actividades-ugc/cancelar-registro/confirmar`, {
      method: 'POST',
      body: new URLSearchParams({ registro: query.get('registro')!, clave: 'x'.repeat(32) }),
      redirect: 'manual',
    })
    expect(forged.status).toBe(303)
    expect(forged.headers.get('location')).toBe('/actividades-ugc/cancelar-registro')
    expect(visible(await (await fetch(`${base}/actividades-ugc/cancelar-registro`)).text())).toContain('Este enlace no es válido')
    const { body: still } = await cms(`/registros-evento/${query.get('registro')}?depth=0`)
    expect(still.estado).toBe('confirmado')

    const done = await fetch(`${base}/actividades-ugc/cancelar-registro/confirmar`, {
      method: 'POST',
      body: new URLSearchParams({ registro: query.get('registro')!, clave: query.get('clave')! }),
      redirect: 'manual',
    })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(path)
    const after = visible(await (await fetch(`${base}${path}`)).text())
    expect(after).toContain('Tu registro está cancelado.')

    const { body: list } = await cms(`/registros-evento?where[evento][equals]=${event.id}&sort=createdAt&depth=0`)
    const states = (list.docs as { nombre: string; estado: string; cancelado_el: string | null }[]).map((d) => [d.nombre, d.estado])
    expect(states).toEqual([
      ['Ana', 'cancelado'],
      ['Beto', 'confirmado'],
      ['Carla', 'lista-de-espera'],
    ])
    const promoted = await sink.mailTo(person('Beto', 2).email, { after: 0, ms: 60_000 }).then(async () => {
      // Beto's first e-mail said he was waiting; the next one gives him the place.
      const start = Date.now()
      while (sink.count(person('Beto', 2).email) < 2 && Date.now() - start < 60_000) await new Promise((r) => setTimeout(r, 250))
      return sink.caught.filter((m) => m.to === person('Beto', 2).email).map((m) => m.raw)
    })
    expect(promoted).toHaveLength(2)
    expect(
      promoted.some(
        (m) => m.includes(`<title>Se liberó un lugar para ti: ${event.titulo}</title>`) && invitationOf(m)?.includes('BEGIN:VEVENT'),
      ),
    ).toBe(true)

    // Hostile posts to the cancel button's route go back to the «not valid» page and change nothing.
    for (const body of [
      new URLSearchParams({ registro: 'abc', clave: query.get('clave')! }),
      new URLSearchParams({ registro: '-1', clave: 'x' }),
      new URLSearchParams({ registro: query.get('registro')!, clave: 'x'.repeat(20_000) }),
      JSON.stringify({ registro: query.get('registro'), clave: query.get('clave') }),
    ]) {
      const hostile = await fetch(`${base}/actividades-ugc/cancelar-registro/confirmar`, { method: 'POST', body, redirect: 'manual' })
      expect(hostile.status).toBe(303)
      expect(hostile.headers.get('location')).toBe('/actividades-ugc/cancelar-registro')
    }
    const { body: afterHostile } = await cms(`/registros-evento?where[evento][equals]=${event.id}&where[estado][equals]=cancelado&depth=0`)
    expect(afterHostile.totalDocs).toBe(1)

    // Cancelling twice changes nothing more.
    const again = await fetch(`${base}/actividades-ugc/cancelar-registro/confirmar`, {
      method: 'POST',
      body: new URLSearchParams({ registro: query.get('registro')!, clave: query.get('clave')! }),
      redirect: 'manual',
    })
    expect(again.status).toBe(303)
    const { body: twice } = await cms(`/registros-evento?where[evento][equals]=${event.id}&where[estado][equals]=confirmado&depth=0`)
    expect(twice.totalDocs).toBe(1)
  }, 120_000)

  it('a freed place goes to the first in line whose party fits, and the page never says it is full while a place is free', async () => {
    const small = await createEvent(`Taller de cata ${stamp}`, { inicio: ahead(12, 11), lugar: 'Campus Centro, Cabo San Lucas', cupo: 2 })
    try {
      const at = async (name: string, guests: number) => (await signUp(name, guests, {}, small.slug)).data
      const xime = await at('Xime', 0)
      const yair = await at('Yair', 0)
      expect([xime.estado, yair.estado]).toEqual(['confirmado', 'confirmado'])
      expect(await at('Zaid', 2)).toMatchObject({ estado: 'lista-de-espera', posicion: 1 })
      expect(await at('Wen', 0)).toMatchObject({ estado: 'lista-de-espera', posicion: 2 })
      const states = async () =>
        (
          (await cms(`/registros-evento?where[evento][equals]=${small.id}&sort=createdAt&depth=0`)).body.docs as {
            nombre: string
            estado: string
          }[]
        ).map((d) => `${d.nombre}:${d.estado}`)

      // One place frees up: Zaid's party of 3 does not fit in it, Wen does, and gets it; Zaid keeps the front of the line.
      expect((await cms(`/registros-evento/${xime.id}`, { method: 'PATCH', body: JSON.stringify({ estado: 'cancelado' }) })).status).toBe(
        200,
      )
      expect(await states()).toEqual(['Xime:cancelado', 'Yair:confirmado', 'Zaid:lista-de-espera', 'Wen:confirmado'])

      // Another place frees up and nobody waiting fits in it: the page offers it to whoever comes.
      expect((await cms(`/registros-evento/${yair.id}`, { method: 'PATCH', body: JSON.stringify({ estado: 'cancelado' }) })).status).toBe(
        200,
      )
      const { value: page } = await eventually(
        async () => visible(await (await fetch(`${base}/actividades-ugc?slug=${encodeURIComponent(small.slug)}`)).text()),
        (text) => text.includes('Queda 1 lugar.'),
        10_000,
      )
      expect(page).toContain('Queda 1 lugar.')
      expect(page).not.toContain('El cupo está lleno')
      expect(await at('Vale', 0)).toEqual({ id: expect.any(Number), estado: 'confirmado' })
      expect(await states()).toEqual(['Xime:cancelado', 'Yair:cancelado', 'Zaid:lista-de-espera', 'Wen:confirmado', 'Vale:confirmado'])
    } finally {
      await cms(`/registros-evento?where[evento][equals]=${small.id}`, { method: 'DELETE' })
      await cms(`/solicitudes-contacto?where[evento][equals]=${small.id}`, { method: 'DELETE' })
      await cms(`/comunicaciones/${small.id}`, { method: 'DELETE' })
    }
  }, 120_000)

  it('every registrant is a request in the admissions pipeline, from «evento», naming the event', async () => {
    const { body } = await cms(`/solicitudes-contacto?where[evento][equals]=${event.id}&sort=createdAt&depth=0`)
    const docs = body.docs as {
      id: number
      nombre: string
      origen: string
      programa: string
      comentario: string
      estado: string
      acepta_aviso: boolean
      utm_source: string | null
    }[]
    requests.push(...docs.map((d) => d.id))
    expect(docs.map((d) => d.nombre)).toEqual(['Ana', 'Beto', 'Carla'])
    for (const doc of docs) {
      expect(doc.origen).toBe('evento')
      expect(doc.estado).toBe('nueva')
      expect(doc.acepta_aviso).toBe(true)
      expect(doc.comentario).toContain(`Se registró al evento «${event.titulo}»`)
      // When it starts, in Los Cabos time and 24 hours, as staff read every time.
      expect(doc.comentario).toMatch(/ \(\d{1,2} de [a-z]+ de \d{4} a las \d{2}:\d{2}\)/)
    }
    expect(docs[1]!.comentario).toContain('con 2 acompañantes')
    // The visit's source and campaign stay with the request, as the contact form keeps them.
    expect(docs[0]).toMatchObject({
      utm_source: 'facebook',
      utm_campaign: 'puertas-abiertas-2030',
      pagina: '/vida-universitaria-y-eventos',
      referrer: 'https://www.facebook.com/',
    })
    expect(docs[1]!.utm_source ?? null).toBeNull()
    expect(docs[1]).toMatchObject({ pagina: `/actividades-ugc?slug=${event.slug}` })
    expect(docs[1]!.comentario).toContain('Está en la lista de espera.')
  })

  it('a retry of one submission (its Idempotency-Key) answers the first result and stores nothing more', async () => {
    const key = `registro-${stamp}`
    const body = { slug: event.slug, ...person('Dora', 0), programa: 'Licenciatura en Derecho' }
    const first = await post({ ...body, captcha: await solveCaptcha() }, { 'Idempotency-Key': key })
    expect(first.status).toBe(201)
    const firstBody = (await first.json()) as { data: { id: number } }
    registrations.push(firstBody.data.id)
    const second = await post({ ...body, captcha: await solveCaptcha() }, { 'Idempotency-Key': key })
    expect(second.status).toBe(201)
    expect(await second.json()).toEqual(firstBody)
    const { body: found } = await cms(`/registros-evento?where[email][equals]=${encodeURIComponent(body.email)}&depth=0`)
    expect(found.totalDocs).toBe(1)
    expect((found.docs as { programa: string }[])[0]!.programa).toBe('Licenciatura en Derecho')
  })

  it('refuses, in Spanish and storing nothing: an unknown event, a closed one, bad answers, no captcha', async () => {
    const before = (await cms(`/registros-evento?limit=0`)).body.totalDocs
    const unknown = await post({ slug: 'no-existe-este-evento', ...person('Eva', 0), captcha: await solveCaptcha() })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'No encontramos ese evento, o no recibe registros.' })

    const bad = await post({ slug: event.slug, ...person('Eva', 7), telefono: '12', captcha: await solveCaptcha() })
    expect(bad.status).toBe(400)
    const badBody = (await bad.json()) as { fields: Record<string, string> }
    expect(badBody.fields).toEqual({
      telefono: 'El número debe contener exactamente 10 dígitos.',
      acompanantes: 'Puedes registrar de 0 a 4 acompañantes.',
    })

    const noCaptcha = await post({ slug: event.slug, ...person('Eva', 0) })
    expect(noCaptcha.status).toBe(400)
    expect(((await noCaptcha.json()) as { error: string }).error).toBe('Por favor, completa el reCAPTCHA')

    const programme = await post({
      slug: event.slug,
      ...person('Eva', 0),
      programa: 'Licenciatura inventada',
      captcha: await solveCaptcha(),
    })
    expect(programme.status).toBe(400)
    expect(((await programme.json()) as { error: string }).error).toBe('Por favor, selecciona un programa.')

    // Its deadline passed: closed.
    expect(
      (
        await cms(`/comunicaciones/${event.id}`, {
          method: 'PATCH',
          body: JSON.stringify({ registro: { cierre: '2020-01-01T00:00:00.000Z' } }),
        })
      ).status,
    ).toBe(200)
    const closed = await post({ slug: event.slug, ...person('Eva', 0), captcha: await solveCaptcha() })
    expect(closed.status).toBe(409)
    expect(await closed.json()).toEqual({ error: 'El registro para este evento ya cerró.' })
    expect(visible(await (await fetch(`${base}/actividades-ugc?slug=${encodeURIComponent(event.slug)}`)).text())).toContain(
      'El registro para este evento ya cerró.',
    )

    expect((await cms(`/registros-evento?limit=0`)).body.totalDocs).toBe(before)
    // The no-slash form answers the same, and GET is refused.
    expect(
      (await fetch(`${base}/api/registro-evento`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status,
    ).toBe(400)
    expect((await fetch(`${base}/api/registro-evento/`)).status).toBe(405)
  })

  it('the registrations are admissions’ own: nobody else reads them, and an event with registrations is unpublished, not deleted', async () => {
    expect((await fetch(`${base}/cms-api/registros-evento`)).status).toBe(401)
    const editor = await editorToken('registros')
    const asEditor = await fetch(`${base}/cms-api/registros-evento`, { headers: { Authorization: `JWT ${editor}` } })
    expect(asEditor.status).toBe(403)
    const graphql = await fetch(`${base}/cms-api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${editor}` },
      body: JSON.stringify({ query: '{ RegistrosEvento { docs { email } } }' }),
    })
    expect(JSON.stringify(await graphql.json())).not.toContain('@example.mx')

    const refused = await cms(`/comunicaciones/${event.id}`, { method: 'DELETE' })
    expect(refused.status).toBe(409)
    expect(JSON.stringify(refused.body)).toContain(
      'Este evento tiene 4 registros de asistentes: despublícalo en lugar de eliminarlo, para no perderlos.',
    )
  })
})

describe(`open-day sign-up under load (${label})`, () => {
  const people = load(200)
  const places = load(50)
  it(`${people} people at once for ${places} places: exactly ${places} seated and ${people - places} in line, each once, each with a request for admissions`, async () => {
    const { body: found } = await cms('/comunicaciones?where[tipo][equals]=EVE&depth=0&limit=1')
    const model = (found.docs as { path_imagen: number; contenido: unknown }[])[0]!
    const created = await cms('/comunicaciones', {
      method: 'POST',
      body: JSON.stringify({
        tipo: 'EVE',
        titulo: `Sesión informativa con cupo ${stamp}`,
        fecha: '2026-11-25T12:00:00.000Z',
        path_imagen: model.path_imagen,
        contenido: model.contenido,
        _status: 'published',
        registro: { abierto: true, inicio: ahead(20, 17), lugar: 'Campus Culiacán', cupo: places },
      }),
    })
    expect(created.status).toBe(201)
    const rush = created.body.doc as { id: number; slug: string }
    const bodies = await Promise.all(
      Array.from({ length: people }, async (_, i) => ({
        slug: rush.slug,
        nombre: `Persona${i}`,
        apellido: 'Fila',
        email: `fila.${i}.${stamp}@example.mx`,
        telefono: String(6240000000 + i),
        captcha: await solveCaptcha(),
      })),
    )
    const answers = await Promise.all(
      bodies.map(async (body) => {
        const response = await post(body)
        return { status: response.status, ...((await response.json()) as { data: { id: number; estado: string; posicion?: number } }) }
      }),
    )
    try {
      expect(answers.map((a) => a.status).filter((s) => s !== 201)).toEqual([])
      expect(answers.filter((a) => a.data.estado === 'confirmado')).toHaveLength(places)
      const line = answers.filter((a) => a.data.estado === 'lista-de-espera')
      expect(line).toHaveLength(people - places)
      expect(new Set(answers.map((a) => a.data.id)).size).toBe(people)
      const { body: stored } = await cms(`/registros-evento?where[evento][equals]=${rush.id}&sort=createdAt&limit=500&depth=0`)
      const docs = stored.docs as { email: string; estado: string }[]
      expect(docs).toHaveLength(people)
      expect(new Set(docs.map((d) => d.email)).size).toBe(people)
      expect(docs.filter((d) => d.estado === 'confirmado')).toHaveLength(places)
      const { body: requestsOfRush } = await cms(`/solicitudes-contacto?where[evento][equals]=${rush.id}&limit=0`)
      expect(requestsOfRush.totalDocs).toBe(people)
    } finally {
      // Every person heard back (and admissions of each request) before the next suites need the queue.
      const sent = async () =>
        (await cms(`/registros-evento?where[evento][equals]=${rush.id}&where[confirmacion_enviada_el][exists]=true&limit=0`)).body
          .totalDocs === people &&
        (await cms(`/solicitudes-contacto?where[evento][equals]=${rush.id}&where[notificada_el][exists]=true&limit=0`)).body.totalDocs ===
          people
      // Twice the people in e-mails through one queue, beside the other suites: minutes, not seconds.
      const { value: allSent } = await eventually(sent, (done) => done, 300_000)
      expect(allSent).toBe(true)
      await cms(`/registros-evento?where[evento][equals]=${rush.id}`, { method: 'DELETE' })
      await cms(`/solicitudes-contacto?where[evento][equals]=${rush.id}`, { method: 'DELETE' })
      await cms(`/comunicaciones/${rush.id}`, { method: 'DELETE' })
    }
  }, 480_000)
})
