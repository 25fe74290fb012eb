import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupTokenFromLog } from '../support/setupAddress'
import { slotName } from '../support/slot.mjs'
import { label } from './helpers'
import { expectAboutAsLong } from '../support/timing'

/*
 * A brand-new site of its own, started with `npm start` as an IT person would (no demo content,
 * so it starts fast): nobody has an account yet, and the suite's own server already has one.
 */
const postgres = process.env.DATABASE_URL?.startsWith('postgres')
const dataDir = path.join(os.tmpdir(), slotName(`ugc-primera-cuenta-${postgres ? 'pg' : 'sqlite'}`))
const logFile = `${dataDir}.log`
const databaseUrl = postgres ? `postgres://postgres@127.0.0.1:5432/${slotName('ugc_api_primera_cuenta')}` : ''
let server: ChildProcess | undefined
let base = ''
/** The one account the simultaneous requests created. */
let adminEmail = ''
/** Failed sign-ins this file has sent from its address (the limit counts them all). */
let failedLogins = 0

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

beforeAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true })
  if (postgres) {
    const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' })
    await client.connect()
    const name = slotName('ugc_api_primera_cuenta')
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await client.query(`CREATE DATABASE "${name}"`)
    await client.end()
  }
  const port = await freePort()
  const log = fs.openSync(logFile, 'w')
  server = spawn('node', ['scripts/start.mjs'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      SEED_ON_START: 'false',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', log, log],
    detached: true,
  })
  base = `http://127.0.0.1:${port}`
  for (const started = Date.now(); Date.now() - started < 480_000; await new Promise((r) => setTimeout(r, 500))) {
    if (server.exitCode !== null) break
    try {
      if ((await fetch(`${base}/api/openapi.json`)).ok) return
    } catch {}
  }
  throw new Error(`npm start no arrancó:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`)
})

afterAll(() => {
  try {
    process.kill(-server!.pid!, 'SIGTERM')
  } catch {}
})

