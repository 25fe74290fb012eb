import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFollowUps } from '@/cms/collections/ContactRequests/followUps'
import { sendAdviserDigests } from '@/cms/jobs/morningDigest'
import { storeContactRequest } from '@/data/contact'
import { env } from '@/env'
import { zonedInstant } from '@/lib/dailyTime'
import { startMailSink } from '../support/mailSink'
import { createStaff, fieldErrors, unique } from './fixtures'
import { rest } from './http'
import { testPayload } from './payload'

// Issue 39, item 9: the next contact of a request, the adviser's «Vencidas» / «Para hoy» / new
// lists on the back office's home, and each adviser's own morning e-mail.

const engine = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'
const password = 'contraseña-segura-123'
const hour = 3600_000

let payload: Payload
let sink: Awaited<ReturnType<typeof startMailSink>>
const users: number[] = []

async function adviser(nombre: string) {
  const user = await createStaff(payload, 'admisiones')
  await payload.update({ collection: 'users', id: user.id, data: { nombre } })
  users.push(user.id)
  return user
}

/** A request from the site, given to `asesor`, optionally with its next contact written as stored. */
async function request(asesor: number, nombre: string, proximo?: Date) {
  const id = await storeContactRequest(
    {
      nombre,
      apellido: 'Seguimiento',
      telefono: `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      email: `persona-${unique()}@example.mx`,
      programa: 'Licenciatura en Derecho',
      comentario: 'Quiero información.',
      acepta_aviso: true,
    },
    { titulo: 'Licenciatura en Derecho', sedes: [] },
    { acknowledge: false },
  )
  await payload.update({ collection: 'solicitudes-contacto', id, data: { asesor } })
  if (proximo)
    await payload.db.updateOne({
      collection: 'solicitudes-contacto',
      id,
      data: { proximo_contacto: proximo.toISOString() },
      returning: false,
    })
  return id
}

const read = (id: number) => payload.findByID({ collection: 'solicitudes-contacto', id, depth: 0 })

beforeAll(async () => {
  payload = await testPayload()
  sink = await startMailSink(Number(new URL(env.smtpUrl!).port))
})

afterAll(async () => {
  await sink.close()
  for (const id of users) await payload.delete({ collection: 'users', id }).catch(() => {})
})

describe(`the next contact of a request (${engine})`, () => {
  it('an adviser sets it ahead; a past time is refused beside the field; a call on its day or closing the request clears it', async () => {
    const me = await adviser(`Asesora ${unique()}`)
    const headers = {
      Authorization: `JWT ${(await payload.login({ collection: 'users', data: { email: me.email, password } })).token}`,
    }
    const id = await request(me.id, 'Renata')
    const ahead = new Date(Date.now() + 2 * 24 * hour)
    const set = await rest('PATCH', `solicitudes-contacto/${id}`, { body: { proximo_contacto: ahead.toISOString() }, headers })
    expect(set.status).toBe(200)
    expect(Date.parse((await read(id)).proximo_contacto!)).toBe(ahead.getTime())

    // A time already gone: refused in Spanish, beside the field, on REST and the Local API; nothing changes.
    const past = new Date(Date.now() - hour).toISOString()
    const refused = await rest('PATCH', `solicitudes-contacto/${id}`, { body: { proximo_contacto: past }, headers })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('Elige una fecha y hora que todavía no pasen.')
    expect(await fieldErrors(payload.update({ collection: 'solicitudes-contacto', id, data: { proximo_contacto: past } }))).toEqual([
      { path: 'proximo_contacto', message: 'Elige una fecha y hora que todavía no pasen.' },
    ])
    expect(Date.parse((await read(id)).proximo_contacto!)).toBe(ahead.getTime())

    // Sent back unchanged with another change (as the back office's form does): kept, even once passed.
    await payload.db.updateOne({ collection: 'solicitudes-contacto', id, data: { proximo_contacto: past }, returning: false })
    const doc = await read(id)
    expect(
      (
        await rest('PATCH', `solicitudes-contacto/${id}`, {
          body: { proximo_contacto: doc.proximo_contacto, estado: 'en-seguimiento' },
          headers,
        })
      ).status,
    ).toBe(200)
    expect((await read(id)).proximo_contacto).toBe(doc.proximo_contacto)

    // The call it was for, logged: the overdue contact is done.
    await rest('PATCH', `solicitudes-contacto/${id}`, {
      body: { seguimiento: [{ tipo: 'llamada', texto: 'Le llamé como quedamos.' }] },
      headers,
    })
    expect((await read(id)).proximo_contacto).toBeNull()
    // A call logged with the next one set in the same save keeps the new one.
    const next = new Date(Date.now() + 3 * 24 * hour)
    const logged = (await read(id)).seguimiento!
    await rest('PATCH', `solicitudes-contacto/${id}`, {
      body: { seguimiento: [...logged, { tipo: 'whatsapp', texto: 'Le mandé la guía.' }], proximo_contacto: next.toISOString() },
      headers,
    })
    expect(Date.parse((await read(id)).proximo_contacto!)).toBe(next.getTime())

    // Enrolled: no next contact, and none can be set while it stays so.
    await rest('PATCH', `solicitudes-contacto/${id}`, { body: { estado: 'inscrita' }, headers })
    expect(await read(id)).toMatchObject({ estado: 'inscrita', proximo_contacto: null })
    const closed = await rest('PATCH', `solicitudes-contacto/${id}`, { body: { proximo_contacto: next.toISOString() }, headers })
    expect(closed.status).toBe(400)
    expect(JSON.stringify(closed.body)).toContain('Una solicitud inscrita o descartada no tiene próximo contacto')
    expect((await read(id)).proximo_contacto).toBeNull()
  })
})

describe(`an adviser's follow-ups and morning e-mail (${engine})`, () => {
  it('each adviser sees and is mailed their own overdue, today’s and unanswered requests, once a day; one with nothing gets nothing', async () => {
    // A morning far ahead, 09:30 in Los Cabos: every request stored now is older than it.
    const day = `2099-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`
    const now = zonedInstant(day, 9, 30)
    const [y, m, d] = day.split('-')
    const mine = await adviser(`Mariana ${unique()}`)
    const other = await adviser(`Jorge ${unique()}`)
    const idle = await adviser(`Elena ${unique()}`)
    const overdue = await request(mine.id, `Vencida${unique()}`, zonedInstant(day, 8, 0))
    const today = await request(mine.id, `Hoy${unique()}`, zonedInstant(day, 16, 15))
    const tomorrow = await request(mine.id, `Mañana${unique()}`, new Date(zonedInstant(day, 10, 0).getTime() + 24 * hour))
    const fresh = await request(mine.id, `Nueva${unique()}`)
    const othersOwn = await request(other.id, `DeJorge${unique()}`, zonedInstant(day, 12, 0))
    // Enrolled, with a next contact left from before: not followed up any more.
    const enrolled = await request(mine.id, `Inscrita${unique()}`)
    await payload.update({ collection: 'solicitudes-contacto', id: enrolled, data: { estado: 'inscrita' } })
    await payload.db.updateOne({
      collection: 'solicitudes-contacto',
      id: enrolled,
      data: { proximo_contacto: zonedInstant(day, 8, 0).toISOString() },
      returning: false,
    })

    const lists = await readFollowUps(payload, now, mine.id)
    expect(lists.vencidas.map((r) => r.id)).toEqual([overdue])
    expect(lists.paraHoy.map((r) => r.id)).toEqual([today])
    expect(lists.nuevas.map((r) => r.id)).toEqual([fresh])
    expect([...lists.vencidas, ...lists.paraHoy, ...lists.nuevas].map((r) => r.id)).not.toContain(tomorrow)
    // The office's lists (an administrator's home) hold every adviser's.
    const office = await readFollowUps(payload, now, null)
    expect(office.paraHoy.map((r) => r.id)).toEqual(expect.arrayContaining([today, othersOwn]))

    const after = sink.caught.length
    await sendAdviserDigests(payload, now, day)
    const raw = await sink.mailTo(mine.email, { after, ms: 10_000 })
    const text = raw.replace(/\r\n/g, '\n').slice(raw.replace(/\r\n/g, '\n').indexOf('Buenos días'))
    expect(text).toContain(`Buenos días, ${(await payload.findByID({ collection: 'users', id: mine.id })).nombre}.`)
    expect(raw).toContain(`Tus seguimientos del ${d}/${m}/${y}: 1 vencida, 1 para hoy, 1 nueva sin respuesta`)
    const section = (title: string) => text.slice(text.indexOf(title), text.indexOf('\n\n', text.indexOf(title)))
    expect(section('Vencidas (1)')).toContain(`Vencida`)
    expect(section('Vencidas (1)')).toContain(`${d}/${m}/${y} 08:00`)
    expect(section('Vencidas (1)')).toContain(`${env.siteUrl}/admin/collections/solicitudes-contacto/${overdue}`)
    expect(section('Para hoy (1)')).toContain('16:15')
    expect(section('Para hoy (1)')).toContain(`${env.siteUrl}/admin/collections/solicitudes-contacto/${today}`)
    expect(section('Nuevas sin respuesta (1)')).toContain(`${env.siteUrl}/admin/collections/solicitudes-contacto/${fresh}`)
    for (const absent of [tomorrow, othersOwn, enrolled]) expect(text).not.toContain(`solicitudes-contacto/${absent}\n`)
    // Jorge gets his own, and only his; Elena, with nothing to do, gets nothing.
    const his = await sink.mailTo(other.email, { after, ms: 10_000 })
    expect(his).toContain(`solicitudes-contacto/${othersOwn}`)
    expect(his).not.toContain(`solicitudes-contacto/${overdue}`)
    expect(sink.count(idle.email)).toBe(0)

    // Run again (a retried job, a second instance): nobody is mailed twice.
    const before = sink.caught.length
    await sendAdviserDigests(payload, now, day)
    await new Promise((r) => setTimeout(r, 500))
    expect(sink.caught.slice(before).filter((mail) => [mine.email, other.email].includes(mail.to))).toEqual([])
  })
})

describe(`contact from the request (${engine})`, () => {
  const bearer = async (email: string) => ({
    Authorization: `JWT ${(await payload.login({ collection: 'users', data: { email, password } })).token}`,
  })

  it('a tap on «Llamar» is the contact: logged with who and when, the new request becomes «Contactada» with its first response', async () => {
    const me = await adviser(`Asesora ${unique()}`)
    const id = await request(me.id, 'Lucía')
    await payload.db.updateOne({
      collection: 'solicitudes-contacto',
      id,
      data: { createdAt: new Date(Date.now() - 12 * 60_000).toISOString() },
      returning: false,
    })
    const headers = await bearer(me.email)
    const tapped = await rest('POST', `solicitudes-contacto/${id}/contactar`, { body: { via: 'llamada' }, headers })
    expect(tapped.status).toBe(200)
    expect(tapped.headers.get('cache-control')).toBe('no-store')
    expect(tapped.body).toMatchObject({ message: 'Anotado en el seguimiento.', estado: 'contactada' })
    const doc = await read(id)
    const entry = doc.seguimiento!.at(-1)!
    expect(entry).toMatchObject({ tipo: 'llamada', texto: `Llamada desde la solicitud al ${doc.telefono}.` })
    expect(typeof entry.por === 'object' ? entry.por?.id : entry.por).toBe(me.id)
    expect(doc.estado).toBe('contactada')
    expect(doc.minutos_a_primera_respuesta).toBe(12)
    expect(Date.parse(doc.primera_respuesta_el!)).toBe(Date.parse(entry.el!))
    // WhatsApp and e-mail are logged as such, with the programme whose message went.
    await rest('POST', `solicitudes-contacto/${id}/contactar`, { body: { via: 'whatsapp' }, headers })
    await rest('POST', `solicitudes-contacto/${id}/contactar`, { body: { via: 'correo' }, headers })
    expect((await read(id)).seguimiento!.slice(-2).map((e) => [e.tipo, e.texto])).toEqual([
      ['whatsapp', 'WhatsApp abierto desde la solicitud, con el mensaje de Licenciatura en Derecho.'],
      ['correo', 'Correo abierto desde la solicitud, con el mensaje de Licenciatura en Derecho.'],
    ])
  })

  it('refuses in Spanish, changing nothing: an unknown way, another role, nobody signed in, a missing or anonymised request', async () => {
    const me = await adviser(`Asesora ${unique()}`)
    const id = await request(me.id, 'Sofía')
    const entries = async () => (await read(id)).seguimiento?.length ?? 0
    const before = await entries()
    const bogus = await rest('POST', `solicitudes-contacto/${id}/contactar`, { body: { via: 'paloma' }, headers: await bearer(me.email) })
    expect(bogus.status).toBe(400)
    expect(bogus.body.errors[0].message).toBe('Di cómo contactaste a la persona: llamada, whatsapp o correo.')
    const editor = await createStaff(payload, 'editor')
    users.push(editor.id)
    const asEditor = await rest('POST', `solicitudes-contacto/${id}/contactar`, {
      body: { via: 'llamada' },
      headers: await bearer(editor.email),
    })
    expect(asEditor.status).toBe(403)
    expect(asEditor.body.errors[0].message).toBe('No tienes permiso para realizar esta acción.')
    expect((await rest('POST', `solicitudes-contacto/${id}/contactar`, { body: { via: 'llamada' } })).status).toBe(401)
    expect(
      (await rest('POST', `solicitudes-contacto/999999999/contactar`, { body: { via: 'llamada' }, headers: await bearer(me.email) }))
        .status,
    ).toBe(404)
    expect(await entries()).toBe(before)
    await payload.db.updateOne({ collection: 'solicitudes-contacto', id, data: { anonimizada: true }, returning: false })
    const gone = await rest('POST', `solicitudes-contacto/${id}/contactar`, { body: { via: 'llamada' }, headers: await bearer(me.email) })
    expect(gone.status).toBe(403)
    expect(gone.body.errors[0].message).toBe('Esta solicitud está anonimizada: ya no se puede cambiar.')
    expect(await entries()).toBe(before)
  })

  it('the messages: advisers read them, only an administrator changes them, and a placeholder the links cannot fill is refused', async () => {
    const me = await adviser(`Asesora ${unique()}`)
    const admin = await createStaff(payload, 'admin')
    const editor = await createStaff(payload, 'editor')
    users.push(admin.id, editor.id)
    const read = await rest('GET', 'globals/mensajes-admisiones', { headers: await bearer(me.email) })
    expect(read.status).toBe(200)
    expect(read.body.whatsapp_texto).toContain('{programa}')
    expect((await rest('GET', 'globals/mensajes-admisiones', { headers: await bearer(editor.email) })).status).toBe(403)
    expect(
      (await rest('POST', 'globals/mensajes-admisiones', { body: { whatsapp_texto: 'Hola' }, headers: await bearer(me.email) })).status,
    ).toBe(403)
    const wrong = await rest('POST', 'globals/mensajes-admisiones', {
      body: { whatsapp_texto: 'Hola, {apellido}.' },
      headers: await bearer(admin.email),
    })
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(wrong.body)).toContain('{apellido} no es un dato que se llene solo: usa {nombre}, {programa} o {asesor}.')
    expect((await payload.findGlobal({ slug: 'mensajes-admisiones' })).whatsapp_texto).toBe(read.body.whatsapp_texto)
  })
})
