import fs from 'node:fs'
import { Redis } from 'ioredis'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareSetupToken, setupTokenFile } from '@/cms/auth/setupToken'
import { firstAccountFormRefusal } from '@/cms/auth/firstAccountForm'
import { env } from '@/env'
import { createStaff, unique } from './fixtures'
import { graphql, rest } from './http'
import { testPayload } from './payload'
import { expectAboutAsLong } from '../support/timing'

let payload: Payload
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const goodPassword = 'contraseña-segura-123'

const messages = (body: Record<string, any>) => JSON.stringify(body)
// A client address of its own for each test that counts attempts (TRUSTED_PROXY_HOPS=1 here).
const address = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
const wrongAnswer = { status: 401, message: 'El correo o la contraseña son incorrectos.' }

async function loginToken(email: string, password = goodPassword): Promise<string> {
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return token!
}

beforeAll(async () => {
  payload = await testPayload()
  // The REST sign-in limit counts per address; a Redis left from a run a minute ago must not count.
  if (env.redisUrl) {
    const redis = new Redis(env.redisUrl)
    const keys = await redis.keys('ugc:rl:inicio-sesion*')
    if (keys.length > 0) await redis.del(...keys)
    await redis.quit()
  }
})

describe(`the first account needs the setup address (${engine})`, () => {
  let token: string

  beforeAll(async () => {
    // A brand-new site: no account at all.
    await payload.delete({ collection: 'users', where: { id: { exists: true } }, overrideAccess: true })
    token = (await prepareSetupToken(payload))!
    expect(token).toMatch(/^[\w-]{40,}$/)
  })

  it('the first-account page and first-register refuse anyone without the token, in Spanish', async () => {
    for (const wrong of [null, 'adivinado', `${token}x`]) {
      const page = await firstAccountFormRefusal(wrong)
      expect(page?.status).toBe(403)
      expect(await page!.text()).toContain('dirección de configuración que se mostró en la terminal')
    }
    expect(await firstAccountFormRefusal(token)).toBeNull()

    const data = { email: `intruso-${unique()}@ugc.test`, password: 'Intruso-con-clave-2026', confirmPassword: 'Intruso-con-clave-2026' }
    for (const body of [data, { ...data, setupToken: 'adivinado' }]) {
      const answer = await rest('POST', 'users/first-register', { body })
      expect(answer.status).toBe(403)
      expect(answer.body.errors[0].message).toContain('dirección de configuración que se mostró en la terminal')
    }
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
  })

  it('with the token, the password rule still applies to the first account', async () => {
    const answer = await rest('POST', 'users/first-register', {
      body: { email: `direccion-${unique()}@ugc.test`, password: 'corta', confirmPassword: 'corta', setupToken: token },
    })
    expect(answer.status).toBe(400)
    expect(messages(answer.body)).toContain('La contraseña debe tener al menos 12 caracteres.')
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
  })

  it('ten simultaneous first-register requests with the token create exactly one admin', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        rest('POST', 'users/first-register', {
          body: { email: `primera-${i}-${unique()}@ugc.test`, password: goodPassword, confirmPassword: goodPassword, setupToken: token },
        }),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    const users = await payload.find({ collection: 'users', overrideAccess: true })
    expect(users.totalDocs).toBe(1)
    expect(users.docs[0]!.role).toBe('admin')
    // The token is spent: nothing of it is kept, and the form now sends people to sign in.
    expect(await payload.kv.get('ugc:primera-cuenta')).toBeNull()
    expect(fs.existsSync(setupTokenFile())).toBe(false)
    expect(await prepareSetupToken(payload)).toBeNull()
    const again = await rest('POST', 'users/first-register', {
      body: { email: `otra-${unique()}@ugc.test`, password: goodPassword, confirmPassword: goodPassword, setupToken: token },
    })
    expect(again.status).toBe(403)
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(1)
  })
})

