import * as graphqlRoute from '@/app/(payload)/cms-api/graphql/route'
import * as restRoute from '@/app/(payload)/cms-api/[...slug]/route'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** Calls the real /cms-api route handler (the file Next.js serves) as a client would. */
export async function rest(method: Method, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) {
  const url = new URL(`http://localhost:3000/cms-api/${path}`)
  const handler = restRoute[method] as (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
  const response = await handler(
    new Request(url, {
      method,
      headers: { ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    }),
    { params: Promise.resolve({ slug: url.pathname.replace('/cms-api/', '').split('/') }) },
  )
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as Record<string, any> }
}

/** Calls the real /cms-api/graphql route handler. */
export async function graphql(query: string, headers: Record<string, string> = {}) {
  const response = await graphqlRoute.POST(
    new Request('http://localhost:3000/cms-api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    }),
  )
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}
