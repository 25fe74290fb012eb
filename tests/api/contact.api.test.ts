import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { base, cms, label, load, solveCaptcha } from './helpers'

const smtpPort = inject('smtpPort')
const received: string[] = []
let smtp: SMTPServer | undefined

function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let text = ''
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
      stream.on('end', () => {
        received.push(text.replace(/=\r?\n/g, ''))
        done()
      })
    },
  })
  return new Promise((resolve) => smtp!.listen(smtpPort, '127.0.0.1', resolve))
}
const stopSmtp = () => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))

const submit = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/submit-Form-Contacto/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

const person = (tag: string) => ({
  nombre: 'María José',
  apellido: 'Cota Geraldo',
  telefono: '+52 624 123-4567',
  email: 'maria.cota@example.mx',
  programa: 'Licenciatura en Gastronomía',
  comentario: `Quisiera conocer las becas. ${tag}`,
})

async function stored(tag: string) {
  const { body } = await cms(`/solicitudes-contacto?limit=1000&depth=0&where[comentario][like]=${encodeURIComponent(tag)}`)
  return body.docs as Record<string, unknown>[]
}

async function until(check: () => Promise<boolean>, ms: number) {
  const start = Date.now()
  while (!(await check()) && Date.now() - start < ms) await new Promise((r) => setTimeout(r, 500))
}

beforeAll(startSmtp)
afterAll(stopSmtp)