describe(`one password rule on every path (${engine})`, () => {
  it('the Local API (create-admin, seeding) refuses short, common and e-mail-name passwords', async () => {
    const cases: [string, string, string][] = [
      [`b-${unique()}@ugc.test`, 'abc', 'La contraseña debe tener al menos 12 caracteres.'],
      [`c-${unique()}@ugc.test`, 'password1234', 'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.'],
      ['lucia.mendoza@ugc.test', 'Lucia.Mendoza-2026', 'La contraseña no puede contener el nombre del correo («lucia.mendoza»).'],
    ]
    for (const [email, password, message] of cases) {
      const error = await payload.create({ collection: 'users', data: { email, password, role: 'editor' } }).catch((e: unknown) => e)
      expect((error as Error).message).toBe(message)
      expect((error as { data?: unknown }).data).toEqual({ errors: [{ message, path: 'password' }] })
    }
  })

  it('REST and GraphQL refuse a weak password for another account, in Spanish', async () => {
    const admin = await createStaff(payload, 'admin')
    const editor = await createStaff(payload, 'editor')
    const auth = { Authorization: `JWT ${await loginToken(admin.email)}` }
    const patched = await rest('PATCH', `users/${editor.id}`, { body: { password: 'qwerty123456' }, headers: auth })
    expect(patched.status).toBe(400)
    expect(messages(patched.body)).toContain('Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.')
    const created = await rest('POST', 'users', {
      body: { email: `d-${unique()}@ugc.test`, password: 'corta', role: 'editor' },
      headers: auth,
    })
    expect(created.status).toBe(400)
    expect(messages(created.body)).toContain('La contraseña debe tener al menos 12 caracteres.')
    const viaGraphql = await graphql(`mutation { updateUser(id: ${editor.id}, data: { password: "abc" }) { id } }`, auth)
    expect(messages(viaGraphql.body)).toContain('La contraseña debe tener al menos 12 caracteres.')
    // An admin sets another person's password without knowing theirs; the old one stops working.
    const ok = await rest('PATCH', `users/${editor.id}`, { body: { password: 'Nueva-clave-de-editor-2026' }, headers: auth })
    expect(ok.status).toBe(200)
    await expect(
      payload.login({ collection: 'users', data: { email: editor.email, password: 'Nueva-clave-de-editor-2026' } }),
    ).resolves.toHaveProperty('token')
  })

  it('changing one’s own password asks for the current one (REST and GraphQL)', async () => {
    const editor = await createStaff(payload, 'editor')
    const auth = { Authorization: `JWT ${await loginToken(editor.email)}` }
    const missing = await rest('PATCH', `users/${editor.id}`, { body: { password: 'Otra-clave-muy-larga-2026' }, headers: auth })
    expect(missing.status).toBe(400)
    expect(messages(missing.body)).toContain('Para cambiar tu contraseña escribe también tu contraseña actual.')
    const wrong = await rest('PATCH', `users/${editor.id}`, {
      body: { password: 'Otra-clave-muy-larga-2026', currentPassword: 'no-es-la-mia-2026' },
      headers: { ...auth, 'X-Forwarded-For': address() },
    })
    expect(wrong.status).toBe(400)
    expect(messages(wrong.body)).toContain('La contraseña actual no es correcta.')
    // Said beside the field it is about: the admin places each of data.errors by its path.
    expect(wrong.body.errors[0].data.errors).toEqual([{ message: 'La contraseña actual no es correcta.', path: 'currentPassword' }])
    const viaGraphql = await graphql(
      `mutation { updateUser(id: ${editor.id}, data: { password: "Otra-clave-muy-larga-2026" }) { id } }`,
      auth,
    )
    expect(messages(viaGraphql.body)).toContain('Para cambiar tu contraseña escribe también tu contraseña actual.')
    await expect(payload.login({ collection: 'users', data: { email: editor.email, password: goodPassword } })).resolves.toHaveProperty(
      'token',
    )

    const right = await rest('PATCH', `users/${editor.id}`, {
      body: { password: 'Otra-clave-muy-larga-2026', currentPassword: goodPassword },
      headers: auth,
    })
    expect(right.status).toBe(200)
    expect(right.body.doc.currentPassword ?? null).toBeNull()
    expect(JSON.stringify(right.body)).not.toContain(goodPassword)
    await expect(
      payload.login({ collection: 'users', data: { email: editor.email, password: 'Otra-clave-muy-larga-2026' } }),
    ).resolves.toHaveProperty('token')
  })

  it('a password reset follows the same rule', async () => {
    const editor = await createStaff(payload, 'editor')
    const resetToken = await payload.forgotPassword({ collection: 'users', data: { email: editor.email }, disableEmail: true })
    const weak = await rest('POST', 'users/reset-password', { body: { token: resetToken, password: 'password1234' } })
    expect(weak.status).toBe(400)
    expect(messages(weak.body)).toContain('Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.')
    const strong = await rest('POST', 'users/reset-password', { body: { token: resetToken, password: 'Restablecida-con-cuidado-2026' } })
    expect(strong.status).toBe(200)
  })
})

