import { env } from '@/env'
import { edgeTagHeaders } from '@/cache/edge-tags.mjs'
import { openApiDocument } from '@/app/api/_shared/openapi'
import { methodsNotAllowed, OPTIONS } from '@/app/api/_shared/respond'

/** The OpenAPI 3.1 description of the public API, for clients that generate code from it. */
export function GET(): Response {
  return Response.json(openApiDocument(env.siteUrl), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      'Access-Control-Allow-Origin': '*',
      // Changes only with a deploy, whose start purges the edge.
      ...edgeTagHeaders([]),
    },
  })
}

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
export { OPTIONS }