describe(`contact requests (${label})`, () => {
  it('a valid request answers 201 and admissions get the e-mail, with no one signed in to the back office; it is stored with its fields', async () => {
    const tag = `valida-${Date.now()}`
    const response = await submit({ ...person(tag), captcha: await solveCaptcha() })
    expect(response.status).toBe(201)
    const body = (await response.json()) as { data: { id: number }; message: string }
    expect(body.message).toBe('Formulario enviado con éxito.')
    // No /cms-api call before the e-mail arrives: the queue must run without a staff request.
    await until(async () => received.some((m) => m.includes(tag)), 60_000)
    const mail = received.find((m) => m.includes(tag))!
    // The office's inbox: addressed to it, or in copy when an adviser has the request.
    expect(mail).toMatch(/^(To|Cc): admisiones@ugc\.edu\.mx/m)
    // The same Message-ID on every try for this request, so a repeated try shows as one e-mail.
    expect(mail).toMatch(new RegExp(`Message-ID: <solicitud-${body.data.id}\\.[0-9a-f]{16}@localhost>`, 'i'))
    const [doc] = await stored(tag)
    expect(doc).toMatchObject({
      id: body.data.id,
      nombre: 'María José',
      apellido: 'Cota Geraldo',
      telefono: '6241234567',
      email: 'maria.cota@example.mx',
      programa: 'Licenciatura en Gastronomía',
      comentario: `Quisiera conocer las becas. ${tag}`,
      estado: 'nueva',
    })
    await until(async () => Boolean((await stored(tag))[0]!.notificada_el), 10_000)
    expect((await stored(tag))[0]!.notificada_el).toBeTruthy()
  }, 90_000)

  it('a submission resent with its idempotency key answers the first id and stores one row, even with a new captcha or at once', async () => {
    const tag = `clave-${Date.now()}`
    const key = crypto.randomUUID()
    const captcha = await solveCaptcha()
    const first = await submit({ ...person(tag), captcha }, { 'Idempotency-Key': key })
    expect(first.status).toBe(201)
    const { data } = (await first.json()) as { data: { id: number } }
    // The same body again (its captcha already used), and with a fresh captcha in the body field.
    const again = await submit({ ...person(tag), captcha }, { 'Idempotency-Key': key })
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual({ data: { id: data.id }, message: 'Formulario enviado con éxito.' })
    const viaField = await submit({ ...person(tag), captcha: await solveCaptcha(), clave_idempotencia: key })
    expect(((await viaField.json()) as { data: { id: number } }).data.id).toBe(data.id)
    // Five copies of a new submission at once: one row, one id.
    const key2 = crypto.randomUUID()
    const captcha2 = await solveCaptcha()
    const copies = await Promise.all(
      Array.from({ length: 5 }, () => submit({ ...person(`${tag}-b`), captcha: captcha2 }, { 'Idempotency-Key': key2 })),
    )
    expect(copies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201])
    const ids = await Promise.all(copies.map(async (r) => ((await r.json()) as { data: { id: number } }).data.id))
    expect(new Set(ids).size).toBe(1)
    expect(await stored(tag)).toHaveLength(2)
    // A malformed key is refused in Spanish and stores nothing.
    const bad = await submit({ ...person(`${tag}-c`), captcha: await solveCaptcha() }, { 'Idempotency-Key': 'corta' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.clave_idempotencia).toMatch(/^La clave del envío no es válida/)
    expect(await stored(`${tag}-c`)).toHaveLength(0)
  })

  it('a request with its origin and the consent stores them, read-only for staff; an old client without them still gets 201', async () => {
    const tag = `origen-${Date.now()}`
    const origin = {
      utm_source: 'facebook',
      utm_medium: 'cpc',
      utm_campaign: 'admision2027',
      utm_content: 'video-campus',
      pagina: '/licenciaturas/gastronomia',
      referrer: 'https://l.facebook.com/l.php?u=ugc',
      acepta_aviso: true,
    }
    const before = Date.now()
    const response = await submit({ ...person(tag), ...origin, campo_nuevo: 'se ignora', captcha: await solveCaptcha() })
    expect(response.status).toBe(201)
    const after = Date.now()
    const [doc] = await stored(tag)
    expect(doc).toMatchObject(origin)
    expect(doc).not.toHaveProperty('campo_nuevo')
    // The time of the consent is the server's, when the request arrived.
    const consentAt = Date.parse(String(doc!.aviso_aceptado_el))
    expect(consentAt).toBeGreaterThanOrEqual(before - 1000)
    expect(consentAt).toBeLessThanOrEqual(after + 1000)

    // Staff follow it up, but where it came from cannot be rewritten, not even by an admin.
    const patched = await cms(`/solicitudes-contacto/${doc!.id}`, {
      method: 'PATCH',
      body: JSON.stringify({
        estado: 'en-seguimiento',
        utm_source: 'otra',
        pagina: '/otra',
        acepta_aviso: false,
        aviso_aceptado_el: '2020-01-01T00:00:00.000Z',
      }),
    })
    expect(patched.status).toBe(200)
    const [again] = await stored(tag)
    expect(again).toMatchObject({ ...origin, estado: 'en-seguimiento', aviso_aceptado_el: doc!.aviso_aceptado_el })

    // A client of the original API sends none of them: 201, nothing invented.
    const oldTag = `sin-origen-${Date.now()}`
    expect((await submit({ ...person(oldTag), captcha: await solveCaptcha() })).status).toBe(201)
    const [old] = await stored(oldTag)
    for (const name of [...Object.keys(origin), 'aviso_aceptado_el']) expect(old![name] ?? null, name).toBeNull()

    // Consent refused by the client is stored as such, with no time.
    const noTag = `sin-aviso-${Date.now()}`
    expect((await submit({ ...person(noTag), acepta_aviso: false, captcha: await solveCaptcha() })).status).toBe(201)
    const [refused] = await stored(noTag)
    expect(refused).toMatchObject({ acepta_aviso: false })
    expect(refused!.aviso_aceptado_el ?? null).toBeNull()
  })

  it('bad origin values answer 400 in Spanish, naming the field, and store nothing', async () => {
    const tag = `origen-malo-${Date.now()}`
    const cases: [Record<string, unknown>, string, string][] = [
      [{ utm_source: 'x'.repeat(201) }, 'utm_source', 'El campo utm_source admite como máximo 200 caracteres.'],
      [{ utm_campaign: ['admision2027'] }, 'utm_campaign', 'El campo utm_campaign debe ser texto.'],
      [
        { pagina: 'https://otro.sitio/licenciaturas' },
        'pagina',
        'El campo pagina debe ser una ruta del sitio que empiece con «/» (por ejemplo, /licenciaturas).',
      ],
      [{ referrer: 'javascript:alert(1)' }, 'referrer', 'El campo referrer debe ser una dirección web que empiece con http:// o https://.'],
      [{ acepta_aviso: 'sí' }, 'acepta_aviso', 'El campo acepta_aviso debe ser true o false.'],
    ]
    for (const [extra, field, message] of cases) {
      const response = await submit({ ...person(tag), ...extra, captcha: await solveCaptcha() })
      expect(response.status, field).toBe(400)
      expect(await response.json()).toEqual({ error: message, fields: { [field]: message } })
    }
    expect(await stored(tag)).toHaveLength(0)
  })

  it('a missing or reused captcha answers 400 and stores nothing', async () => {
    const tag = `captcha-${Date.now()}`
    const missing = await submit(person(tag))
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { error: string }).error).toBe('Por favor, completa el reCAPTCHA')
    const captcha = await solveCaptcha()
    expect((await submit({ ...person(tag), captcha })).status).toBe(201)
    const reused = await submit({ ...person(tag), captcha })
    expect(reused.status).toBe(400)
    expect(await reused.json()).toEqual({
      error: 'Por favor, completa el reCAPTCHA',
      fields: { captcha: 'Por favor, completa el reCAPTCHA' },
    })
    const forged = await submit({ ...person(tag), captcha: Buffer.from('{"signature":"x"}').toString('base64') })
    expect(forged.status).toBe(400)
    expect(await stored(tag)).toHaveLength(1)
  })

  it('bad fields answer 400 with a Spanish message per field; an unknown programme too', async () => {
    const tag = `campos-${Date.now()}`
    const bad = await submit({ ...person(tag), telefono: '624-12', email: 'sin-arroba', nombre: '', captcha: await solveCaptcha() })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      error: 'El nombre es obligatorio.',
      fields: {
        nombre: 'El nombre es obligatorio.',
        telefono: 'El número debe contener exactamente 10 dígitos.',
        email: 'Escribe un correo electrónico válido.',
      },
    })
    const unknown = await submit({ ...person(tag), programa: 'Medicina', captcha: await solveCaptcha() })
    expect(await unknown.json()).toEqual({
      error: 'Por favor, selecciona un programa.',
      fields: { programa: 'Por favor, selecciona un programa.' },
    })
    const byId = (await (await fetch(`${base}/api/get_programas_formContact/`)).json()) as { data: { id: string; titulo: string }[] }
    const dip = byId.data.find((p) => p.id.startsWith('dip-'))!
    expect((await submit({ ...person(tag), programa: dip.id, captcha: await solveCaptcha() })).status).toBe(201)
    const docs = await stored(tag)
    expect(docs.map((d) => d.programa)).toEqual([dip.titulo])
  })

  it('the campus routes the request: stored as sent or as the only one of its programme; an unknown or foreign one answers 400', async () => {
    const tag = `campus-${Date.now()}`
    // Derecho is given in Los Cabos and Culiacán; Gastronomía only in Cabo San Lucas, a town of Los Cabos.
    const sent = await submit({ ...person(tag), programa: 'Licenciatura en Derecho', campus: 'culiacan', captcha: await solveCaptcha() })
    expect(sent.status).toBe(201)
    expect((await submit({ ...person(tag), captcha: await solveCaptcha() })).status).toBe(201)
    expect((await submit({ ...person(tag), programa: 'Licenciatura en Derecho', captcha: await solveCaptcha() })).status).toBe(201)
    // In the order sent: Derecho in Culiacán, Gastronomía (its only campus), Derecho with none chosen.
    expect((await stored(tag)).sort((a, b) => Number(a.id) - Number(b.id)).map((d) => d.campus ?? null)).toEqual([
      'culiacan',
      'los-cabos',
      null,
    ])
    const unknown = await submit({ ...person(tag), campus: 'mazatlan', captcha: await solveCaptcha() })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({
      error: 'Elige el campus: Los Cabos, Culiacán o En línea.',
      fields: { campus: 'Elige el campus: Los Cabos, Culiacán o En línea.' },
    })
    const foreign = await submit({ ...person(tag), campus: 'culiacan', captcha: await solveCaptcha() })
    expect(foreign.status).toBe(400)
    expect(await foreign.json()).toEqual({
      error: 'Este programa no se imparte en ese campus; elige otro.',
      fields: { campus: 'Este programa no se imparte en ese campus; elige otro.' },
    })
    expect(await stored(tag)).toHaveLength(3)
    // The public list of programmes keeps its shape: id and title only.
    const listed = (await (await fetch(`${base}/api/get_programas_formContact/`)).json()) as { data: Record<string, unknown>[] }
    expect(listed.data.every((p) => Object.keys(p).join() === 'id,titulo')).toBe(true)
  })

  it('admisiones export the requests as CSV with the list filters; editors and anonymous clients cannot', async () => {
    const tag = `csv-${Date.now()}`
    const origin = { pagina: '/licenciaturas', utm_source: '=HIPERVINCULO("x")', utm_campaign: 'admision2027', acepta_aviso: true }
    for (const programa of ['Licenciatura en Gastronomía', 'Licenciatura en Derecho']) {
      expect(
        (await submit({ ...person(tag), ...origin, programa, comentario: `=SUMA(A1) "citado", ${tag}`, captcha: await solveCaptcha() }))
          .status,
      ).toBe(201)
    }
    // Staff follow one of them up: the export says so in words, not with the stored code.
    const derecho = (await stored(tag)).find((d) => d.programa === 'Licenciatura en Derecho')!
    expect(
      (await cms(`/solicitudes-contacto/${derecho.id}`, { method: 'PATCH', body: JSON.stringify({ estado: 'en-seguimiento' }) })).status,
    ).toBe(200)
    const staff = async (role: 'admisiones' | 'editor') => {
      const email = `${role}-${tag}@ugc.edu.mx`
      const password = 'Clave-de-prueba-2026'
      expect((await cms('/users', { method: 'POST', body: JSON.stringify({ email, password, role, nombre: role }) })).status).toBe(201)
      const login = await fetch(`${base}/cms-api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      return ((await login.json()) as { token: string }).token
    }
    const exportAs = (token: string | undefined, query = '') =>
      fetch(`${base}/cms-api/solicitudes-contacto/exportar${query}`, { headers: token ? { Authorization: `JWT ${token}` } : {} })

    const filter = `?where[comentario][like]=${encodeURIComponent(tag)}&where[programa][equals]=${encodeURIComponent('Licenciatura en Derecho')}`
    const token = await staff('admisiones')
    const response = await exportAs(token, filter)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="solicitudes-contacto-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Solicitud,Fecha,Nombre,Apellido,Teléfono,Correo,Programa,Campus,Comentario,Estado,Aviso enviado,Página desde la que se envió,Llegó desde,Fuente de la campaña,Medio de la campaña,Nombre de la campaña,Contenido de la campaña,Aceptó el aviso de privacidad,Aceptó el aviso de privacidad el,Asesor,Motivo para descartarla,Primera respuesta,Minutos hasta la primera respuesta,Próximo contacto,Repetida,Primera solicitud de esta persona,Historial de estados,Entradas de seguimiento,Datos anonimizados',
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]!.startsWith(`${derecho.id},`)).toBe(true)
    expect(lines[1]).toContain(
      `,María José,Cota Geraldo,6241234567,maria.cota@example.mx,Licenciatura en Derecho,,"'=SUMA(A1) ""citado"", ${tag}",En seguimiento,`,
    )
    // Dates as staff read them in Mazatlán, 24 h, with no internal code anywhere.
    expect(lines[1]).toMatch(/^\d+,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},/)
    // Where it came from, a tag that looks like a formula defused, and the consent in words with its time.
    expect(lines[1]).toMatch(/,\/licenciaturas,,"'=HIPERVINCULO\(""x""\)",,admision2027,,Sí,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},/)
    // The pipeline: the change of status was the first response, written out with who made it (no
    // next contact set); the same person had written before, so it is a repeat linked to their first request.
    const pipeline =
      /,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},\d+,,Sí,(\d+),\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} Nueva → En seguimiento \([^)]+\),0,No$/.exec(
        lines[1]!,
      )
    expect(pipeline, lines[1]).not.toBeNull()
    expect(Number(pipeline![1])).toBeLessThan(Number(derecho.id))
    // The list's search box narrows the export as it narrows the list (same fields, with the filters).
    const searched = async (query: string) =>
      (await (await exportAs(token, query)).text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1)
    expect(
      (await searched(`?where[comentario][like]=${encodeURIComponent(tag)}&search=${encodeURIComponent('Gastronomía')}`)).map(
        (l) => l.split(',')[0],
      ),
    ).toEqual([String((await stored(tag)).find((d) => d.programa === 'Licenciatura en Gastronomía')!.id)])
    expect(await searched(`?where[comentario][like]=${encodeURIComponent(tag)}&search=nadie-se-llama-asi`)).toEqual([])
    expect((await exportAs(await staff('editor'))).status).toBe(403)
    // The back office's API is for staff: an anonymous client is told to sign in first.
    expect((await exportAs(undefined)).status).toBe(401)
  })

  const many = load(300)
  it(`${many} concurrent valid requests store exactly ${many}; every e-mail arrives even with the mail server down for a while`, async () => {
    const tag = `carga-${Date.now()}`
    const captchas = await Promise.all(Array.from({ length: many }, () => solveCaptcha()))
    const before = received.length
    const responses = await Promise.all(captchas.map((captcha, i) => submit({ ...person(`${tag} n${i}.`), captcha })))
    expect(responses.map((r) => r.status).filter((s) => s !== 201)).toEqual([])
    await stopSmtp() // mid-run: the queue keeps what it could not send
    const docs = await stored(tag)
    expect(docs).toHaveLength(many)
    expect(new Set(docs.map((d) => d.comentario)).size).toBe(many)
    await new Promise((r) => setTimeout(r, 6000))
    await startSmtp()
    await until(async () => received.slice(before).filter((m) => m.includes(tag)).length >= many, 150_000)
    const mails = received.slice(before).filter((m) => m.includes(tag))
    expect(mails).toHaveLength(many)
    expect(new Set(mails.map((m) => /n(\d+)\./.exec(m)?.[1])).size).toBe(many)
  }, 240_000)
})
