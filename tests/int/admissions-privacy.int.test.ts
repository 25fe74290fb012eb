import http from 'node:http'
import type { AddressInfo } from 'node:net'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonymiseExpired } from '@/cms/collections/ContactRequests/anonymise'
import { dailyKey } from '@/cms/jobs/daily'
import { readDigest, sendMorningDigest } from '@/cms/jobs/morningDigest'
import { createQueueRunner } from '@/cms/jobs/runner'
import { env } from '@/env'
import { monthsBefore, zonedInstant } from '@/lib/dailyTime'
import { verifyDelivery, webhookAddressNotPublic } from '@/lib/webhook'
import { settings as siteSettings } from '@/seed/fixtures/settings'
import { createStaff, richText, unique, uploadPdf } from './fixtures'
import { graphql, rest } from './http'
import { testPayload } from './payload'
import { startMailSink } from '../support/mailSink'

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
let payload: Payload
let sink: Awaited<ReturnType<typeof startMailSink>>
let admissionsEmail: string
let addedSettings = false
const jwt: Record<'admin' | 'admisiones' | 'editor', string> = { admin: '', admisiones: '', editor: '' }
const auth = (role: keyof typeof jwt) => ({ Authorization: `JWT ${jwt[role]}` })
const written: string[] = []
const realWrite = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) }

async function newRequest(data: Partial<Record<string, unknown>> = {}, createdAt?: Date) {
  const id = unique()
  const doc = await payload.create({
    collection: 'solicitudes-contacto',
    data: {
      nombre: `Ana${id}`,
      apellido: 'López',
      telefono: '6241234567',
      email: `ana-${id}@correo.mx`,
      programa: 'Licenciatura en Derecho',
      comentario: 'Quiero informes de horarios.',
      pagina: '/licenciaturas',
      utm_source: 'facebook',
      ...data,
    },
    overrideAccess: true,
  })
  if (createdAt)
    await payload.db.updateOne({
      collection: 'solicitudes-contacto',
      id: doc.id,
      data: { createdAt: createdAt.toISOString() },
      returning: false,
    })
  return payload.findByID({ collection: 'solicitudes-contacto', id: doc.id, overrideAccess: true })
}

beforeAll(async () => {
  payload = await testPayload()
  sink = await startMailSink(Number(new URL(env.smtpUrl!).port))
  process.stdout.write = ((chunk: string | Uint8Array, ...r: never[]) => (
    written.push(String(chunk)),
    realWrite.out(chunk, ...r)
  )) as typeof process.stdout.write
  process.stderr.write = ((chunk: string | Uint8Array, ...r: never[]) => (
    written.push(String(chunk)),
    realWrite.err(chunk, ...r)
  )) as typeof process.stderr.write
  for (const role of ['admin', 'admisiones', 'editor'] as const) {
    const user = await createStaff(payload, role)
    jwt[role] = (await payload.login({ collection: 'users', data: { email: user.email, password: 'contraseña-segura-123' } })).token!
  }
  // The admissions address the current notice uses; an empty test database has none yet.
  const settings = await payload.findGlobal({ slug: 'configuracion-sitio', depth: 0 })
  admissionsEmail = settings.correo_admisiones || 'admisiones-pruebas@ugc.test'
  if (!settings.correo_admisiones) {
    // Straight to the table, and removed afterwards: the seed's own test expects to fill this global.
    addedSettings = true
    const pdfId = await uploadPdf(payload)
    await payload.db.updateGlobal({
      slug: 'configuracion-sitio',
      data: {
        ...siteSettings,
        correo_admisiones: admissionsEmail,
        reglamento_escolar: pdfId,
        certificado_iso: pdfId,
        folleto_conocer: pdfId,
        programa_becas: pdfId,
        aviso_privacidad: richText('Aviso.'),
      },
    })
  }
})

afterAll(async () => {
  if (addedSettings) {
    const db = (
      payload.db as unknown as { drizzle: { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> } }
    ).drizzle
    const { sql } = await import('@payloadcms/db-sqlite')
    await (db.execute ?? db.run)!.call(db, sql`DELETE FROM configuracion_sitio`)
  }
  process.stdout.write = realWrite.out
  process.stderr.write = realWrite.err
  await sink.close()
})

