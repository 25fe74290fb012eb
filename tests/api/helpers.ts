import { inject } from 'vitest'
import { solveCaptchaAt } from '../support/captcha'
import { setupTokenFromLog } from '../support/setupAddress'
import { lexicalFromParagraphs } from '../../src/lib/lexical'

export const base = inject('baseUrl')
export const label = inject('databaseLabel')

/**
 * How many requests a load test sends on this suite's engine: a quarter of the figure its title was
 * first written with on PostgreSQL, the engine of several servers, and an eighth on SQLite, whose
 * one writer takes the writes one after another anyway. Every request is still in flight at once,
 * so the property is the same (tens of writers racing for one row, one counter, one cap); the suites
 * run beside the browser tests on two cores (scripts/test.mjs), and at larger figures they only
 * measured how long two cores take to answer them, which is the benchmarks' job (npm run bench:load).
 */
export const load = (whole: number) => Math.ceil(whole / (label === 'PostgreSQL' ? 4 : 8))

const email = 'direccion.pruebas@ugc.edu.mx'
const password = 'Clave-de-prueba-2026'
let token: Promise<string> | undefined

/**
 * An admin's token for /cms-api: the site's first account, created on first use with the setup
 * address the server printed at start (tests/api/server-setup.ts keeps its output beside DATA_DIR).
 */
export function adminToken(): Promise<string> {
  token ??= (async () => {
    const send = (path: string, body: unknown) =>
      fetch(`${base}/cms-api/users/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    const setupToken = setupTokenFromLog(`${process.env.DATA_DIR}.log`)
    let response = await send('first-register', { email, password, confirmPassword: password, nombre: 'Dirección', setupToken })
    if (!response.ok) response = await send('login', { email, password })
    const body = (await response.json()) as { token?: string }
    if (!body.token) throw new Error('No se pudo iniciar sesión como administrador')
    return body.token
  })()
  return token
}

/** Reads the back office's REST API as an admin. */
export async function cms(path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}/cms-api${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await adminToken()}`, ...init.headers },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/**
 * A new editor's token for /cms-api (an account the admin creates; `tag` keeps the address apart).
 * An editor saves drafts and sends them to review; `publicador` makes one who publishes.
 */
export async function editorToken(tag: string, role: 'editor' | 'publicador' = 'editor'): Promise<string> {
  return (await staffAccount(tag, role)).signIn()
}

/** A new staff account; each `signIn()` opens another session of it and answers its token. */
export async function staffAccount(tag: string, role: 'editor' | 'publicador' = 'editor') {
  const email = `${role === 'editor' ? 'editora' : 'publicadora'}.${tag}.${Date.now()}@ugc.edu.mx`
  const password = 'Marea-Roja-Pelicano-71'
  const created = await cms('/users', {
    method: 'POST',
    body: JSON.stringify({ email, password, nombre: role === 'editor' ? 'Editora' : 'Publicadora', role }),
  })
  if (created.status !== 201) throw new Error(`No se pudo crear la cuenta de editora: ${created.status}`)
  const signIn = async () => {
    const login = await fetch(`${base}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    return ((await login.json()) as { token: string }).token
  }
  return { id: (created.body.doc as { id: number }).id, signIn }
}

/** Solves the site's ALTCHA challenge as the visitor's browser would. */
export const solveCaptcha = (): Promise<string> => solveCaptchaAt(base)

/** Reads until `ok` holds or `ms` have passed: the last value read, and after how many ms. */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 5000): Promise<{ value: T; after: number }> {
  const start = Date.now()
  let value = await read()
  while (!ok(value) && Date.now() - start < ms) {
    await new Promise((r) => setTimeout(r, 100))
    value = await read()
  }
  return { value, after: Date.now() - start }
}

/** The visible text of a page: what a visitor reads, without the per-request script payload. */
export const visible = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * A news item made through the back office's REST API of the server at `server` as the admin, with the
 * first picture of the library: a draft, or published at once. Resolves with its id.
 */
export async function createNewsItem(server: string, titulo: string, status: 'draft' | 'published'): Promise<number> {
  const headers = { 'Content-Type': 'application/json', Authorization: `JWT ${await adminToken()}` }
  const media = (await (await fetch(`${server}/cms-api/media?limit=1&depth=0&where[mimeType][contains]=image`, { headers })).json()) as {
    docs: { id: number }[]
  }
  const created = await fetch(`${server}/cms-api/comunicaciones?depth=0${status === 'draft' ? '&draft=true' : ''}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      tipo: 'NOT',
      titulo,
      fecha: new Date().toISOString(),
      path_imagen: media.docs[0]!.id,
      contenido: lexicalFromParagraphs([`${titulo}.`]),
      _status: status,
    }),
  })
  if (created.status !== 201) throw new Error(`La noticia no se creó: ${created.status} ${await created.text()}`)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}
