import { describe, expect, it } from 'vitest'
import { testSiteUrl } from '../support/site.mjs'
import { base, cms, label } from './helpers'

const signInNeeded = { errors: [{ message: 'Inicia sesión en la administración para usar esta dirección.' }] }

describe(`the back office's API is for staff (${label})`, () => {
  it('anonymous REST and GraphQL answer 401; uploaded files keep being served at /media', async () => {
    const books = await (await fetch(`${base}/api/get_libros/`)).text()
    const file = books.match(/\/media\/[^"?]+/)?.[0]
    expect(file).toBeTruthy()
    expect((await fetch(`${base}${file}`)).status).toBe(200)
    const name = file!.split('/').pop()!
    for (const path of [
      '/cms-api/media',
      '/cms-api/media?where[alt][exists]=true',
      `/cms-api/media/file/${name}`,
      '/cms-api/globals/configuracion-sitio',
      '/cms-api/comunicaciones?draft=true',
      '/cms-api/users',
    ]) {
      const answer = await fetch(`${base}${path}`)
      expect(answer.status, path).toBe(401)
      expect(await answer.json()).toEqual(signInNeeded)
    }
    const graphql = await fetch(`${base}/cms-api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ ConfiguracionSitio { telefono } Medias { docs { filename } } }' }),
    })
    expect(graphql.status).toBe(401)
    // The admin's sign-in page itself still loads, and asks who you are.
    const loginPage = await fetch(`${base}/admin/login`)
    expect(loginPage.status).toBe(200)
  })

  it('the public pages and the contact form never call /cms-api', async () => {
    for (const page of ['/', '/quejasysugerencias', '/licenciaturas']) {
      const html = await (await fetch(`${base}${page}`)).text()
      expect(html, page).not.toContain('/cms-api')
    }
  })

  it('a staff cookie from a real sign-in counts only on requests from the site’s own origin', async () => {
    const email = `csrf.${Date.now()}@ugc.edu.mx`
    const password = 'Sesion-de-editora-2026'
    const created = await cms('/users', { method: 'POST', body: JSON.stringify({ email, password, role: 'editor', nombre: 'Editora' }) })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    const login = await fetch(`${base}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!
    const rename = (nombre: string, headers: Record<string, string>) =>
      fetch(`${base}/cms-api/users/${id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Cookie: cookie, ...headers },
        body: JSON.stringify({ nombre }),
      })

    // A page of another site posting with the editor's cookie, or a client that does not say where it comes from.
    expect((await rename('Cambiada desde otro sitio', { Origin: 'https://sitio-ajeno.example' })).status).toBe(401)
    expect((await rename('Cambiada por un subdominio', { Origin: 'http://otro.localhost:3100' })).status).toBe(401)
    expect((await rename('Cambiada sin origen', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(401)
    expect(((await cms(`/users/${id}`)).body as { nombre: string }).nombre).toBe('Editora')
    // The site's own pages.
    expect((await rename('Editora de noticias', { Origin: testSiteUrl })).status).toBe(200)
    expect(((await cms(`/users/${id}`)).body as { nombre: string }).nombre).toBe('Editora de noticias')

    // CORS: only the site's origin may read answers from a browser.
    const preflight = (origin: string) =>
      fetch(`${base}/cms-api/users/me`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' } })
    expect((await preflight('https://sitio-ajeno.example')).headers.get('access-control-allow-origin')).not.toBe(
      'https://sitio-ajeno.example',
    )
    expect((await preflight(testSiteUrl)).headers.get('access-control-allow-origin')).toBe(testSiteUrl)
    await cms(`/users/${id}`, { method: 'DELETE' })
  })

  it('a refused password change names the field it is about, so the admin says it beside that field', async () => {
    const email = `clave.${Date.now()}@ugc.edu.mx`
    const password = 'Sesion-de-editora-2026'
    const created = await cms('/users', { method: 'POST', body: JSON.stringify({ email, password, role: 'editor', nombre: 'Editora' }) })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    const login = await fetch(`${base}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    const { token } = (await login.json()) as { token: string }
    const change = (body: Record<string, string>) =>
      fetch(`${base}/cms-api/users/${id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify(body),
      })
    const missing = await change({ password: 'Otra-clave-muy-larga-2026' })
    expect(missing.status).toBe(400)
    const message = 'Para cambiar tu contraseña escribe también tu contraseña actual.'
    expect(await missing.json()).toEqual({
      errors: [{ name: 'APIError', message, data: { errors: [{ message, path: 'currentPassword' }] } }],
    })
    const short = await change({ password: 'corta', currentPassword: password })
    expect(short.status).toBe(400)
    expect(((await short.json()) as { errors: { data: { errors: { path: string }[] } }[] }).errors[0]!.data.errors[0]!.path).toBe(
      'password',
    )
    await cms(`/users/${id}`, { method: 'DELETE' })
  })
})