/** Ticks the runners until `done` holds (the queue is driven here, not by timers). */
async function tickUntil(runners: { tick: (clock?: Date) => Promise<void> }[], done: () => Promise<boolean>, clock?: Date, ms = 60_000) {
  const start = Date.now()
  while (!(await done())) {
    if (Date.now() - start > ms) throw new Error('la cola no terminó a tiempo')
    await Promise.all(runners.map((r) => r.tick(clock)))
    await new Promise((r) => setTimeout(r, 250))
  }
}

describe(`daily jobs run once a day whatever the instances (${engine})`, () => {
  it('two instances and two runners racing, restarted, queue and send one digest for the day', async () => {
    const second = await getPayload({ config, key: 'segunda-instancia' })
    const request = await newRequest()
    // A clock at 07:59 of a past day in Los Cabos: that day's 08:00 run is due as soon as it is queued.
    const day = '2021-03-15'
    const clock = new Date(zonedInstant(day, 8, 0).getTime() - 60_000)
    // The request's own notice may reach the same inbox meanwhile: only the digests are counted.
    const digestSubject = 'Resumen de admisiones'
    const before = sink.count(admissionsEmail, digestSubject)
    // Each "restart" is a fresh runner; both instances race on every round.
    for (let round = 0; round < 3; round++) {
      const runners = [
        createQueueRunner(payload, { poll: false }),
        createQueueRunner(second, { poll: false }),
        createQueueRunner(second, { poll: false }),
      ]
      await Promise.all(runners.map((r) => r.tick(clock)))
    }
    const key = dailyKey('resumenMatutino', day)
    expect(
      (await payload.count({ collection: 'corridas-diarias', where: { clave: { equals: key } }, overrideAccess: true })).totalDocs,
    ).toBe(1)
    const jobsOfDay = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'resumenMatutino' } },
          pagination: false,
          overrideAccess: true,
          depth: 0,
        })
      ).docs.filter((j) => (j.input as { dia?: string }).dia === day)
    expect(await jobsOfDay()).toHaveLength(1)
    // Queued for 08:00 of that day, Los Cabos time (15:00 UTC).
    expect(new Date((await jobsOfDay())[0]!.waitUntil!).toISOString()).toBe(`${day}T15:00:00.000Z`)

    const a = createQueueRunner(payload, { poll: false })
    const b = createQueueRunner(second, { poll: false })
    await tickUntil([a, b], async () => Boolean((await jobsOfDay())[0]!.completedAt), clock)
    for (let i = 0; i < 3; i++) await Promise.all([a.tick(clock), b.tick(clock)])
    const raw = await sink.mailTo(admissionsEmail, { after: 0, containing: digestSubject })
    expect(raw).toContain('Resumen de admisiones del 15/03/2021')
    expect(sink.count(admissionsEmail, digestSubject) - before).toBe(1)
    expect(await jobsOfDay()).toHaveLength(1)
    // The nightly retention run of the next day was queued once as well.
    const retentionKey = dailyKey('anonimizarVencidas', '2021-03-16')
    expect(
      (await payload.count({ collection: 'corridas-diarias', where: { clave: { equals: retentionKey } }, overrideAccess: true })).totalDocs,
    ).toBe(1)
    expect(request.estado).toBe('nueva')
  })
})

