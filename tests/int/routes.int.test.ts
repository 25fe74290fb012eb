import config from '@payload-config'
import { GRAPHQL_POST, REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createStaff } from './fixtures'
import { testPayload } from './payload'

let payload: Payload
const restGet = REST_GET(config)
const graphql = GRAPHQL_POST(config)

/** Calls the back office's REST route handler (/cms-api/...) exactly as Next.js would. */
async function rest(path: string, token?: string) {
  const url = new URL(`http://localhost/cms-api/${path}`)
  const response = await restGet(new Request(url, { headers: token ? { Authorization: `JWT ${token}` } : {} }), {
    params: Promise.resolve({ slug: url.pathname.replace('/cms-api/', '').split('/') }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function login(role: 'editor' | 'admisiones') {
  const user = await createStaff(payload, role)
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'contraseña-segura-123' } })
  return token!
}

beforeAll(async () => {
  payload = await testPayload()
  await payload.create({
    collection: 'solicitudes-contacto',
    data: {
      nombre: 'Rosa',
      apellido: 'Mar',
      telefono: '6241112233',
      email: 'rosa@example.mx',
      programa: 'Gastronomía',
      comentario: 'Becas.',
    },
  })
})

describe('contact requests and users through the HTTP routes (/cms-api REST and GraphQL)', () => {
  it('REST refuses contact requests and users to anonymous clients and editors', async () => {
    const editorToken = await login('editor')
    for (const token of [undefined, editorToken]) {
      const requests = await rest('solicitudes-contacto', token)
      expect(requests.status).toBe(403)
      expect(requests.body).toEqual({ errors: [{ message: 'No tienes permiso para realizar esta acción.' }] })
    }
    expect((await rest('users')).status).toBe(403)
  })

  it('REST gives contact requests to admisiones', async () => {
    const token = await login('admisiones')
    const { status, body } = await rest('solicitudes-contacto', token)
    expect(status).toBe(200)
    expect((body.docs as { email: string }[]).map((d) => d.email)).toContain('rosa@example.mx')
  })

  it('GraphQL refuses contact requests and users to anonymous clients', async () => {
    const response = await graphql(
      new Request('http://localhost/cms-api/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ SolicitudesContactos { docs { email } } Users { docs { email } } }' }),
      }),
    )
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] }
    expect(JSON.stringify(body)).not.toContain('rosa@example.mx')
    expect(body.errors?.map((e) => e.message)).toContain('No tienes permiso para realizar esta acción.')
  })
})
