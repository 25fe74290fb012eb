import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startQueueRunner, stopQueueRunner } from '@/cms/jobs/runner'
import { env } from '@/env'
import { createStaff, unique } from './fixtures'
import { graphql, rest } from './http'
import { testPayload } from './payload'
import { startMailSink } from '../support/mailSink'

let payload: Payload
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const strong = 'Mi-contraseña-elegida-2026'

// A real mail server: every message the queue sends, by recipient.
let sink: Awaited<ReturnType<typeof startMailSink>>
// Everything the process writes (Payload's logger included): no link may show up there.
const written: string[] = []
const realWrite = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) }

const mailTo = (email: string, after = 0) => sink.mailTo(email, { after })
const count = (email: string) => sink.count(email)
const linkIn = (raw: string) => raw.match(/\/admin\/reset\/([0-9a-f]{40})/)![1]!

async function signIn(email: string, password: string) {
  return rest('POST', 'users/login', {
    body: { email, password },
    headers: { 'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 200)}` },
  })
}
async function jwtOf(email: string, password: string): Promise<string> {
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return token!
}
// Each request from an address of its own: the attacker of these tests is not held back by the per-address limit.
const forgot = (email: string) =>
  rest('POST', 'users/forgot-password', {
    body: { email },
    headers: { 'X-Forwarded-For': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  })
const invite = (jwt: string, email: string, role = 'editor') =>
  rest('POST', 'users', { body: { email, nombre: 'Ana Ruiz', role }, headers: { Authorization: `JWT ${jwt}` } })

let adminJwt: string

beforeAll(async () => {
  payload = await testPayload()
  sink = await startMailSink(Number(new URL(env.smtpUrl!).port))
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => (
    written.push(String(chunk)),
    realWrite.out(chunk, ...rest)
  )) as typeof process.stdout.write
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => (
    written.push(String(chunk)),
    realWrite.err(chunk, ...rest)
  )) as typeof process.stderr.write
  const admin = await createStaff(payload, 'admin')
  adminJwt = await jwtOf(admin.email, 'contraseña-segura-123')
  startQueueRunner(payload)
})

afterAll(async () => {
  stopQueueRunner()
  process.stdout.write = realWrite.out
  process.stderr.write = realWrite.err
  await sink.close()
})

