import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicApiReads, publicRoutes } from '../support/routes.mjs'
import { testSiteUrl } from '../support/site.mjs'
import { slotName, slotPort } from '../support/slot.mjs'
import { DatabaseRelay, MailSink, SiteServer, query, send, solveCaptcha, submission, until } from './parts'
import { setupTokenFromLog } from '../support/setupAddress'
import { dailyTasks } from '../../src/cms/jobs/daily'
import { distDir } from '../support/dist-dir.mjs'

/*
 * Fault suite: a production server on PostgreSQL behind a relay this suite can cut or freeze, a
 * mail sink it stops, and SIGKILL in the middle of sending and of a burst of requests. Nobody
 * signs in to the back office at any point: the database is read directly.
 */

const databaseName = slotName('ugc_faults')
const adminUrl = 'postgres://postgres@127.0.0.1:5432/test'
const directUrl = `postgres://postgres@127.0.0.1:5432/${databaseName}`
const dataDir = path.join(os.tmpdir(), slotName('ugc-faults'))
const leaseSeconds = 15
const connectTimeoutMs = 2000
const statementTimeoutMs = 3000

const sink = new MailSink(slotPort(2528))
const relay = new DatabaseRelay()
let server: SiteServer

type Sub = ReturnType<typeof submission> & { answers: number[]; id?: number }
const ledger = new Map<string, Sub>()
let run = 0

async function newSubmission(label: string): Promise<Sub> {
  const sub = { ...submission(`${label}-${++run}-${Date.now()}`, await solveCaptcha(server.base)), answers: [] as number[] }
  ledger.set(sub.tag, sub)
  return sub
}

async function submit(sub: Sub, timeoutMs?: number) {
  const answer = await send(server.base, sub, timeoutMs)
  sub.answers.push(answer.status)
  if (answer.status === 201) {
    if (sub.id !== undefined) expect(answer.id, `${sub.tag}: a retry answers the first id`).toBe(sub.id)
    sub.id = answer.id
  }
  return answer
}

// The daily jobs (morning digest, retention) wait for their hour on purpose: not stuck.
// The daily runs wait for their hour on purpose (src/cms/jobs/daily.ts).
const waitingOnPurpose = dailyTasks.map(({ task }) => `'${task}'`).join(', ')
const mailedTags = () => sink.mails.map((m) => /Solicitud ([\w-]+)\./.exec(m.text)?.[1]).filter((t): t is string => Boolean(t))
const mailsFor = (subs: Sub[]) => subs.map((s) => mailedTags().filter((t) => t === s.tag).length)

const unavailableText = 'El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.'

/** What a visitor gets for a page that cannot be drawn without the database: a Spanish 503 page, never Next's 500. */
async function expectUnavailablePage(response: Response, p: string) {
  expect(response.status, `${p}: 503, no una página 500`).toBe(503)
  expect(response.headers.get('retry-after'), p).toBe('30')
  expect(response.headers.get('content-type'), p).toMatch(/^text\/html/)
  expect(response.headers.get('cache-control'), p).toBe('no-store')
  const html = await response.text()
  expect(html, p).toContain('<html lang="es-MX">')
  expect(html, p).toContain(unavailableText)
}

/** The API's Spanish error shape (api-contract.md). */
async function expectUnavailableJson(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  expect(await response.json()).toEqual({ error: unavailableText })
}

async function storedRows() {
  return query<{ id: number; comentario: string; notificada_el: Date | null }>(
    directUrl,
    `SELECT id, comentario, notificada_el FROM solicitudes_contacto WHERE comentario LIKE 'Solicitud %'`,
  )
}

