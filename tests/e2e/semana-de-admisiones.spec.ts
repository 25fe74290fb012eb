import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { lexicalFromParagraphs } from '../../src/lib/lexical'
import { solveCaptchaAt } from '../support/captcha'
import { runLocalScript } from './local-script'
import { signIn } from './staff-sign-in'

// One week of an admissions office (issue 39): 60 requests from a campaign over three campuses,
// four advisers who get them by campus, contacts, appointments, enrolments and set-asides, people
// who wrote twice, an open day with walk-ins and no-shows. The dashboard's funnel, read in the
// browser for all campuses and for each one, equals what this test counts itself.

test.describe.configure({ timeout: 420_000 })

const password = 'Una-Semana-En-Admisiones-2026'
const campuses = ['los-cabos', 'culiacan', 'en-linea'] as const
type Campus = (typeof campuses)[number]
const campusName: Record<Campus, string> = { 'los-cabos': 'Los Cabos', culiacan: 'Culiacán', 'en-linea': 'En línea' }

type Sent = { id: number; i: number; campus: Campus; email: string; asesor: number; reach: number }

async function login(api: APIRequestContext, email: string) {
  const answer = await api.post('/cms-api/users/login', { data: { email, password } })
  expect(answer.status()).toBe(200)
  return { Authorization: `JWT ${((await answer.json()) as { token: string }).token}` }
}

/** The funnel row of a campaign in «Conversión por campaña», as the page shows it. */
async function campaignRow(page: Page, campaign: string) {
  const row = page
    .locator('details', { hasText: 'Conversión por campaña' })
    .locator('tbody tr', { has: page.locator('th', { hasText: campaign }) })
  const cells = await row.locator('td').allTextContents()
  return { solicitudes: Number(cells[0]), contactadas: Number(cells[1]), citas: Number(cells[2]), inscritas: Number(cells[3]) }
}

const funnelOf = (rows: { reach: number }[]) => ({
  solicitudes: rows.length,
  contactadas: rows.filter((r) => r.reach >= 1).length,
  citas: rows.filter((r) => r.reach >= 2).length,
  inscritas: rows.filter((r) => r.reach >= 3).length,
})