describe(`staff accounts by invitation (${engine})`, () => {
  it('an admin invites with e-mail, name and role; the person sets their own password with the e-mailed link and signs in', async () => {
    const email = `invitada-${unique()}@ugc.test`
    const created = await invite(adminJwt, email)
    expect(created.status).toBe(201)
    expect(created.body.doc.invitacion_vence).toBeTruthy()

    const raw = await mailTo(email)
    expect(raw).toContain('Subject: =?UTF-8?')
    expect(raw).toMatch(/Hola, Ana Ruiz:/)
    const token = linkIn(raw)
    expect(raw).toContain(`${env.siteUrl}/admin/reset/${token}`)
    // The link works for 72 hours: the list shows until when.
    const stored = await payload.findByID({ collection: 'users', id: created.body.doc.id })
    const hours = (Date.parse(stored.invitacion_vence!) - Date.now()) / 3600_000
    expect(hours).toBeGreaterThan(71.9)
    expect(hours).toBeLessThanOrEqual(72)

    // Pending: nobody signs in to it, whatever the password.
    expect((await signIn(email, strong)).status).toBe(401)

    const weak = await rest('POST', 'users/reset-password', { body: { token, password: 'password1234' } })
    expect(weak.status).toBe(400)
    expect(JSON.stringify(weak.body)).toContain('Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.')

    const set = await rest('POST', 'users/reset-password', { body: { token, password: strong } })
    expect(set.status).toBe(200)
    expect((await signIn(email, strong)).status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: created.body.doc.id })).invitacion_vence).toBeFalsy()
    // One use only.
    expect((await rest('POST', 'users/reset-password', { body: { token, password: 'Otra-contraseña-distinta-2026' } })).status).toBe(403)
  })

  it('resending sends a new link and the old one stops working', async () => {
    const email = `reenvio-${unique()}@ugc.test`
    const { body } = await invite(adminJwt, email)
    const first = linkIn(await mailTo(email))
    const before = sink.caught.length
    const resent = await rest('PATCH', `users/${body.doc.id}`, {
      body: { reenviar_invitacion: true },
      headers: { Authorization: `JWT ${adminJwt}` },
    })
    expect(resent.status).toBe(200)
    const second = linkIn(await mailTo(email, before))
    expect(second).not.toBe(first)
    const dead = await rest('POST', 'users/reset-password', { body: { token: first, password: strong } })
    expect(dead.status).toBe(403)
    expect(JSON.stringify(dead.body)).toContain('Este enlace ya no sirve: venció, ya se usó o se envió uno más nuevo.')
    expect((await rest('POST', 'users/reset-password', { body: { token: second, password: strong } })).status).toBe(200)
    // Accepted: there is nothing left to resend.
    const again = await rest('PATCH', `users/${body.doc.id}`, {
      body: { reenviar_invitacion: true },
      headers: { Authorization: `JWT ${adminJwt}` },
    })
    expect(again.status).toBe(400)
    expect(JSON.stringify(again.body)).toContain('no tiene una invitación pendiente')
  })

  it('GraphQL invites (no password) and resends, for an admin', async () => {
    const email = `graphql-${unique()}@ugc.test`
    const created = await graphql(
      `mutation { createUser(data: { email: "${email}", nombre: "Ana Ruiz", role: admisiones, password: "" }) { id invitacion_vence } }`,
      {
        Authorization: `JWT ${adminJwt}`,
      },
    )
    expect(created.body.errors).toBeUndefined()
    expect(created.body.data.createUser.invitacion_vence).toBeTruthy()
    const first = linkIn(await mailTo(email))
    const before = sink.caught.length
    const resent = await graphql(
      `mutation { updateUser(id: ${created.body.data.createUser.id}, data: { reenviar_invitacion: true }) { id } }`,
      { Authorization: `JWT ${adminJwt}` },
    )
    expect(resent.body.errors).toBeUndefined()
    expect(linkIn(await mailTo(email, before))).not.toBe(first)
  })

  it('revoking (deleting the pending account) kills the link', async () => {
    const email = `revocada-${unique()}@ugc.test`
    const { body } = await invite(adminJwt, email)
    const token = linkIn(await mailTo(email))
    expect((await rest('DELETE', `users/${body.doc.id}`, { headers: { Authorization: `JWT ${adminJwt}` } })).status).toBe(200)
    expect((await rest('POST', 'users/reset-password', { body: { token, password: strong } })).status).toBe(403)
    expect((await signIn(email, strong)).status).toBe(401)
  })

  it('only admins invite, resend or revoke: REST, GraphQL and the Local API without override', async () => {
    const editor = await createStaff(payload, 'editor')
    const editorJwt = await jwtOf(editor.email, 'contraseña-segura-123')
    const email = `intrusa-${unique()}@ugc.test`
    expect((await invite(editorJwt, email)).status).toBe(403)
    const viaGraphql = await graphql(`mutation { createUser(data: { email: "${email}", password: "", role: editor }) { id } }`, {
      Authorization: `JWT ${editorJwt}`,
    })
    expect(JSON.stringify(viaGraphql.body.errors)).toMatch(/No tienes permiso|not allowed|Forbidden/i)
    await expect(
      payload.create({
        collection: 'users',
        data: { email, role: 'editor' } as never,
        overrideAccess: false,
        user: { ...editor, collection: 'users' },
      }),
    ).rejects.toThrow()
    expect(await payload.count({ collection: 'users', where: { email: { equals: email } } })).toEqual({ totalDocs: 0 })

    const { body } = await invite(adminJwt, `pendiente-${unique()}@ugc.test`)
    const sent = count(body.doc.email)
    const resend = await rest('PATCH', `users/${body.doc.id}`, {
      body: { reenviar_invitacion: true },
      headers: { Authorization: `JWT ${editorJwt}` },
    })
    expect(resend.status).toBeGreaterThanOrEqual(403)
    expect(
      (await rest('DELETE', `users/${body.doc.id}`, { headers: { Authorization: `JWT ${editorJwt}` } })).status,
    ).toBeGreaterThanOrEqual(403)
    await mailTo(body.doc.email)
    await new Promise((r) => setTimeout(r, 2500))
    expect(count(body.doc.email)).toBe(Math.max(sent, 1))
  })

  it('«¿Olvidaste tu contraseña?» e-mails a working link through the queue; an unknown e-mail gets the same answer', async () => {
    const person = await createStaff(payload, 'admisiones')
    const known = await rest('POST', 'users/forgot-password', { body: { email: person.email } })
    const unknown = await rest('POST', 'users/forgot-password', { body: { email: `nadie-${unique()}@ugc.test` } })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    const raw = await mailTo(person.email)
    expect(raw).toContain('Restablece tu contrase')
    const token = linkIn(raw)
    expect(raw).toContain(`${env.siteUrl}/admin/reset/${token}`)
    expect((await rest('POST', 'users/reset-password', { body: { token, password: 'Nueva-contraseña-propia-2026' } })).status).toBe(200)
    expect((await signIn(person.email, 'Nueva-contraseña-propia-2026')).status).toBe(200)
    expect((await signIn(person.email, 'contraseña-segura-123')).status).toBe(401)
  })

  it('ten forgot-password requests a minute, over REST and GraphQL, change no token: the link last mailed still sets the password', async () => {
    const person = await createStaff(payload, 'editor')
    const before = sink.caught.length
    expect((await forgot(person.email)).status).toBe(200)
    const token = linkIn(await mailTo(person.email, before))
    const nobody = await forgot(`nadie-${unique()}@ugc.test`)
    for (let i = 0; i < 5; i++) {
      const answer = await forgot(person.email)
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual(nobody.body)
      const viaGraphql = await graphql(`mutation { forgotPasswordUser(email: ${JSON.stringify(person.email)}) }`)
      expect(viaGraphql.body.errors).toBeUndefined()
      expect(viaGraphql.body.data.forgotPasswordUser).toBe(true)
    }
    // Time for the queue to send anything those requests might have asked for.
    await new Promise((r) => setTimeout(r, 3000))
    const stored = await payload.db.findOne<{ id: number; resetPasswordToken?: string }>({
      collection: 'users',
      where: { id: { equals: person.id } },
    })
    expect(stored?.resetPasswordToken).toBe(token)
    expect((await rest('POST', 'users/reset-password', { body: { token, password: 'Sigue-sirviendo-el-enlace-2026' } })).status).toBe(200)
    expect((await signIn(person.email, 'Sigue-sirviendo-el-enlace-2026')).status).toBe(200)
  })

  it('a pending invitation asked for a reset gets its own invitation link again, never a one-hour reset', async () => {
    const email = `pendiente-olvido-${unique()}@ugc.test`
    const created = await invite(adminJwt, email)
    const token = linkIn(await mailTo(email))
    const expiry = (await payload.findByID({ collection: 'users', id: created.body.doc.id })).invitacion_vence
    const before = sink.caught.length
    for (let i = 0; i < 10; i++) expect((await forgot(email)).status).toBe(200)
    const again = await mailTo(email, before)
    expect(again).toContain('Para empezar, elige tu contrase')
    expect(again).not.toContain('Restablece tu contrase')
    expect(linkIn(again)).toBe(token)
    await new Promise((r) => setTimeout(r, 3000))
    expect(count(email)).toBe(2)
    expect((await payload.findByID({ collection: 'users', id: created.body.doc.id })).invitacion_vence).toBe(expiry)
    expect((await rest('POST', 'users/reset-password', { body: { token, password: strong } })).status).toBe(200)
    expect((await signIn(email, strong)).status).toBe(200)
  })

  it('no link ever reaches the logs', () => {
    // The account e-mails this file sent (the queue may also deliver other files' e-mails here, such
    // as an open day's reminder: they carry no account link).
    const tokens = sink.caught.filter((m) => m.raw.includes('/admin/reset/')).map((m) => linkIn(m.raw))
    expect(tokens.length).toBeGreaterThanOrEqual(8)
    const log = written.join('')
    for (const token of tokens) expect(log).not.toContain(token)
    expect(log).not.toContain('/admin/reset/')
  })
})