describe(`morning digest (${engine})`, () => {
  it('lists the still-new requests, those waiting over 24 h apart, oldest first, with name, programme, age and link', async () => {
    const now = new Date(Date.now() + 60_000)
    const late2 = await newRequest({ programa: 'Maestría en Educación' }, new Date(now.getTime() - 50 * 3600_000))
    const late1 = await newRequest({ programa: 'Licenciatura en Turismo' }, new Date(now.getTime() - 30 * 3600_000))
    const recent = await newRequest({ programa: 'Preparatoria' }, new Date(now.getTime() - 2 * 3600_000))
    const followed = await newRequest({ estado: 'en-seguimiento' }, new Date(now.getTime() - 40 * 3600_000))
    const after = sink.caught.length
    expect(await sendMorningDigest(payload, now, `2099-01-${String(Math.floor(Math.random() * 28) + 1).padStart(2, '0')}`)).toBe('enviado')
    const raw = await sink.mailTo(admissionsEmail, { after })
    const text = raw.slice(raw.indexOf('Buenos días'))
    const lateAt = text.indexOf('Esperan respuesta desde hace más de 24 horas')
    const recentAt = text.indexOf('Nuevas de las últimas 24 horas')
    expect(lateAt).toBeGreaterThan(-1)
    expect(recentAt).toBeGreaterThan(lateAt)
    const at = (r: { nombre: string }) => text.indexOf(r.nombre)
    // Oldest first within the late ones, and the recent one in its own section.
    expect(at(late2)).toBeGreaterThan(lateAt)
    expect(at(late1)).toBeGreaterThan(at(late2))
    expect(at(late1)).toBeLessThan(recentAt)
    expect(at(recent)).toBeGreaterThan(recentAt)
    expect(text).toContain(`${late2.nombre} López · Maestría en Educación · hace 2 días`)
    expect(text).toContain(`${recent.nombre} López · Preparatoria · hace 2 h`)
    expect(text).toContain(`${env.siteUrl}/admin/collections/solicitudes-contacto/${late2.id}`)
    // The HTML part, its quoted-printable soft line breaks and escapes undone (the link is ASCII).
    const html = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    expect(html).toContain(
      `<a href="${env.siteUrl}/admin/collections/solicitudes-contacto/${recent.id}" style="color:#C41230">Ver solicitud #${recent.id}</a>`,
    )
    expect(raw).toMatch(/Content-Type: text\/plain/)
    expect(raw).toMatch(/Content-Type: text\/html/)
    expect(text).not.toContain(followed.nombre)
  })

  it('sends nothing when nothing waits', async () => {
    const now = new Date('2000-01-01T15:00:00Z')
    expect(await readDigest(payload, now)).toEqual({ recientes: [], atrasadas: [] })
    const before = sink.caught.length
    expect(await sendMorningDigest(payload, now)).toBe('nada')
    await new Promise((r) => setTimeout(r, 500))
    expect(sink.caught.length).toBe(before)
  })
})

describe(`retention (${engine})`, () => {
  it('anonymises requests older than the setting, keeps programme, dates and status; the setting changes it', async () => {
    const now = new Date()
    const old = await newRequest(
      {
        estado: 'en-seguimiento',
        referrer: 'https://www.google.com/search?q=rosa+perez+6241112233',
        utm_source: 'google',
        utm_campaign: 'becas-2026',
        pagina: '/licenciaturas',
      },
      monthsBefore(new Date(now.getTime() - 86_400_000), 25),
    )
    const younger = await newRequest({}, monthsBefore(new Date(now.getTime() + 86_400_000), 23))
    // An adviser's note about the person goes with the rest of their data.
    await payload.update({
      collection: 'solicitudes-contacto',
      id: old.id,
      data: { seguimiento: [{ tipo: 'nota', texto: 'Llamó su mamá, Rosa Pérez, al 6241112233.' }] },
      overrideAccess: true,
    })
    expect((await payload.findByID({ collection: 'solicitudes-contacto', id: old.id, overrideAccess: true })).seguimiento).toHaveLength(1)
    expect(await anonymiseExpired(payload, now)).toBeGreaterThanOrEqual(1)
    const a = await payload.findByID({ collection: 'solicitudes-contacto', id: old.id, overrideAccess: true })
    expect(a).toMatchObject({
      anonimizada: true,
      nombre: 'Persona',
      apellido: 'anonimizada',
      telefono: '0000000000',
      programa: 'Licenciatura en Derecho',
      estado: 'en-seguimiento',
      createdAt: old.createdAt,
    })
    expect(a.email).not.toBe(old.email)
    // Where the visit came from is not the person's data: source and campaign stay for the statistics,
    // the other site's address without what its path or query said.
    expect(a).toMatchObject({
      utm_source: 'google',
      utm_campaign: 'becas-2026',
      pagina: '/licenciaturas',
      referrer: 'https://www.google.com/',
    })
    expect(a.comentario).not.toContain('horarios')
    expect(a.seguimiento ?? []).toEqual([])
    expect(
      (await payload.findByID({ collection: 'solicitudes-contacto', id: younger.id, overrideAccess: true })).anonimizada ?? false,
    ).toBe(false)

    // An admin shortens the retention to 12 months through the API: the 23-month request goes too.
    const set = await rest('POST', 'globals/ajustes-admisiones', { body: { retencion_meses: 12 }, headers: auth('admin') })
    expect(set.status).toBe(200)
    await anonymiseExpired(payload, now)
    const b = await payload.findByID({ collection: 'solicitudes-contacto', id: younger.id, overrideAccess: true })
    expect(b.anonimizada).toBe(true)
    expect(b.email).not.toBe(younger.email)
    const bad = await rest('POST', 'globals/ajustes-admisiones', { body: { retencion_meses: 0 }, headers: auth('admin') })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toMatch(/Meses que se guardan/)
    await payload.updateGlobal({ slug: 'ajustes-admisiones', data: { retencion_meses: 24 } })

    // The CSV export says which rows were anonymised.
    const csv = await fetchCsv()
    expect(csv.split('\n')[0]).toContain('Datos anonimizados')
  })
})