describe(`the back-office API is for staff (${engine})`, () => {
  it('anonymous REST and GraphQL reads answer 401; sign-in itself stays open', async () => {
    for (const path of ['media', 'comunicaciones', 'globals/configuracion-sitio', 'users', 'solicitudes-contacto', 'access']) {
      const answer = await rest('GET', path)
      expect(answer.status, path).toBe(401)
      expect(answer.body).toEqual({ errors: [{ message: 'Inicia sesión en la administración para usar esta dirección.' }] })
    }
    const query = await graphql('{ Medias { docs { filename } } }')
    expect(query.status).toBe(401)
    const introspection = await graphql('{ __schema { types { name } } }')
    expect(introspection.status).toBe(401)
    // What the admin's sign-in pages need before a session exists.
    expect((await rest('GET', 'users/me')).body).toMatchObject({ user: null })
    expect((await rest('POST', 'users/logout')).status).not.toBe(401)
    expect((await rest('POST', 'users/forgot-password', { body: { email: 'nadie@ugc.test' } })).status).toBe(200)
    const graphqlLogin = await graphql('mutation { loginUser(email: "nadie@ugc.test", password: "no-es-valida-2026") { token } }')
    expect(graphqlLogin.status).not.toBe(401)
    expect(messages(graphqlLogin.body)).toContain('El correo o la contraseña son incorrectos.')
    // Staff keep reading it.
    const editor = await createStaff(payload, 'editor')
    const asEditor = await rest('GET', 'media', { headers: { Authorization: `JWT ${await loginToken(editor.email)}` } })
    expect(asEditor.status).toBe(200)
  })

  it('a staff cookie counts only from the site’s own origin: a cross-origin write is refused', async () => {
    const editor = await createStaff(payload, 'editor')
    const login = await rest('POST', 'users/login', { body: { email: editor.email, password: goodPassword } })
    expect(login.status).toBe(200)
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!
    expect(cookie).toMatch(/^payload-token=/)
    const create = (origin: string) =>
      rest('POST', 'casos-exito', { body: { titulo: `CSRF ${origin}`, subtitulo: 'x' }, headers: { Cookie: cookie, Origin: origin } })
    const forged = await create('https://sitio-ajeno.example')
    expect(forged.status).toBe(401)
    const sameSiteOther = await create('http://otro.localhost:3000')
    expect(sameSiteOther.status).toBe(401)
    expect((await payload.count({ collection: 'casos-exito', where: { titulo: { like: 'CSRF' } } })).totalDocs).toBe(0)
    // The same cookie from the site's own pages works (the write then fails only on its missing image).
    const own = await rest('GET', 'users/me', { headers: { Cookie: cookie, Origin: env.siteUrl } })
    expect(own.body.user?.email).toBe(editor.email)
    const ownWrite = await create(env.siteUrl)
    expect(ownWrite.status).toBe(400)
  })
})