test('una semana de la oficina: 60 solicitudes en tres campus y cuatro asesores, repetidas, un día de puertas abiertas; el embudo del tablero es la cuenta de la prueba', async ({
  page,
  playwright,
}) => {
  const base = test.info().project.use.baseURL!
  const stamp = Date.now()
  const campaign = `semana-${stamp}`
  const api = await playwright.request.newContext({ baseURL: base })
  const adminEmail = `admin.semana.${stamp}@ugc.edu.mx`
  runLocalScript('staff-account.ts', [adminEmail, 'admin', password])
  const admin = await login(api, adminEmail)

  // Four advisers: two in Los Cabos, one in Culiacán, one for the online offer.
  const places: Campus[] = ['los-cabos', 'los-cabos', 'culiacan', 'en-linea']
  const advisers: { id: number; email: string; campus: Campus; headers: Record<string, string> }[] = []
  for (const [n, campus] of places.entries()) {
    const email = `asesor${n}.semana.${stamp}@ugc.edu.mx`
    runLocalScript('staff-account.ts', [email, 'admisiones', password])
    const me = (await (
      await api.get(`/cms-api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: admin })
    ).json()) as {
      docs: { id: number }[]
    }
    const id = me.docs[0]!.id
    expect((await api.patch(`/cms-api/users/${id}`, { headers: admin, data: { campus_admisiones: [campus] } })).status()).toBe(200)
    advisers.push({ id, email, campus, headers: await login(api, email) })
  }
  let event: { id: number; slug: string } | null = null
  try {
    // Monday to Friday: 60 requests from the campaign, a third for each campus; the last ten are
    // people who had written already (the same e-mail in capitals).
    const sent: Sent[] = []
    for (let i = 0; i < 60; i++) {
      const campus = campuses[i % 3]!
      const person = i < 50 ? i : i - 50
      const email = `persona${person}.${stamp}@correo.mx`
      const answer = await api.post('/api/submit-Form-Contacto/', {
        data: {
          nombre: `Persona ${person}`,
          apellido: 'Semana',
          telefono: `61${String(stamp + person).slice(-8)}`,
          email: i < 50 ? email : email.toUpperCase(),
          programa: campus === 'en-linea' ? 'Licenciatura en Contaduría Pública' : 'Licenciatura en Derecho',
          campus,
          comentario: `Solicitud ${i} de la semana.`,
          utm_source: ['google', 'facebook', 'instagram'][i % 3],
          utm_campaign: campaign,
          acepta_aviso: true,
          captcha: await solveCaptchaAt(base),
        },
      })
      expect(answer.status(), await answer.text()).toBe(201)
      const { id } = ((await answer.json()) as { data: { id: number } }).data
      const stored = (await (await api.get(`/cms-api/solicitudes-contacto/${id}?depth=0`, { headers: admin })).json()) as {
        asesor: number
        campus: string
      }
      expect(stored.campus).toBe(campus)
      sent.push({ id, i, campus, email, asesor: stored.asesor, reach: 0 })
    }
    // Each first request went to an adviser of its campus (a repeat goes to its person's adviser), both in Los Cabos taking turns.
    for (const r of sent.filter((s) => s.i < 50)) expect(advisers.find((a) => a.id === r.asesor)?.campus, `solicitud ${r.i}`).toBe(r.campus)
    const cabos = new Set(sent.filter((s) => s.i < 50 && s.campus === 'los-cabos').map((s) => s.asesor))
    expect(cabos.size).toBe(2)

    // The advisers work: 30 are called, 12 of them get an appointment, 5 enrol; 3 are set aside after the call.
    const as = (r: Sent) => advisers.find((a) => a.id === r.asesor)?.headers ?? admin
    for (const r of sent.filter((s) => s.i < 30)) {
      expect(
        (await api.post(`/cms-api/solicitudes-contacto/${r.id}/contactar`, { headers: as(r), data: { via: 'llamada' } })).status(),
      ).toBe(200)
      r.reach = 1
    }
    const move = async (r: Sent, data: Record<string, unknown>, reach: number) => {
      const answer = await api.patch(`/cms-api/solicitudes-contacto/${r.id}`, { headers: as(r), data })
      expect(answer.status(), await answer.text()).toBe(200)
      r.reach = Math.max(r.reach, reach)
    }
    for (const r of sent.filter((s) => s.i < 12)) await move(r, { estado: 'cita-agendada' }, 2)
    for (const r of sent.filter((s) => s.i < 5)) await move(r, { estado: 'inscrita' }, 3)
    for (const r of sent.filter((s) => s.i >= 25 && s.i < 28)) await move(r, { estado: 'descartada', motivo_descarte: 'costo' }, 1)

    // Saturday's open day: four of them sign up with the campaign; two come, two do not; two more walk in.
    const created = await api.post('/cms-api/comunicaciones?depth=0', {
      headers: admin,
      data: {
        tipo: 'EVE',
        titulo: `Sábado de puertas abiertas ${stamp}`,
        fecha: new Date().toISOString(),
        path_imagen: (
          (await (await api.get('/cms-api/media?limit=1&depth=0&where[mimeType][contains]=image', { headers: admin })).json()) as {
            docs: { id: number }[]
          }
        ).docs[0]!.id,
        contenido: lexicalFromParagraphs(['Recorre el campus y conoce a los profesores.']),
        _status: 'published',
        registro: { abierto: true, inicio: new Date(Date.now() + 86_400_000).toISOString(), lugar: 'Campus Hojazen', cupo: 40 },
      },
    })
    expect(created.status()).toBe(201)
    event = ((await created.json()) as { doc: { id: number; slug: string } }).doc
    const signUps: { id: number; person: number }[] = []
    for (const person of [30, 31, 32, 33]) {
      const answer = await api.post('/api/registro-evento/', {
        data: {
          slug: event.slug,
          nombre: `Persona ${person}`,
          apellido: 'Semana',
          email: `persona${person}.${stamp}@correo.mx`,
          telefono: `61${String(stamp + person).slice(-8)}`,
          utm_campaign: campaign,
          acepta_aviso: true,
          captcha: await solveCaptchaAt(base),
        },
      })
      expect(answer.status(), await answer.text()).toBe(201)
      signUps.push({ id: ((await answer.json()) as { data: { id: number } }).data.id, person })
    }
    const door = advisers[0]!.headers
    for (const s of signUps.slice(0, 2))
      expect((await api.patch(`/cms-api/registros-evento/${s.id}`, { headers: door, data: { asistio: true } })).status()).toBe(200)
    for (const n of [1, 2]) {
      const walkIn = await api.post('/cms-api/registros-evento/en-puerta', {
        headers: door,
        data: {
          evento: event.id,
          nombre: `Visitante ${n}`,
          apellido: 'Sin Registro',
          telefono: `62${String(stamp + n).slice(-8)}`,
          email: `visitante${n}.${stamp}@correo.mx`,
        },
      })
      expect(walkIn.status(), await walkIn.text()).toBe(201)
    }
    expect(
      (
        await api.patch(`/cms-api/comunicaciones/${event.id}?depth=0`, {
          headers: admin,
          data: {
            registro: { abierto: true, inicio: new Date(Date.now() - 3_600_000 * 30).toISOString(), lugar: 'Campus Hojazen', cupo: 40 },
          },
        })
      ).status(),
    ).toBe(200)

    // What the test counts: the campaign's 60 requests and the 4 sign-ups' (new, without a campus).
    const campaignRows = [...sent, ...signUps.map(() => ({ reach: 0, campus: null }))]
    // One person each, whatever they sent: 50 people behind the 64 requests of the campaign.
    const mine = (await (
      await api.get(`/cms-api/solicitudes-contacto?limit=200&depth=0&where[utm_campaign][equals]=${campaign}`, { headers: admin })
    ).json()) as { docs: { ficha: number }[]; totalDocs: number }
    expect(mine.totalDocs).toBe(64)
    expect(new Set(mine.docs.map((d) => d.ficha)).size).toBe(50)

    // The dashboard, in a browser, as the office's administrator.
    await page.setViewportSize({ width: 1440, height: 900 })
    await signIn(page, adminEmail, password)
    await page.goto('/admin/admisiones')
    await page.locator('summary', { hasText: 'Conversión por campaña' }).click()
    expect(await campaignRow(page, campaign)).toEqual(funnelOf(campaignRows))
    for (const campus of campuses) {
      await page.goto(`/admin/admisiones?campus=${campus}`)
      await expect(page.locator('.ugc-tablero__intro')).toContainText(`Solo las solicitudes del campus ${campusName[campus]}.`)
      await page.locator('summary', { hasText: 'Conversión por campaña' }).click()
      expect(await campaignRow(page, campaign), campus).toEqual(funnelOf(sent.filter((r) => r.campus === campus)))
    }

    // The no-shows are on the office's home; the walk-ins are people with a request each.
    await page.goto('/admin')
    const absent = page.getByRole('region', { name: /^No asistieron/ })
    for (const person of [32, 33]) await expect(absent.getByRole('link', { name: `Persona ${person} Semana` })).toBeVisible()
    for (const person of [30, 31]) await expect(absent.getByRole('link', { name: `Persona ${person} Semana` })).toHaveCount(0)
  } finally {
    for (const a of advisers) await api.patch(`/cms-api/users/${a.id}`, { headers: admin, data: { campus_admisiones: [] } })
    if (event) {
      await api.delete(`/cms-api/registros-evento?where[evento][equals]=${event.id}`, { headers: admin })
      await api.delete(`/cms-api/comunicaciones/${event.id}`, { headers: admin })
    }
    await api.dispose()
  }
})
