import { afterAll, describe, expect, it } from 'vitest'
import { cms, label } from './helpers'
import { startNextServer, stopNextServers } from './next-server'

afterAll(stopNextServers)

// An empty body: refused with 400 after the limit took its point, so no captcha is needed.
/** The visit cookie a first visit to a news item sets, as the client receives it. */
async function visitCookie(base: string, headers: Record<string, string>): Promise<string> {
  const { data } = (await (await fetch(`${base}/api/get-comunicacion/?tipo=NOT&cantidad=1`)).json()) as { data: { slug: string }[] }
  const response = await fetch(`${base}/api/post-visitas/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ slug: data[0]!.slug }),
  })
  expect(response.status).toBe(200)
  return response.headers.get('set-cookie') ?? ''
}

const staffPassword = 'Cookie-de-la-sesion-2026'
let staffEmail: Promise<string> | undefined
/** The session cookie a staff sign-in sets, as the client receives it (one editor account for both servers). */
async function sessionCookie(base: string, headers: Record<string, string>): Promise<string> {
  staffEmail ??= (async () => {
    const email = `cookie.${Date.now()}@ugc.edu.mx`
    const created = await cms('/users', {
      method: 'POST',
      body: JSON.stringify({ email, password: staffPassword, role: 'editor', nombre: 'Editora' }),
    })
    expect(created.status).toBe(201)
    return email
  })()
  const email = await staffEmail
  const login = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email, password: staffPassword }),
  })
  expect(login.status).toBe(200)
  return login.headers.getSetCookie().find((cookie) => cookie.startsWith('payload-token=')) ?? ''
}

const contact = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/submit-Form-Contacto/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: '{}',
  }).then((r) => r.status)

describe(`the client's address and scheme (${label})`, () => {
  it('with no trusted proxy (the default), a made-up X-Forwarded-For is no fresh limit and X-Forwarded-Proto makes no HSTS', async () => {
    const base = await startNextServer({ CONTACT_RATE_LIMIT: '5' })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push(await contact(base, { 'X-Forwarded-For': `198.51.100.${i + 1}` }))
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
    // Nor does a header whose name a client might guess stand in for the connection.
    expect(await contact(base, { 'X-Real-IP': '198.51.100.99', 'X-Forwarded-For': '198.51.100.99' })).toBe(429)

    const page = await fetch(`${base}/`, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(page.headers.get('strict-transport-security')).toBeNull()
    expect(page.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests')
    expect(await visitCookie(base, { 'X-Forwarded-Proto': 'https' })).not.toContain('Secure')
    const session = await sessionCookie(base, { 'X-Forwarded-Proto': 'https' })
    expect(session).toMatch(/HttpOnly/)
    expect(session).not.toMatch(/Secure/)
  })

  it('behind a CDN and a balancer (TRUSTED_PROXY_HOPS=2), each visitor has their own limit whatever they prepend; HTTPS as the proxies report it', async () => {
    const base = await startNextServer({ CONTACT_RATE_LIMIT: '5', TRUSTED_PROXY_HOPS: '2' })
    // The CDN appends the visitor's address, the balancer the CDN edge's.
    const via = (visitor: string, edge: string, forged?: string) => ({
      'X-Forwarded-For': [forged, visitor, edge].filter(Boolean).join(', '),
    })
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push(await contact(base, via('203.0.113.10', '192.0.2.1', `10.9.9.${i}`)))
    expect(statuses).toEqual([400, 400, 400, 400, 400])
    // The same visitor through another edge, with another made-up address in front: still them.
    expect(await contact(base, via('203.0.113.10', '192.0.2.2', '10.1.1.1'))).toBe(429)
    // Another visitor through the same edge is not held back.
    expect(await contact(base, via('203.0.113.11', '192.0.2.1'))).toBe(400)

    const page = await fetch(`${base}/`, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(page.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect(await visitCookie(base, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.12, 192.0.2.1' })).toMatch(/; Secure$/)
    // The staff session cookie too, though SITE_URL is plain HTTP; not over the proxies' plain HTTP.
    const session = await sessionCookie(base, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.13, 192.0.2.1' })
    expect(session).toMatch(/HttpOnly/)
    expect(session).toMatch(/; Secure/)
    expect(await sessionCookie(base, { 'X-Forwarded-For': '203.0.113.14, 192.0.2.1' })).not.toMatch(/Secure/)
  })
})
