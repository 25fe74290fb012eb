import type { Endpoint, Payload, PayloadHandler, PayloadRequest } from 'payload'
import { forgetSetupToken, hasAccounts, setupTokenMatches, setupTokenMissingMessage } from '@/cms/auth/setupToken'

/**
 * The setup token as an API client sends it (?token= or `setupToken` in the body) or as the
 * admin's first-account form does: Payload's form posts from the page whose address carries it,
 * and the browser names that page in Referer (the site's Referrer-Policy sends the full address
 * only to the site itself).
 */
async function tokenOf(req: PayloadRequest): Promise<unknown> {
  const fromQuery = new URL(req.url ?? 'http://localhost/').searchParams.get('token')
  if (fromQuery) return fromQuery
  const referer = req.headers.get('referer')
  if (referer && URL.canParse(referer)) {
    const page = new URL(referer)
    const fromPage = page.pathname.endsWith('/admin/create-first-user') ? page.searchParams.get('token') : null
    if (fromPage) return fromPage
  }
  // Read from a copy: Payload's own handler reads the body afterwards.
  const request = (req as unknown as Request).clone()
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.startsWith('application/json')) return ((await request.json()) as { setupToken?: unknown }).setupToken
    if (type.startsWith('multipart/') || type.startsWith('application/x-www-form-urlencoded')) {
      const form = await request.formData()
      const payload = form.get('_payload')
      if (typeof payload === 'string') return (JSON.parse(payload) as { setupToken?: unknown }).setupToken
      return form.get('setupToken')
    }
  } catch {
    // an unreadable body has no token
  }
  return undefined
}

let creating = false

/**
 * One first account at a time: in this process a flag, across instances on PostgreSQL an advisory
 * lock (SQLite is one server's file). Whoever does not get it is told to wait; Payload's own
 * handler then refuses every request once an account exists.
 */
async function alone(payload: Payload, work: () => Promise<Response>): Promise<Response | null> {
  if (creating) return null
  creating = true
  try {
    const pool = (
      payload.db as { pool?: { connect(): Promise<{ query(sql: string): Promise<{ rows: { locked: boolean }[] }>; release(): void }> } }
    ).pool
    if (!pool) return await work()
    const client = await pool.connect()
    try {
      // A fixed key of this application: "first account" as a number.
      const { rows } = await client.query('SELECT pg_try_advisory_lock(7741900119) AS locked')
      if (!rows[0]?.locked) return null
      try {
        return await work()
      } finally {
        await client.query('SELECT pg_advisory_unlock(7741900119)')
      }
    } finally {
      client.release()
    }
  } finally {
    creating = false
  }
}

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/**
 * POST /cms-api/users/first-register in front of Payload's: without the printed setup token
 * nobody creates the first account (which becomes admin), and two at once never create two.
 */
export function firstRegisterEndpoint(): Endpoint {
  const handler: PayloadHandler = async (req) => {
    // Payload's own handler, listed after this one.
    const endpoints = req.payload.collections.users.config.endpoints || []
    const payloadHandler = endpoints.find(
      (other) => other.handler !== handler && other.path === '/first-register' && other.method === 'post',
    )?.handler
    if (!payloadHandler) return refuse(404, 'No encontrado.')
    if (await hasAccounts(req.payload)) return payloadHandler(req)
    if (!(await setupTokenMatches(req.payload, await tokenOf(req)))) return refuse(403, setupTokenMissingMessage)
    const answer = await alone(req.payload, async () => {
      const response = await payloadHandler(req)
      // The first account exists: the setup address stops working for good.
      if (response.ok) await forgetSetupToken(req.payload)
      return response
    })
    return answer ?? refuse(409, 'Ya se está creando la primera cuenta. Espera unos segundos e inicia sesión.')
  }
  return { path: '/first-register', method: 'post', handler }
}
