import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startMailSink } from '../support/mailSink'
import { base, cms, label, solveCaptcha } from './helpers'

let sink: Awaited<ReturnType<typeof startMailSink>>
const cleanup: string[] = []

beforeAll(async () => {
  sink = await startMailSink(inject('smtpPort'))
})
afterAll(async () => {
  for (const path of cleanup) await cms(path, { method: 'DELETE' })
  await sink.close()
})

const submit = (body: unknown) =>
  fetch(`${base}/api/submit-Form-Contacto/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

describe(`the acknowledgment e-mail to the prospect (${label})`, () => {
  it('a public request gets, within seconds, a Spanish e-mail with the programme page, the adviser and WhatsApp; replies go to admissions', async () => {
    // An adviser who takes this programme, so the request is hers.
    const { body: found } = await cms(
      `/programas?where[titulo][equals]=${encodeURIComponent('Licenciatura en Gastronomía')}&depth=0&limit=1`,
    )
    const programme = (found.docs as { id: number; slug: string }[])[0]!
    const adviserEmail = `asesora-acuse-${Date.now()}@ugc.edu.mx`
    const created = await cms('/users', {
      method: 'POST',
      body: JSON.stringify({
        email: adviserEmail,
        password: 'Clave-de-prueba-2026',
        role: 'admisiones',
        nombre: 'Laura Méndez',
        programas_admisiones: [{ relationTo: 'programas', value: programme.id }],
      }),
    })
    expect(created.status).toBe(201)
    cleanup.push(`/users/${(created.body.doc as { id: number }).id}`)

    const email = `prospecto-${Date.now()}@example.mx`
    const sent = Date.now()
    const response = await submit({
      nombre: 'Sofía',
      apellido: 'Murillo Cota',
      telefono: '6241230000',
      email,
      programa: 'Licenciatura en Gastronomía',
      comentario: 'Quiero conocer el campus.',
      acepta_aviso: true,
      captcha: await solveCaptcha(),
    })
    expect(response.status).toBe(201)
    const { data } = (await response.json()) as { data: { id: number } }
    cleanup.push(`/solicitudes-contacto/${data.id}`)
    const mail = await sink.mailTo(email, { ms: 30_000 })
    expect(Date.now() - sent).toBeLessThan(30_000)

    // The subject, with its accents, travels encoded (RFC 2047); the HTML part's title repeats it as read.
    expect(mail).toMatch(/^Subject: =\?UTF-8\?Q\?Recibimos_tu_solicitud_de_informes:_/m)
    expect(mail).toContain('<title>Recibimos tu solicitud de informes: Licenciatura en Gastronomía</title>')
    expect(mail).toMatch(/^Reply-To: admisiones@ugc\.edu\.mx/m)
    expect(mail).toMatch(new RegExp(`Message-ID: <acuse-${data.id}\\.[0-9a-f]{16}@`, 'i'))
    expect(mail).toContain('Content-Type: text/plain')
    expect(mail).toContain('Content-Type: text/html')
    expect(mail).toContain('Hola, Sofía:')
    expect(mail).toContain('Laura Méndez, de nuestro equipo de admisiones, te contactará pronto')
    expect(mail).toContain(`${process.env.SITE_URL}/licenciaturas/${encodeURIComponent(programme.slug)}`)
    // The WhatsApp link of the site's number, opening with her name and the programme.
    const { body: settings } = await cms('/globals/configuracion-sitio?depth=0')
    expect(mail).toContain(`https://wa.me/${settings.whatsapp}?text=`)
    expect(mail).not.toMatch(/usted/i)
    // Noted on the request, so it is not sent twice.
    const { body: doc } = await cms(`/solicitudes-contacto/${data.id}?depth=0`)
    expect(doc.acuse_enviado_el).toBeTruthy()
    expect(doc.asesor).toBe((created.body.doc as { id: number }).id)

    // The adviser is told at once, the office's inbox in copy, with what she needs to answer.
    const notice = await sink.mailTo(adviserEmail, { ms: 30_000 })
    expect(notice).toMatch(/^Cc: admisiones@ugc\.edu\.mx/m)
    expect(notice).toMatch(new RegExp(`^Reply-To: ${email.replace(/\./g, '\\.')}`, 'm'))
    expect(notice).toContain(`<title>Nueva solicitud de informes: Licenciatura en Gastronomía (#${data.id})</title>`)
    expect(notice).toContain('Hola, Laura:')
    expect(notice).toContain('Te toca atender la solicitud de Sofía Murillo Cota.')
    expect(notice).toContain('Programa: Licenciatura en Gastronomía')
    expect(notice).toContain('Campus: Cabo San Lucas')
    expect(notice).toContain('Llegó por: Directo')
    expect(notice).toContain('Asesor: Laura Méndez')
    expect(notice).toMatch(/Recibida: \d{1,2} de [a-z]+ de \d{4}, \d{2}:\d{2} \(hora de Los Cabos\)/)
    expect(notice).toContain(`Abrir la solicitud (#${data.id}): ${process.env.SITE_URL}/admin/collections/solicitudes-contacto/${data.id}`)
    expect(notice).not.toContain('p.m.')
    expect(sink.count('admisiones@ugc.edu.mx')).toBeGreaterThan(0)

    // Given to another adviser: she is told, with her own message; whoever takes it themselves is not.
    const otherEmail = `asesor-reasignado-${Date.now()}@ugc.edu.mx`
    const other = await cms('/users', {
      method: 'POST',
      body: JSON.stringify({ email: otherEmail, password: 'Clave-de-prueba-2026', role: 'admisiones', nombre: 'Jorge Amador' }),
    })
    expect(other.status).toBe(201)
    const otherId = (other.body.doc as { id: number }).id
    cleanup.push(`/users/${otherId}`)
    const moved = await cms(`/solicitudes-contacto/${data.id}`, { method: 'PATCH', body: JSON.stringify({ asesor: otherId }) })
    expect(moved.status).toBe(200)
    const reassigned = await sink.mailTo(otherEmail, { ms: 30_000 })
    expect(reassigned).toContain(`<title>Te asignaron una solicitud: Licenciatura en Gastronomía (#${data.id})</title>`)
    expect(reassigned).toContain('Hola, Jorge:')
    expect(reassigned).toContain('Ahora te toca atender la solicitud de Sofía Murillo Cota.')
    expect(reassigned).toContain('Asesor: Jorge Amador')
    expect(reassigned).toMatch(new RegExp(`Message-ID: <reasignacion-${data.id}\\.[0-9a-f]{16}@`, 'i'))
  }, 90_000)

  it('a request typed in by staff in the back office sends the person nothing', async () => {
    const email = `capturada-${Date.now()}@example.mx`
    const created = await cms('/solicitudes-contacto', {
      method: 'POST',
      body: JSON.stringify({
        nombre: 'Luis',
        apellido: 'Castro',
        telefono: '6241239999',
        email,
        programa: 'Licenciatura en Derecho',
        comentario: 'Llamó por teléfono.',
      }),
    })
    expect(created.status).toBe(201)
    cleanup.push(`/solicitudes-contacto/${(created.body.doc as { id: number }).id}`)
    // A public request sent after it is acknowledged; by then the queue had every chance.
    const later = `despues-${Date.now()}@example.mx`
    const response = await submit({
      nombre: 'Ana',
      apellido: 'Ruiz',
      telefono: '6241238888',
      email: later,
      programa: 'Licenciatura en Derecho',
      comentario: 'Informes.',
      captcha: await solveCaptcha(),
    })
    expect(response.status).toBe(201)
    cleanup.push(`/solicitudes-contacto/${((await response.json()) as { data: { id: number } }).data.id}`)
    await sink.mailTo(later, { ms: 30_000 })
    await new Promise((r) => setTimeout(r, 2000))
    expect(sink.count(email)).toBe(0)
  }, 60_000)
})
