import config from '@payload-config'
import { Kind, parse } from 'graphql'
import { getPayload } from 'payload'
import { withSecureCookies } from '@/guard/client'

/*
 * The back office's API (/cms-api, REST and GraphQL) is for staff: the public site reads through
 * src/data with the Local API and uploaded files are served at /media/<name>. Anonymous clients
 * reach only what signing in needs; everything else answers 401 before Payload reads anything.
 */

/** What the admin's sign-in, sign-out, password reset and first-account pages call before a session exists. */
const openRest = new Set([
  'POST /users/login',
  'POST /users/logout',
  'GET /users/me',
  'POST /users/refresh-token',
  'POST /users/forgot-password',
  'POST /users/reset-password',
  // Guarded by its own setup token (src/cms/collections/Users/endpoints/firstRegister.ts).
  'POST /users/first-register',
])

/** The same, as GraphQL operations. */
const openGraphql = new Set(['loginUser', 'logoutUser', 'meUser', 'refreshTokenUser', 'forgotPasswordUser', 'resetPasswordUser'])

const signInNeeded = 'Inicia sesión en la administración para usar esta dirección.'

async function isOpenGraphql(request: Request): Promise<boolean> {
  try {
    const { query } = (await request.clone().json()) as { query?: unknown }
    if (typeof query !== 'string') return false
    const document = parse(query)
    return document.definitions.every(
      (definition) =>
        definition.kind === Kind.OPERATION_DEFINITION &&
        definition.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && openGraphql.has(selection.name.value)),
    )
  } catch {
    return false
  }
}

function isOpen(request: Request): boolean | Promise<boolean> {
  if (request.method === 'OPTIONS') return true
  const path = new URL(request.url).pathname.replace(/^\/cms-api/, '').replace(/\/+$/, '')
  if (path === '/graphql') return request.method === 'POST' && isOpenGraphql(request)
  return openRest.has(`${request.method} ${path}`)
}

/**
 * Wraps one of Payload's route handlers so that only a staff session (or sign-in itself) gets
 * through; the session cookie is Secure whenever the client reached us over HTTPS.
 */
export function staffOnly<Args extends unknown[]>(handler: (request: Request, ...args: Args) => Promise<Response>) {
  return async (request: Request, ...args: Args): Promise<Response> => {
    if (await isOpen(request)) return withSecureCookies(request, await handler(request, ...args))
    const payload = await getPayload({ config })
    // The same check as Payload's: a cookie counts only from a trusted origin (csrf), or a JWT header.
    const { user } = await payload.auth({ headers: request.headers })
    if (user) return withSecureCookies(request, await handler(request, ...args))
    return Response.json({ errors: [{ message: signInNeeded }] }, { status: 401 })
  }
}