async function fetchCsv() {
  const { GET } = await import('@/app/(payload)/cms-api/[...slug]/route')
  const url = 'http://localhost:3000/cms-api/solicitudes-contacto/exportar'
  const response = await (GET as (r: Request, a: { params: Promise<{ slug: string[] }> }) => Promise<Response>)(
    new Request(url, { headers: auth('admin') }),
    {
      params: Promise.resolve({ slug: ['solicitudes-contacto', 'exportar'] }),
    },
  )
  expect(response.status).toBe(200)
  return response.text()
}

describe(`derechos ARCO (${engine})`, () => {
  it('an admin finds, downloads and anonymises all of one person’s requests; each action is logged', async () => {
    const id = unique()
    const email = `Persona-${id}@Correo.mx`
    const phone = `55${String(Date.now()).slice(-8)}`
    const r1 = await newRequest({ email, telefono: phone })
    const r2 = await newRequest({ email: email.toLowerCase(), telefono: '6240000001' })
    const r3 = await newRequest({ email: `otra-${id}@correo.mx`, telefono: phone })
    const other = await newRequest({ email: `ajena-${id}@correo.mx`, telefono: '6240000002' })
    const q = `correo=${encodeURIComponent(email)}&telefono=${phone}`

    const found = await rest('GET', `derechos-arco/buscar?${q}`, { headers: auth('admin') })
    expect(found.status).toBe(200)
    expect(found.body.solicitudes).toBe(3)

    const { GET } = await import('@/app/(payload)/cms-api/[...slug]/route')
    const exported = await (GET as (r: Request, a: { params: Promise<{ slug: string[] }> }) => Promise<Response>)(
      new Request(`http://localhost:3000/cms-api/derechos-arco/exportar?${q}`, { headers: auth('admin') }),
      { params: Promise.resolve({ slug: ['derechos-arco', 'exportar'] }) },
    )
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename="datos-personales-/)
    const file = (await exported.json()) as { solicitudes: { id: number; email: string; comentario: string }[] }
    expect(file.solicitudes.map((s) => s.id).sort()).toEqual([r1.id, r2.id, r3.id].sort())
    expect(file.solicitudes[0]!.comentario).toBe('Quiero informes de horarios.')

    const unconfirmed = await rest('POST', 'derechos-arco/anonimizar', { body: { correo: email, telefono: phone }, headers: auth('admin') })
    expect(unconfirmed.status).toBe(400)
    expect(unconfirmed.body.errors[0].message).toBe('Confirma que quieres anonimizar sus datos: no se puede deshacer.')
    expect((await payload.findByID({ collection: 'solicitudes-contacto', id: r1.id, overrideAccess: true })).anonimizada ?? false).toBe(
      false,
    )

    const erased = await rest('POST', 'derechos-arco/anonimizar', {
      body: { correo: email, telefono: phone, confirmar: true },
      headers: auth('admin'),
    })
    expect(erased.status).toBe(200)
    expect(erased.body).toMatchObject({ anonimizadas: 3, message: 'Se anonimizaron 3 solicitudes.' })
    for (const r of [r1, r2, r3]) {
      const doc = await payload.findByID({ collection: 'solicitudes-contacto', id: r.id, overrideAccess: true })
      expect(doc.anonimizada).toBe(true)
      expect(doc.telefono).not.toBe(phone)
      expect(doc.email.toLowerCase()).not.toBe(email.toLowerCase())
    }
    expect((await payload.findByID({ collection: 'solicitudes-contacto', id: other.id, overrideAccess: true })).anonimizada ?? false).toBe(
      false,
    )
    expect((await rest('GET', `derechos-arco/buscar?${q}`, { headers: auth('admin') })).body.solicitudes).toBe(0)

    const log = await rest('GET', 'derechos-arco?sort=-createdAt&limit=2&depth=1', { headers: auth('admin') })
    expect(log.status).toBe(200)
    const [erase, download] = log.body.docs
    expect(erase).toMatchObject({ accion: 'anonimizar', solicitudes: 3, persona: `pe***@correo.mx · ***${phone.slice(-4)}` })
    expect(download).toMatchObject({ accion: 'exportar', solicitudes: 3 })
    expect(erase.quien.email).toMatch(/^admin-/)
    expect(JSON.stringify(log.body)).not.toContain(email.toLowerCase())
  })

  it('admisiones and editor are refused on every path: REST, GraphQL and the Local API without override', async () => {
    const target = await newRequest()
    const q = `correo=${encodeURIComponent(target.email)}`
    for (const role of ['admisiones', 'editor'] as const) {
      for (const [method, path, body] of [
        ['GET', `derechos-arco/buscar?${q}`],
        ['GET', `derechos-arco/exportar?${q}`],
        ['POST', 'derechos-arco/anonimizar', { correo: target.email, confirmar: true }],
        ['GET', 'derechos-arco'],
        ['GET', 'entregas-webhook'],
        ['GET', 'globals/ajustes-admisiones'],
        ['POST', 'globals/ajustes-admisiones', { retencion_meses: 1 }],
        ['POST', 'globals/ajustes-admisiones/secreto'],
      ] as const) {
        const response = await rest(method, path, { body, headers: auth(role) })
        expect(response.status, `${role} ${method} ${path}`).toBe(403)
      }
      const user = (await payload.find({ collection: 'users', where: { role: { equals: role } }, limit: 1, overrideAccess: true })).docs[0]!
      for (const collection of ['derechos-arco', 'entregas-webhook'] as const) {
        await expect(payload.find({ collection, overrideAccess: false, user })).rejects.toThrow()
      }
      await expect(payload.findGlobal({ slug: 'ajustes-admisiones', overrideAccess: false, user })).rejects.toThrow()
      await expect(
        payload.updateGlobal({ slug: 'ajustes-admisiones', data: { retencion_meses: 1 }, overrideAccess: false, user }),
      ).rejects.toThrow()
      const gql = await graphql('{ AjustesAdmisiones { retencion_meses } }', auth(role))
      expect(JSON.stringify(gql.body)).toMatch(/errors/)
      expect(gql.body.data?.AjustesAdmisiones ?? null).toBeNull()
    }
    // Nobody, not even an admin, writes the log or the anonymised mark through the API.
    expect((await rest('POST', 'derechos-arco', { body: { accion: 'exportar', solicitudes: 1 }, headers: auth('admin') })).status).toBe(403)
    expect((await rest('POST', 'entregas-webhook', { body: { evento: 'solicitud.creada' }, headers: auth('admin') })).status).toBe(403)
    await rest('PATCH', `solicitudes-contacto/${target.id}`, { body: { anonimizada: true }, headers: auth('admisiones') })
    expect((await payload.findByID({ collection: 'solicitudes-contacto', id: target.id, overrideAccess: true })).anonimizada ?? false).toBe(
      false,
    )
  })
})

