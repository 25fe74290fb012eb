import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { base, cms, label } from './helpers'
import { startMailSink } from '../support/mailSink'

// The production server (npm start) with its own queue runner, a real mail server, and its log.
const smtpPort = inject('smtpPort')
let sink: Awaited<ReturnType<typeof startMailSink>>
const mailTo = (email: string) => sink.mailTo(email, { ms: 60_000 })
const tokenIn = (raw: string) => raw.match(/\/admin\/reset\/([0-9a-f]{40})/)![1]!
const post = (path: string, body: unknown) =>
  fetch(`${base}/cms-api/users/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

beforeAll(async () => {
  sink = await startMailSink(smtpPort)
})
afterAll(() => sink.close())

describe(`staff account e-mails from the production server (${label})`, () => {
  it('an invitation and a password reset arrive with working links on the site’s address, and no link is in the server’s log', async () => {
    const tag = Date.now()
    const invitee = `invitada-${tag}@ugc.edu.mx`
    const invited = await cms('/users', {
      method: 'POST',
      body: JSON.stringify({ email: invitee, nombre: 'Ana Ruiz', role: 'admisiones' }),
    })
    expect(invited.status).toBe(201)
    const invitation = await mailTo(invitee)
    expect(invitation).toContain(`${process.env.SITE_URL}/admin/reset/`)
    expect((await post('login', { email: invitee, password: 'Mi-contraseña-elegida-2026' })).status).toBe(401)
    expect((await post('reset-password', { token: tokenIn(invitation), password: 'Mi-contraseña-elegida-2026' })).status).toBe(200)
    expect((await post('login', { email: invitee, password: 'Mi-contraseña-elegida-2026' })).status).toBe(200)

    // «¿Olvidaste tu contraseña?»: the same answer for an account and for nobody.
    const known = await post('forgot-password', { email: invitee })
    const unknown = await post('forgot-password', { email: `nadie-${tag}@ugc.edu.mx` })
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(await unknown.json()).toEqual(await known.json())
    const reset = await (async () => {
      const start = Date.now()
      for (;;) {
        const mails = sink.caught.filter((m) => m.to === invitee)
        if (mails.length === 2) return mails[1]!.raw
        if (Date.now() - start > 60_000) throw new Error('No llegó el correo para restablecer la contraseña')
        await new Promise((r) => setTimeout(r, 250))
      }
    })()
    expect((await post('reset-password', { token: tokenIn(reset), password: 'Otra-contraseña-elegida-2026' })).status).toBe(200)
    expect((await post('login', { email: invitee, password: 'Otra-contraseña-elegida-2026' })).status).toBe(200)

    const log = fs.readFileSync(`${process.env.DATA_DIR}.log`, 'utf8')
    for (const raw of [invitation, reset]) expect(log).not.toContain(tokenIn(raw))
    expect(log).not.toContain('/admin/reset/')
  })
})