beforeAll(async () => {
  await query(adminUrl, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`)
  await query(adminUrl, `CREATE DATABASE "${databaseName}"`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  await relay.listen()
  await sink.start()
  server = new SiteServer(
    slotPort(3303),
    {
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${relay.port}/${databaseName}`,
      SITE_URL: testSiteUrl,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      // The local sink speaks plain SMTP: allowed on purpose, as in every suite.
      SMTP_ALLOW_PLAINTEXT: 'true',
      REDIS_URL: '',
      CONTACT_RATE_LIMIT: '0',
      VISITS_RATE_LIMIT: '0',
      ALTCHA_MAX_NUMBER: '2000',
      QUEUE_POLL_SECONDS: '2',
      QUEUE_LEASE_SECONDS: String(leaseSeconds),
      DB_CONNECT_TIMEOUT_MS: String(connectTimeoutMs),
      DB_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs),
    },
    `${dataDir}.log`,
  )
  fs.writeFileSync(server.logFile, '')
  await server.start(true)
}, 1_800_000)

afterAll(async () => {
  await server?.stop()
  await sink.stop()
  await relay.close()
})

describe('faults: nothing lost, nothing duplicated, nothing stuck', () => {
  it('on a freshly started server nobody signed in to, the notification leaves within 60 s; the queue reports its health', async () => {
    const sub = await newSubmission('inicio')
    const answer = await submit(sub)
    expect(answer.status).toBe(201)
    const sentAt = Date.now()
    expect(await until(() => mailsFor([sub])[0] === 1, 60_000)).toBe(true)
    console.log(`aviso recibido ${((Date.now() - sentAt) / 1000).toFixed(1)} s después de la solicitud`)
    const mail = sink.mails.find((m) => m.text.includes(sub.tag))!
    expect(mail.messageId).toMatch(new RegExp(`^<solicitud-${sub.id}\\.[0-9a-f]{16}@localhost>$`))
    // The health line, written after each minute's first pass of the queue.
    expect(await until(() => /Cola de avisos: \d+ pendientes?/.test(fs.readFileSync(server.logFile, 'utf8')), 15_000)).toBe(true)
  }, 90_000)

  it('two instances on one database: each notification is sent by exactly one of them', async () => {
    const second = new SiteServer(slotPort(3304), server.env, `${dataDir}-segunda.log`)
    await second.start(false)
    try {
      const subs = await Promise.all(Array.from({ length: 30 }, () => newSubmission('dos-instancias')))
      const answers = await Promise.all(
        subs.map((s, i) => (i % 2 === 0 ? submit(s) : send(second.base, s).then((a) => (s.answers.push(a.status), (s.id = a.id), a)))),
      )
      expect(answers.map((a) => a.status)).toEqual(subs.map(() => 201))
      expect(await until(() => mailsFor(subs).every((n) => n >= 1), 60_000)).toBe(true)
      await new Promise((r) => setTimeout(r, 5000))
      expect(mailsFor(subs)).toEqual(subs.map(() => 1))
      // Both instances ran their queue (each logs its health line at start).
      expect(await until(() => /Cola de avisos: \d+ pendientes?/.test(fs.readFileSync(second.logFile, 'utf8')), 15_000)).toBe(true)
    } finally {
      await second.stop()
    }
  }, 180_000)

  it('with the mail server down, requests are stored and wait; when it comes back they leave within a minute', async () => {
    await sink.stop()
    const subs = await Promise.all(Array.from({ length: 5 }, () => newSubmission('correo-caido')))
    for (const sub of subs) expect((await submit(sub)).status).toBe(201)
    await new Promise((r) => setTimeout(r, 12_000))
    expect(mailsFor(subs)).toEqual([0, 0, 0, 0, 0])
    const pending = await query<{ n: string }>(
      directUrl,
      `SELECT COUNT(*) AS n FROM payload_jobs WHERE completed_at IS NULL AND has_error = false`,
    )
    expect(Number(pending[0]!.n)).toBeGreaterThanOrEqual(5)
    await sink.start()
    const back = Date.now()
    expect(await until(() => mailsFor(subs).every((n) => n === 1), 65_000)).toBe(true)
    console.log(`correo de vuelta: avisos pendientes enviados en ${((Date.now() - back) / 1000).toFixed(1)} s`)
  }, 120_000)

  it('kill -9 while notifications are being sent: after the restart each is sent exactly once', async () => {
    sink.holdMs = 1500
    const subs = await Promise.all(Array.from({ length: 20 }, () => newSubmission('envio-cortado')))
    await Promise.all(subs.map((s) => submit(s)))
    expect(subs.map((s) => s.answers.at(-1))).toEqual(subs.map(() => 201))
    // The kill lands while messages are being sent (the sink holds them before its answer), once
    // some were accepted and every accepted one is noted: the moment a crash leaves jobs
    // "processing". (Between the mail server's answer and the note, one UPDATE, no sender can
    // know whether the message left; the copy a crash there would send carries the same Message-ID.)
    // No held message may be about to be accepted either: a hold that ended as the kill landed was
    // accepted before the sink heard its sender was gone (seen twice on a loaded machine), so the
    // oldest hold still has most of its time to run.
    const ids = () => subs.map((s) => s.id!)
    const noted = async () =>
      Number(
        (
          await query<{ n: string }>(
            directUrl,
            `SELECT COUNT(*) AS n FROM solicitudes_contacto WHERE id = ANY($1) AND notificada_el IS NOT NULL`,
            [ids()],
          )
        )[0]!.n,
      )
    await until(
      async () => {
        const accepted = mailsFor(subs).filter((n) => n > 0).length
        return (
          accepted > 0 &&
          sink.holding > 0 &&
          Date.now() - sink.lastHoldStart > 200 &&
          sink.oldestHoldAge() < sink.holdMs - 700 &&
          (await noted()) === accepted &&
          mailsFor(subs).filter((n) => n > 0).length === accepted
        )
      },
      60_000,
      20,
    )
    await server.kill9()
    const killedAt = Date.now()
    sink.holdMs = 0
    const stuck = await query<{ n: string }>(directUrl, `SELECT COUNT(*) AS n FROM payload_jobs WHERE processing = true`)
    console.log(`kill -9 con ${mailsFor(subs).filter((n) => n > 0).length} de 20 avisos aceptados y ${stuck[0]!.n} trabajos en proceso`)
    await server.start(false)
    expect(await until(() => mailsFor(subs).every((n) => n >= 1), leaseSeconds * 1000 + 90_000)).toBe(true)
    console.log(`tras el reinicio, los 20 avisos salieron en ${((Date.now() - killedAt) / 1000).toFixed(1)} s`)
    await new Promise((r) => setTimeout(r, 3000))
    expect(mailsFor(subs)).toEqual(subs.map(() => 1))
  }, 240_000)

  it('kill -9 in a burst of requests: every retry (same captcha, same key) after the restart answers the first result, no second row', async () => {
    const subs = await Promise.all(Array.from({ length: 40 }, () => newSubmission('rafaga')))
    const burst = Promise.all(subs.map((s) => submit(s, 15_000)))
    // The kill lands once some requests were answered, while others are being stored.
    await until(() => subs.filter((s) => s.answers[0] === 201).length >= 5, 30_000, 10)
    await server.kill9()
    await burst
    const answeredBefore = subs.filter((s) => s.answers[0] === 201).length
    console.log(`ráfaga: ${answeredBefore} de 40 respondidas con 201 antes del kill -9`)
    await server.start(false)
    // The visitor's page retries what got no answer, and a few that did (a lost answer looks the same).
    for (const sub of subs) if (sub.answers[0] !== 201 || Math.random() < 0.3) await submit(sub)
    for (const sub of subs) expect(sub.answers.at(-1), sub.tag).toBe(201)
    // A solution already accepted is still refused after the restart when sent without its key.
    const reused = await send(server.base, { ...subs[0]!, key: crypto.randomUUID() })
    expect(reused.status).toBe(400)
  }, 240_000)

  it('the same submission sent five times at once is stored once and answered with one id', async () => {
    const sub = await newSubmission('repetida')
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(server.base, sub)))
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201])
    expect(new Set(answers.map((a) => a.id)).size).toBe(1)
    sub.answers.push(201)
    sub.id = answers[0]!.id
  }, 60_000)

  it('a refused database: every page and API read seen before answers 200 from the cache in every round; the rest 503 with Retry-After, fast', async () => {
    const reads = [...publicRoutes, ...publicApiReads]
    for (let i = 0; i < 2; i++) for (const p of reads) await fetch(server.base + p)
    relay.refuse()
    try {
      // Round after round for 20 s of outage (at least three rounds).
      const outageStarted = Date.now()
      let round = 0
      while (round < 3 || Date.now() - outageStarted < 20_000) {
        round++
        for (const p of reads) {
          const response = await fetch(server.base + p, { signal: AbortSignal.timeout(10_000) })
          expect(response.status, `${p} (ronda ${round})`).toBe(200)
        }
      }
      console.log(
        `base rechazada: ${round} rondas de ${reads.length} lecturas en ${((Date.now() - outageStarted) / 1000).toFixed(1)} s, todas 200`,
      )
      const started = Date.now()
      const uncached = await fetch(`${server.base}/api/get-comunicacion/?tipo=EVE&cantidad=${90 + Math.floor(Math.random() * 5)}`)
      expect(uncached.status).toBe(503)
      expect(uncached.headers.get('retry-after')).toBe('30')
      await expectUnavailableJson(uncached)
      const sub = await newSubmission('base-rechazada')
      const answer = await submit(sub)
      expect(answer.status).toBe(503)
      expect(answer.retryAfter).toBe('30')
      expect(Date.now() - started).toBeLessThan(10_000)
      // The connections that dropped were logged, not left to end the process.
      expect(fs.readFileSync(server.logFile, 'utf8')).not.toMatch(/uncaughtException/)
    } finally {
      relay.open()
    }
    // Once the database is back, the visitor's retry of the same submission is stored.
    for (const sub of [...ledger.values()].filter((s) => s.tag.startsWith('base-rechazada'))) {
      expect(await until(async () => (await submit(sub)).status === 201, 30_000, 1000)).toBe(true)
    }
  }, 240_000)

  it('a frozen database: nothing waits longer than the configured timeouts; cached reads still answer 200', async () => {
    relay.freeze()
    const limit = connectTimeoutMs + statementTimeoutMs + 4000
    try {
      for (const p of ['/', '/radiougc', '/api/get-carrusel/?tipo=CAR']) {
        const started = Date.now()
        const response = await fetch(server.base + p, { signal: AbortSignal.timeout(30_000) })
        expect(response.status, p).toBe(200)
        expect(Date.now() - started, p).toBeLessThan(limit)
      }
      let started = Date.now()
      const uncached = await fetch(`${server.base}/api/get-comunicacion/?tipo=NOT&cantidad=${90 + Math.floor(Math.random() * 5)}`, {
        signal: AbortSignal.timeout(30_000),
      })
      expect(uncached.status).toBe(503)
      expect(Date.now() - started).toBeLessThan(limit)
      await expectUnavailableJson(uncached)
      const sub = await newSubmission('base-congelada')
      started = Date.now()
      const answer = await submit(sub, 30_000)
      expect(answer.status).toBe(503)
      expect(answer.retryAfter).toBe('30')
      expect(Date.now() - started).toBeLessThan(limit)
      console.log(`base congelada: la solicitud respondió 503 en ${answer.ms} ms`)
    } finally {
      relay.open()
    }
    for (const sub of [...ledger.values()].filter((s) => s.tag.startsWith('base-congelada'))) {
      expect(await until(async () => (await submit(sub)).status === 201, 30_000, 1000)).toBe(true)
    }
  }, 120_000)

  it('a server restarted with an empty data cache: pages and API reads nobody asked for answer 503 with Retry-After (not a 500 page) while the database is refused or frozen, 200 once it is back', async () => {
    // A deploy or a crash restarts the process: nothing kept in memory, and the data cache emptied
    // as `npm start` does. Only the home page is visited before the database goes away.
    await server.stop()
    fs.rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
    await server.start(false)
    expect((await fetch(`${server.base}/`)).status).toBe(200)
    const refusedPages = ['/buscar?q=licenciatura', '/radiougc?month=01/2015']
    const refusedApi = ['/api/get_libros/', '/api/get-info-ofertaacademica-cards/?tipo=DIP']
    const frozenPage = '/stica'
    relay.refuse()
    try {
      expect((await fetch(`${server.base}/`)).status, '/ (visto antes)').toBe(200)
      for (const p of refusedPages) await expectUnavailablePage(await fetch(server.base + p, { signal: AbortSignal.timeout(10_000) }), p)
      for (const p of refusedApi) {
        const response = await fetch(server.base + p, { signal: AbortSignal.timeout(10_000) })
        expect(response.status, p).toBe(503)
        expect(response.headers.get('retry-after'), p).toBe('30')
        await expectUnavailableJson(response)
      }
      relay.freeze()
      const started = Date.now()
      await expectUnavailablePage(await fetch(server.base + frozenPage, { signal: AbortSignal.timeout(30_000) }), frozenPage)
      expect(Date.now() - started).toBeLessThan(connectTimeoutMs + statementTimeoutMs + 4000)
    } finally {
      relay.open()
    }
    for (const p of [...refusedPages, ...refusedApi, frozenPage]) {
      expect(await until(async () => (await fetch(server.base + p)).status === 200, 30_000, 1000), `${p} tras volver la base`).toBe(true)
    }
  }, 240_000)

  it('a mail outage longer than the give-up time: the notification is marked failed, shown to staff with «Reintentar», and sent once retried', async () => {
    // Everything queued so far leaves first: the short give-up time below is for this request only.
    expect(
      await until(
        async () =>
          Number(
            (
              await query<{ n: string }>(
                directUrl,
                `SELECT COUNT(*) AS n FROM payload_jobs WHERE completed_at IS NULL AND task_slug NOT IN (${waitingOnPurpose})`,
              )
            )[0]!.n,
          ) === 0,
        60_000,
        500,
      ),
    ).toBe(true)
    // The same server with a give-up time of 20 s instead of 72 h, so the outage fits in the suite.
    await server.stop()
    const patient = new SiteServer(server.port, { ...server.env, QUEUE_GIVE_UP_HOURS: String(20 / 3600) }, server.logFile)
    server = patient
    await server.start(false)
    await sink.stop()
    const sub = await newSubmission('fin-de-semana')
    expect((await submit(sub)).status).toBe(201)
    const failedJob = async () =>
      (
        await query<{ id: number }>(
          directUrl,
          `SELECT id FROM payload_jobs WHERE has_error = true AND completed_at IS NULL AND (input->>'solicitud')::int = $1`,
          [sub.id],
        )
      )[0]?.id
    expect(await until(async () => (await failedJob()) !== undefined, 60_000, 1000)).toBe(true)

    const password = 'Clave-de-fallas-2026'
    const signIn = async (path: string, body: unknown) => {
      const response = await fetch(`${server.base}/cms-api/users/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      return ((await response.json()) as { token?: string }).token!
    }
    // The first account, with the setup address the first `npm start` printed in the server's log.
    const setupToken = setupTokenFromLog(server.logFile)
    const admin = await signIn('first-register', {
      email: 'direccion.fallas@ugc.edu.mx',
      password,
      confirmPassword: password,
      nombre: 'Dirección',
      setupToken,
    })
    const asStaff = (token: string, path: string, init: RequestInit = {}) =>
      fetch(`${server.base}${path}`, {
        ...init,
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}`, ...init.headers },
      })
    const staff: Record<string, string> = {}
    for (const role of ['admisiones', 'editor']) {
      const email = `${role}.fallas@ugc.edu.mx`
      expect(
        (await asStaff(admin, '/cms-api/users', { method: 'POST', body: JSON.stringify({ email, password, role, nombre: role }) })).status,
      ).toBe(201)
      staff[role] = await signIn('login', { email, password })
    }

    // Both e-mails of the request gave up: the notice to admissions and the acknowledgment to the person.
    const failedOfSub = async () => {
      const health = (await (await asStaff(staff.admisiones!, '/cms-api/solicitudes-contacto/cola')).json()) as {
        resumen: string
        failed: { job: number; task: string; solicitud: number }[]
      }
      return { health, mine: health.failed.filter((f) => f.solicitud === sub.id) }
    }
    expect(await until(async () => (await failedOfSub()).mine.length === 2, 60_000, 1000)).toBe(true)
    const { health, mine } = await failedOfSub()
    expect(mine.map((f) => f.task).sort()).toEqual(['acusarSolicitud', 'notificarSolicitud'])
    expect(health.resumen).toMatch(/^Cola de avisos: \d+ pendientes?(, el más antiguo hace .+)?; \d+ fallidos?$/)
    // A staff cookie counts only on requests that say they come from the site, as a browser's do.
    const list = await (
      await fetch(`${server.base}/admin/collections/solicitudes-contacto`, {
        headers: { Cookie: `payload-token=${admin}`, Origin: new URL(testSiteUrl).origin },
      })
    ).text()
    expect(list).toMatch(/(Un correo no se pudo enviar|\d+ correos no se pudieron enviar)/)
    expect(list).toContain('Aviso a admisiones de la solicitud')
    expect(list).toContain('Acuse a la persona de la solicitud')
    expect(list).toContain('Reintentar')
    expect(fs.readFileSync(server.logFile, 'utf8')).toMatch(/se marcó como fallido/)

    const retry = (token: string, job: number) =>
      asStaff(token, '/cms-api/solicitudes-contacto/cola/reintentar', { method: 'POST', body: JSON.stringify({ trabajo: job }) })
    expect((await retry(staff.editor!, mine[0]!.job)).status).toBe(403)
    await sink.start()
    for (const f of mine) expect((await retry(staff.admisiones!, f.job)).status).toBe(200)
    expect(await until(() => mailsFor([sub])[0] === 1, 60_000)).toBe(true)
    // The person's acknowledgment arrives too, once.
    const acknowledgments = () => sink.mails.filter((m) => m.messageId.startsWith(`<acuse-${sub.id}.`)).length
    expect(await until(() => acknowledgments() === 1, 60_000)).toBe(true)
  }, 240_000)

  it('in the end: 0 lost, 0 duplicated, 0 stuck (the table)', async () => {
    const answered = [...ledger.values()].filter((s) => s.answers.includes(201))
    // Every notice out, and every other job of the queue done (the persons' acknowledgments too).
    await until(
      async () => {
        const rows = await storedRows()
        const open = await query<{ n: string }>(
          directUrl,
          `SELECT COUNT(*) AS n FROM payload_jobs WHERE completed_at IS NULL AND task_slug NOT IN (${waitingOnPurpose})`,
        )
        return rows.every((r) => r.notificada_el) && mailsFor(answered).every((n) => n >= 1) && Number(open[0]!.n) === 0
      },
      180_000,
      1000,
    )
    await new Promise((r) => setTimeout(r, 3000))
    const rows = await storedRows()
    const storedTags = rows.map((r) => /Solicitud ([\w-]+)\./.exec(r.comentario)![1]!)
    const mailed = mailedTags()
    const jobs = await query<{ n: string }>(
      directUrl,
      `SELECT COUNT(*) AS n FROM payload_jobs WHERE completed_at IS NULL AND task_slug NOT IN (${waitingOnPurpose})`,
    )
    const table = {
      enviadas: ledger.size,
      respondidas: answered.length,
      guardadas: new Set(storedTags).size,
      avisadas: new Set(mailed).size,
      // A second row for one submission, or a second e-mail for one request (even with the same Message-ID).
      duplicadas: storedTags.length - new Set(storedTags).size + (mailed.length - new Set(mailed).size),
      perdidas:
        answered.filter((s) => !storedTags.includes(s.tag)).length + [...new Set(storedTags)].filter((t) => !mailed.includes(t)).length,
      atascadas: Number(jobs[0]!.n),
    }
    console.log('\nPrueba de fallas (PostgreSQL detrás de un relé, SMTP real, kill -9):')
    console.table([table])
    expect(table.perdidas).toBe(0)
    expect(table.duplicadas).toBe(0)
    expect(table.atascadas).toBe(0)
    // Every row stored was answered 201 at some point: nothing stored behind the visitor's back twice.
    expect(table.guardadas).toBe(table.respondidas)
  }, 180_000)
})