describe(`signed notice to another system (${engine})`, () => {
  let server: http.Server
  const received: { body: string; ok: boolean; status: number }[] = []
  let secret = ''
  let failFirst = 2

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString('utf8')))
      req.on('end', () => {
        const ok = verifyDelivery(secret, String(req.headers['x-ugc-fecha']), body, String(req.headers['x-ugc-firma']))
        const status = !ok ? 401 : failFirst > 0 ? 503 : 204
        if (ok && failFirst > 0) failFirst--
        received.push({ body, ok, status })
        res.writeHead(status).end()
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  })
  afterAll(async () => {
    await payload.updateGlobal({ slug: 'ajustes-admisiones', data: { webhook_activo: false } })
    await new Promise<void>((r) => server.close(() => r()))
  })

  it('only https (or this machine), and the secret is shown once and never returned', async () => {
    const refused = await rest('POST', 'globals/ajustes-admisiones', {
      body: { webhook_activo: true, webhook_url: 'http://crm.example.com/x' },
      headers: auth('admin'),
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('La dirección debe empezar con https://')

    const changedAt = (await payload.findGlobal({ slug: 'ajustes-admisiones', overrideAccess: true })).updatedAt
    const made = await rest('POST', 'globals/ajustes-admisiones/secreto', { headers: auth('admin') })
    // The open settings form can still be saved: the settings' own time of change is not moved.
    expect((await payload.findGlobal({ slug: 'ajustes-admisiones', overrideAccess: true })).updatedAt).toBe(changedAt)
    expect(made.status).toBe(200)
    secret = made.body.secreto
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    const port = (server.address() as AddressInfo).port
    const saved = await rest('POST', 'globals/ajustes-admisiones', {
      body: { webhook_activo: true, webhook_url: `http://127.0.0.1:${port}/entrada` },
      headers: auth('admin'),
    })
    expect(saved.status).toBe(200)
    // Saving the form without the secret keeps it; sending one through the API changes nothing.
    await rest('POST', 'globals/ajustes-admisiones', { body: { webhook_secreto: 'puesto-a-mano' }, headers: auth('admin') })
    const read = await rest('GET', 'globals/ajustes-admisiones', { headers: auth('admin') })
    expect(read.body.webhook_activo).toBe(true)
    expect(read.body.webhook_secreto_el).toBeTruthy()
    expect(JSON.stringify(read.body)).not.toContain(secret)
    expect(read.body).not.toHaveProperty('webhook_secreto')
    const gql = await graphql('{ AjustesAdmisiones { webhook_url } }', auth('admin'))
    expect(JSON.stringify(gql.body)).not.toContain(secret)
    const stored = (await payload.findGlobal({ slug: 'ajustes-admisiones', overrideAccess: true, showHiddenFields: true })) as {
      webhook_secreto?: string
    }
    expect(stored.webhook_secreto).toBe(secret)
  })

  it("without the operator's opt-in, an internal address is refused when saved and when delivering, and the log says only «No se pudo entregar.»", async () => {
    const port = (server.address() as AddressInfo).port
    const before = (await payload.findGlobal({ slug: 'ajustes-admisiones', overrideAccess: true })).webhook_url
    // As a server started without WEBHOOK_ALLOW_PRIVATE (the suite turns it on for its local receiver).
    env.webhookAllowPrivate = false
    try {
      for (const url of [
        `http://127.0.0.1:${port}/entrada`,
        'https://localhost/entrada',
        'https://169.254.169.254/latest/meta-data/',
        'https://10.0.0.8/crm',
        'https://[::ffff:192.168.1.10]/crm',
      ]) {
        const refused = await rest('POST', 'globals/ajustes-admisiones', {
          body: { webhook_activo: true, webhook_url: url },
          headers: auth('admin'),
        })
        expect(refused.status, url).toBe(400)
        expect(refused.body.errors[0].data.errors[0]).toMatchObject({ path: 'webhook_url', message: webhookAddressNotPublic })
      }
      expect((await payload.findGlobal({ slug: 'ajustes-admisiones', overrideAccess: true })).webhook_url).toBe(before)

      // Saved while allowed, delivered after the opt-in was removed: nothing reaches the receiver.
      const runner = createQueueRunner(payload, { poll: false })
      const count = received.length
      const request = await newRequest()
      const deliveriesOf = async () =>
        (
          await payload.find({
            collection: 'entregas-webhook',
            where: { solicitud: { equals: request.id } },
            overrideAccess: true,
            depth: 0,
          })
        ).docs
      await tickUntil([runner], async () => ((await deliveriesOf())[0]!.intentos ?? 0) >= 1)
      expect(received.length).toBe(count)
      expect((await deliveriesOf())[0]).toMatchObject({ estado: 'pendiente', ultimo_error: 'No se pudo entregar.' })
      // Its retries are not the next test's business.
      await payload.update({
        collection: 'entregas-webhook',
        id: (await deliveriesOf())[0]!.id,
        data: { estado: 'fallida' },
        overrideAccess: true,
      })
    } finally {
      env.webhookAllowPrivate = true
    }
  })

  it('a closed port shows the same «No se pudo entregar.», not the connection error (the list is no port scanner)', async () => {
    const closed = http.createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r))
    const closedPort = (closed.address() as AddressInfo).port
    await new Promise<void>((r) => closed.close(() => r()))
    const port = (server.address() as AddressInfo).port
    expect(
      (
        await rest('POST', 'globals/ajustes-admisiones', {
          body: { webhook_url: `http://127.0.0.1:${closedPort}/entrada` },
          headers: auth('admin'),
        })
      ).status,
    ).toBe(200)
    try {
      const runner = createQueueRunner(payload, { poll: false })
      const request = await newRequest()
      const deliveriesOf = async () =>
        (
          await payload.find({
            collection: 'entregas-webhook',
            where: { solicitud: { equals: request.id } },
            overrideAccess: true,
            depth: 0,
          })
        ).docs
      await tickUntil([runner], async () => ((await deliveriesOf())[0]!.intentos ?? 0) >= 1)
      const list = await rest('GET', `entregas-webhook?where[solicitud][equals]=${request.id}`, { headers: auth('admin') })
      expect(list.body.docs[0]).toMatchObject({ estado: 'pendiente', intentos: 1, ultimo_error: 'No se pudo entregar.' })
      expect(JSON.stringify(list.body)).not.toMatch(/ECONNREFUSED|connect|127\.0\.0\.1/)
      await payload.update({ collection: 'entregas-webhook', id: list.body.docs[0].id, data: { estado: 'fallida' }, overrideAccess: true })
    } finally {
      await rest('POST', 'globals/ajustes-admisiones', {
        body: { webhook_url: `http://127.0.0.1:${port}/entrada` },
        headers: auth('admin'),
      })
    }
  })

  it('a new request is posted signed; the receiver fails twice, then the third try is delivered and logged', async () => {
    const runner = createQueueRunner(payload, { poll: false })
    const request = await newRequest()
    const deliveriesOf = async () =>
      (
        await payload.find({
          collection: 'entregas-webhook',
          where: { solicitud: { equals: request.id } },
          sort: 'createdAt',
          overrideAccess: true,
          showHiddenFields: true,
          depth: 0,
        })
      ).docs
    expect(await deliveriesOf()).toHaveLength(1)
    await tickUntil([runner], async () => (await deliveriesOf())[0]!.estado === 'entregada', undefined, 90_000)
    const [delivery] = await deliveriesOf()
    expect(delivery).toMatchObject({ evento: 'solicitud.creada', intentos: 3, ultimo_codigo: 204, estado: 'entregada' })
    expect(delivery!.entregada_el).toBeTruthy()
    const mine = received.filter((r) => r.body.includes(`"id":${request.id},`))
    expect(mine.map((r) => [r.ok, r.status])).toEqual([
      [true, 503],
      [true, 503],
      [true, 204],
    ])
    const body = JSON.parse(mine[2]!.body)
    expect(body).toMatchObject({
      evento: 'solicitud.creada',
      solicitud: { id: request.id, nombre: request.nombre, email: request.email, programa: request.programa, utm_source: 'facebook' },
    })
    expect(Date.parse(body.fecha)).toBeGreaterThan(Date.now() - 120_000)

    // The REST list shows the log to an admin.
    const list = await rest('GET', `entregas-webhook?where[solicitud][equals]=${request.id}`, { headers: auth('admin') })
    expect(list.body.docs[0]).toMatchObject({ intentos: 3, estado: 'entregada', ultimo_codigo: 204 })
    expect(list.body.docs[0]).not.toHaveProperty('cuerpo')

    // A change of status is posted too (with the previous one); a save that keeps the status is not.
    await payload.update({
      collection: 'solicitudes-contacto',
      id: request.id,
      data: { seguimiento: [{ tipo: 'nota', texto: 'Otra nota.' }] },
      overrideAccess: true,
    })
    expect(await deliveriesOf()).toHaveLength(1)
    await payload.update({ collection: 'solicitudes-contacto', id: request.id, data: { estado: 'en-seguimiento' }, overrideAccess: true })
    expect(await deliveriesOf()).toHaveLength(2)
    await tickUntil([runner], async () => (await deliveriesOf())[1]!.estado === 'entregada')
    const change = (await deliveriesOf())[1]!
    expect(change).toMatchObject({ evento: 'solicitud.estado_cambiado', intentos: 1 })
    expect(JSON.parse(received.at(-1)!.body)).toMatchObject({
      evento: 'solicitud.estado_cambiado',
      estado_anterior: 'nueva',
      solicitud: { id: request.id, estado: 'en-seguimiento' },
    })
    // No line the server wrote carries the secret.
    expect(written.join('')).not.toContain(secret)
  })
})