describe(`sign-in abuse (${engine})`, () => {
  afterAll(async () => {
    if (env.redisUrl) {
      const redis = new Redis(env.redisUrl)
      const keys = await redis.keys('ugc:rl:inicio-sesion*')
      if (keys.length > 0) await redis.del(...keys)
      await redis.quit()
    }
  })

  it('an unknown e-mail gets the same answer, in about the same time, as a wrong password; then the address is held back', async () => {
    const [a, b, c] = [await createStaff(payload, 'editor'), await createStaff(payload, 'editor'), await createStaff(payload, 'editor')]
    // An address of its own: the minute counted starts with this test, not with an earlier one's try.
    const from = address()
    const attempt = async (email: string, password: string) => {
      const started = performance.now()
      const answer = await rest('POST', 'users/login', { body: { email, password }, headers: { 'X-Forwarded-For': from } })
      return { ...answer, ms: performance.now() - started }
    }
    // Successful sign-ins do not count against the address.
    for (let i = 0; i < 12; i++) expect((await attempt(c.email, goodPassword)).status).toBe(200)

    const unknown = []
    const wrong = []
    for (const email of [a.email, b.email, a.email, b.email]) {
      unknown.push(await attempt(`nadie-${unique()}@ugc.test`, 'no-es-valida-2026'))
      wrong.push(await attempt(email, 'no-es-valida-2026'))
    }
    for (const answer of [...unknown, ...wrong]) {
      expect(answer.status).toBe(401)
      expect(answer.body.errors[0].message).toBe('El correo o la contraseña son incorrectos.')
    }
    expectAboutAsLong(unknown, wrong, ['desconocido', 'equivocada'])

    // Two more failures reach 10 in the minute: the eleventh attempt from the address is held
    // back, even with a right password for another account, in Spanish, without checking it.
    expect((await attempt(`nadie-${unique()}@ugc.test`, 'x-no-es-valida')).status).toBe(401)
    expect((await attempt(`nadie-${unique()}@ugc.test`, 'x-no-es-valida')).status).toBe(401)
    const held = await attempt(c.email, goodPassword)
    expect(held.status).toBe(429)
    expect(held.body.errors[0].message).toMatch(
      /^Demasiados intentos de inicio de sesión desde tu conexión\. Espera \d+ segundos y vuelve a intentarlo\.$/,
    )
    const viaGraphql = await graphql(`mutation { loginUser(email: "${c.email}", password: "${goodPassword}") { token } }`, {
      'X-Forwarded-For': from,
    })
    expect(messages(viaGraphql.body)).toContain('Demasiados intentos de inicio de sesión desde tu conexión.')
    // The accounts themselves are not locked by it: the Local API (the server's own code) still signs in.
    await expect(payload.login({ collection: 'users', data: { email: c.email, password: goodPassword } })).resolves.toHaveProperty('token')
  })
})

describe(`a wrong, a held-back and an unknown account answer alike; nobody keeps an owner out (${engine})`, () => {
  const attempt = async (email: string, password: string, from: string) => {
    const started = performance.now()
    const answer = await rest('POST', 'users/login', { body: { email, password }, headers: { 'X-Forwarded-For': from } })
    return { ...answer, ms: performance.now() - started }
  }

  it('after five wrong passwords from one address, that address gets the wrong-password answer, in about the same time', async () => {
    const [a, b] = [await createStaff(payload, 'editor'), await createStaff(payload, 'editor')]
    const [x, y, z] = [address(), address(), address()]
    for (let i = 0; i < 5; i++) {
      const answer = await attempt(a.email, `no-es-valida-${i}-2026`, x)
      expect([answer.status, answer.body.errors[0].message]).toEqual([wrongAnswer.status, wrongAnswer.message])
    }
    // The three kinds taken in turn, so a busy spell of the machine slows them alike (4 wrong ones
    // from y: under its hold of 5). The last held try has the right password: held back even then,
    // otherwise the sixth guess could still find it.
    const held = []
    const wrong = []
    const unknown = []
    for (let i = 0; i < 4; i++) {
      held.push(await attempt(a.email, i === 3 ? goodPassword : 'no-es-valida-2026', x))
      wrong.push(await attempt(b.email, 'no-es-valida-2026', y))
      unknown.push(await attempt(`nadie-${unique()}@ugc.test`, 'no-es-valida-2026', z))
    }
    for (const answer of [...held, ...wrong, ...unknown]) {
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual(wrong[0]!.body)
      expect(answer.body.errors[0].message).toBe(wrongAnswer.message)
    }
    expectAboutAsLong(held, wrong, ['retenida', 'equivocada'])
    const viaGraphql = await graphql(`mutation { loginUser(email: "${a.email}", password: "${goodPassword}") { token } }`, {
      'X-Forwarded-For': x,
    })
    expect(viaGraphql.body.data?.loginUser ?? null).toBeNull()
    expect(messages(viaGraphql.body)).toContain(wrongAnswer.message)
    expect(messages(viaGraphql.body)).not.toContain('bloqueado')
  })

  it('the owner signs in from another address while an attacker keeps failing on the account (REST and GraphQL)', async () => {
    const admin = await createStaff(payload, 'admin')
    const attacker = address()
    for (let i = 0; i < 7; i++) expect((await attempt(admin.email, `adivina-${i}-2026`, attacker)).status).toBe(401)
    const owner = await attempt(admin.email, goodPassword, address())
    expect(owner.status).toBe(200)
    expect(owner.body.user.email).toBe(admin.email)
    for (let i = 7; i < 9; i++) expect((await attempt(admin.email, `adivina-${i}-2026`, attacker)).status).toBe(401)
    const viaGraphql = await graphql(`mutation { loginUser(email: "${admin.email}", password: "${goodPassword}") { token } }`, {
      'X-Forwarded-For': address(),
    })
    expect(viaGraphql.body.errors).toBeUndefined()
    expect(viaGraphql.body.data.loginUser.token).toBeTruthy()
    // The attacker's address itself gets nowhere, even with the right password.
    expect((await attempt(admin.email, goodPassword, attacker)).status).toBe(401)
  })
})

