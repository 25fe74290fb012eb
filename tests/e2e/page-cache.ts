import type { APIRequestContext, APIResponse } from '@playwright/test'

/**
 * A page as the prerender cache serves it. A change anywhere on the site expires its pages at once
 * and again 3 s and 15 s later (src/cache/index.ts, `expire`), and the first request after each
 * expiry renders the page anew; so a page is asked for again, for up to 15 s, until it comes from
 * the cache. The caller still checks that it did.
 */
export async function fromPageCache(request: APIRequestContext, route: string): Promise<APIResponse> {
  let answer = await request.get(route)
  for (let i = 0; i < 30 && !/HIT|STALE/.test(answer.headers()['x-nextjs-cache'] ?? ''); i++) {
    await new Promise((r) => setTimeout(r, 500))
    answer = await request.get(route)
  }
  return answer
}