const firstRegister = (body: Record<string, unknown>) =>
  fetch(`${base}/cms-api/users/first-register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
const login = (email: string, password: string) =>
  fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
const account = (n: number | string) => ({
  email: `direccion.${n}@ugc.edu.mx`,
  password: 'Faro-de-Cabo-Falso-2026',
  confirmPassword: 'Faro-de-Cabo-Falso-2026',
  nombre: 'Dirección',
})

describe(`a new site's first account (${label})`, () => {
  it('npm start prints the one-time setup address; the token is kept in DATA_DIR for the server’s user only', () => {
    const output = fs.readFileSync(logFile, 'utf8')
    expect(output).toContain('Este sitio aún no tiene cuentas del personal')
    const token = setupTokenFromLog(logFile)
    expect(token).toMatch(/^[\w-]{43}$/)
    // Printed once, by the start-up step, and nowhere else in the server's output.
    expect(output.split(token).length - 1).toBe(1)
    const file = path.join(dataDir, 'setup-token')
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(token)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
  })

  it('without the token the first-account page and first-register answer 403 in Spanish and create nothing', async () => {
    for (const url of ['/admin/create-first-user', '/admin/create-first-user?token=adivinado']) {
      const page = await fetch(`${base}${url}`)
      expect(page.status, url).toBe(403)
      const html = await page.text()
      expect(html).toContain('Se necesita la dirección de configuración')
      expect(html).toContain('se mostró en la terminal (o el registro) donde se inició el sitio con npm start')
    }
    for (const body of [account('x'), { ...account('x'), setupToken: 'adivinado' }]) {
      const answer = await firstRegister(body)
      expect(answer.status).toBe(403)
      expect(((await answer.json()) as { errors: { message: string }[] }).errors[0]!.message).toContain('dirección de configuración')
    }
    expect((await login(account('x').email, account('x').password)).status).toBe(401)
    failedLogins++
    // With the token the form is served.
    const withToken = await fetch(`${base}/admin/create-first-user?token=${setupTokenFromLog(logFile)}`)
    expect(withToken.status).toBe(200)
  })

  it('ten simultaneous first-register requests with the printed token create exactly one admin', async () => {
    const setupToken = setupTokenFromLog(logFile)
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => firstRegister({ ...account(n), setupToken })))
    const created = answers.filter((a) => a.status === 200)
    expect(created).toHaveLength(1)
    for (const refused of answers.filter((a) => a.status !== 200)) expect([403, 409]).toContain(refused.status)
    const { token, user } = (await created[0]!.json()) as { token: string; user: { email: string; role: string } }
    expect(user.role).toBe('admin')
    adminEmail = user.email
    const users = (await (await fetch(`${base}/cms-api/users?depth=0`, { headers: { Authorization: `JWT ${token}` } })).json()) as {
      totalDocs: number
    }
    expect(users.totalDocs).toBe(1)
    // Spent: no file, and the address no longer opens the form.
    expect(fs.existsSync(path.join(dataDir, 'setup-token'))).toBe(false)
    expect((await firstRegister({ ...account('tarde'), setupToken })).status).toBe(403)
  })

  it('an unknown e-mail gets the same answer in about the same time as a wrong password; past 10 failures a minute the address waits', async () => {
    const timed = async (email: string, password: string) => {
      const started = performance.now()
      const answer = await login(email, password)
      return { status: answer.status, body: await answer.text(), ms: performance.now() - started }
    }
    // A right password does not count against the address.
    for (let i = 0; i < 3; i++) expect((await timed(adminEmail, account(0).password)).status).toBe(200)
    // The only account's wrong password, alternating with made-up e-mails (4 each: under its lock of 5).
    const known = [adminEmail]
    const unknown = []
    const wrong = []
    for (let i = 0; i < 4; i++) {
      unknown.push(await timed(`nadie.${i}@ugc.edu.mx`, 'No-es-valida-2026'))
      wrong.push(await timed(known[0]!, 'No-es-valida-2026'))
    }
    const sameAnswer = { status: 401, body: JSON.stringify({ errors: [{ message: 'El correo o la contraseña son incorrectos.' }] }) }
    failedLogins += unknown.length + wrong.length
    for (const answer of [...unknown, ...wrong]) expect({ status: answer.status, body: answer.body }).toEqual(sameAnswer)
    expectAboutAsLong(unknown, wrong, ['desconocido', 'equivocada'])
    // Up to 10 failures in the minute: the next try from this address waits, even with the
    // right password, and GraphQL counts the same attempts.
    for (; failedLogins < 10; failedLogins++)
      expect((await timed(`nadie.${failedLogins}@ugc.edu.mx`, 'No-es-valida-2026')).status).toBe(401)
    const held = await timed(known[0]!, account(0).password)
    expect(held.status).toBe(429)
    expect(JSON.parse(held.body).errors[0].message).toMatch(
      /^Demasiados intentos de inicio de sesión desde tu conexión\. Espera \d+ segundos/,
    )
    const viaGraphql = await fetch(`${base}/cms-api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: `mutation { loginUser(email: "${known[0]}", password: "Faro-de-Cabo-Falso-2026") { token } }` }),
    })
    // Refused the same way, in Spanish, with no token (the production build shares the limiter
    // between the REST and GraphQL routes' bundles).
    const graphqlAnswer = (await viaGraphql.json()) as {
      data?: { loginUser: unknown }
      errors?: { message: string; extensions?: { statusCode?: number } }[]
    }
    expect(graphqlAnswer.data?.loginUser ?? null).toBeNull()
    expect(graphqlAnswer.errors).toHaveLength(1)
    expect(graphqlAnswer.errors![0]!.message).toMatch(/^Demasiados intentos de inicio de sesión desde tu conexión\. Espera \d+ segundos/)
    expect(graphqlAnswer.errors![0]!.extensions?.statusCode).toBe(429)
  })
})