describe(`changing one’s own e-mail needs the current password; wrong ones are limited (${engine})`, () => {
  it('asks for it over REST and GraphQL; an admin changing someone else’s e-mail is not asked', async () => {
    const editor = await createStaff(payload, 'editor')
    const headers = { Authorization: `JWT ${await loginToken(editor.email)}`, 'X-Forwarded-For': address() }
    const newEmail = `nuevo-${unique()}@ugc.test`
    const missing = await rest('PATCH', `users/${editor.id}`, { body: { email: newEmail }, headers })
    expect(missing.status).toBe(400)
    expect(missing.body.errors[0].data.errors).toEqual([
      { message: 'Para cambiar tu correo escribe también tu contraseña actual.', path: 'currentPassword' },
    ])
    const viaGraphql = await graphql(`mutation { updateUser(id: ${editor.id}, data: { email: "${newEmail}" }) { id email } }`, headers)
    expect(messages(viaGraphql.body)).toContain('Para cambiar tu correo escribe también tu contraseña actual.')
    const wrong = await rest('PATCH', `users/${editor.id}`, { body: { email: newEmail, currentPassword: 'no-es-la-mia-2026' }, headers })
    expect(wrong.status).toBe(400)
    expect(messages(wrong.body)).toContain('La contraseña actual no es correcta.')
    expect((await payload.findByID({ collection: 'users', id: editor.id })).email).toBe(editor.email)

    const right = await graphql(
      `mutation { updateUser(id: ${editor.id}, data: { email: "${newEmail}", currentPassword: "${goodPassword}" }) { email } }`,
      headers,
    )
    expect(right.body.errors).toBeUndefined()
    expect(right.body.data.updateUser.email).toBe(newEmail)

    const admin = await createStaff(payload, 'admin')
    const other = await createStaff(payload, 'editor')
    const byAdmin = await rest('PATCH', `users/${other.id}`, {
      body: { email: `cambiado-${unique()}@ugc.test` },
      headers: { Authorization: `JWT ${await loginToken(admin.email)}` },
    })
    expect(byAdmin.status).toBe(200)
  })

  it('after five wrong current passwords the address is held back, in Spanish, even with the right one (REST and GraphQL)', async () => {
    const editor = await createStaff(payload, 'editor')
    const from = address()
    const headers = { Authorization: `JWT ${await loginToken(editor.email)}`, 'X-Forwarded-For': from }
    const change = { password: 'Otra-clave-muy-larga-2026' }
    for (let i = 0; i < 5; i++) {
      const wrong = await rest('PATCH', `users/${editor.id}`, { body: { ...change, currentPassword: `no-es-la-mia-${i}-2026` }, headers })
      expect(wrong.status).toBe(400)
      expect(messages(wrong.body)).toContain('La contraseña actual no es correcta.')
    }
    const held = await rest('PATCH', `users/${editor.id}`, { body: { ...change, currentPassword: goodPassword }, headers })
    expect(held.status).toBe(429)
    expect(held.body.errors[0].message).toMatch(
      /^Demasiados intentos con una contraseña equivocada\. Espera \d+ segundos y vuelve a intentarlo\.$/,
    )
    const viaGraphql = await graphql(
      `mutation { updateUser(id: ${editor.id}, data: { email: "otro-${unique()}@ugc.test", currentPassword: "${goodPassword}" }) { id } }`,
      headers,
    )
    expect(messages(viaGraphql.body)).toContain('Demasiados intentos con una contraseña equivocada.')
    // Nothing changed: the old password still signs in.
    await expect(payload.login({ collection: 'users', data: { email: editor.email, password: goodPassword } })).resolves.toHaveProperty(
      'token',
    )
    expect((await payload.findByID({ collection: 'users', id: editor.id })).email).toBe(editor.email)
  })
})
