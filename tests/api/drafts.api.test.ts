import { beforeAll, describe, expect, inject, it } from 'vitest'

const base = inject('baseUrl')
const label = inject('databaseLabel')
let token: string

/** The back office's own REST API, as an editor's browser uses it. */
async function cms(path: string, method: string, body?: unknown) {
  const response = await fetch(`${base}/cms-api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const titles = async () =>
  ((await (await fetch(`${base}/api/get-comunicacion/?tipo=NOT`)).json()) as { data: { titulo: string; slug: string }[] }).data

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 5000): Promise<T> {
  const start = Date.now()
  let value = await read()
  while (!ok(value) && Date.now() - start < ms) {
    await new Promise((r) => setTimeout(r, 200))
    value = await read()
  }
  return value
}

beforeAll(async () => {
  const email = `editora-${Date.now()}@ugc.edu.mx`
  const password = 'Clave-de-prueba-2026'
  let auth = await cms('/users/first-register', 'POST', { email, password, confirmPassword: password, nombre: 'Editora' })
  if (auth.status >= 400) auth = await cms('/users/login', 'POST', { email, password })
  token = auth.body.token as string
  expect(token).toBeTruthy()
})

describe(`only published content leaves the back office; a publish shows within seconds (${label})`, () => {
  it('a draft is invisible to the API; once published it is listed and its detail visits count', async () => {
    const titulo = `Borrador de convocatoria ${Date.now()}`
    const draft = await cms('/comunicaciones?draft=true', 'POST', { tipo: 'NOT', titulo, fecha: new Date().toISOString(), _status: 'draft' })
    expect(draft.status).toBe(201)
    const doc = draft.body.doc as { id: number; slug: string }
    expect((await titles()).map((n) => n.titulo)).not.toContain(titulo)
    expect((await fetch(`${base}/api/post-visitas`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ slug: doc.slug }) })).status).toBe(404)

    const published = await cms(`/comunicaciones/${doc.id}`, 'PATCH', { _status: 'published' })
    expect(published.status).toBe(200)
    const after = await eventually(titles, (list) => list.some((n) => n.titulo === titulo))
    expect(after[0]!.titulo).toBe(titulo)
    expect(after[0]!.slug).toBe(doc.slug)
  })
})
