import { requestIsHttps } from '@/guard/client'
import { clientAddress, consume } from '@/guard/rateLimit'
import { readVisits, recordVisit } from '@/data/visits'
import { env } from '@/env'
import { bodies } from '@/app/api/_shared/params'
import { jsonData, jsonError, messages, methodsNotAllowed, OPTIONS, readJsonBody, unavailable } from '@/app/api/_shared/respond'

const cookieName = 'ugc_visitas'
const windowMs = 10 * 60 * 1000

/** Slugs this browser was counted for in the last 10 minutes, from its first-party cookie. */
function recentVisits(request: Request, now: number): Map<string, number> {
  const cookie = request.headers.get('cookie') ?? ''
  const value =
    cookie
      .split(/;\s*/)
      .find((c) => c.startsWith(`${cookieName}=`))
      ?.slice(cookieName.length + 1) ?? ''
  const recent = new Map<string, number>()
  for (const entry of decodeURIComponent(value).split('|')) {
    const [slug, at] = entry.split('~')
    const time = Number(at) * 1000
    if (slug && Number.isFinite(time) && now - time < windowMs) recent.set(slug, time)
  }
  return recent
}

function visitsCookie(recent: Map<string, number>, secure: boolean): string {
  const value = [...recent]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([slug, time]) => `${slug}~${Math.floor(time / 1000)}`)
    .join('|')
  return `${cookieName}=${encodeURIComponent(value)}; Max-Age=${windowMs / 1000}; Path=/api; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Registers one visit to a news item, event or SITCA document, and answers the stored count. */
export async function POST(request: Request): Promise<Response> {
  const read = await readJsonBody(request)
  if ('response' in read) return read.response
  const parsed = bodies.visit.safeParse(read.body)
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]!.message)
  const { slug } = parsed.data

  try {
    const now = Date.now()
    const recent = recentVisits(request, now)
    let visitas: number | null
    let counted = false
    if (recent.has(slug)) {
      visitas = await readVisits(slug)
    } else {
      const limit = await consume('visitas', env.visitsRateLimit, clientAddress(request))
      if (limit.ok) {
        visitas = await recordVisit(slug)
        counted = visitas !== null
      } else {
        // Past the per-IP limit the visit is not counted, but the site still navigates.
        visitas = await readVisits(slug)
      }
    }
    if (visitas === null) return jsonError(404, messages.notFound)
    const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
    if (counted) {
      recent.set(slug, now)
      headers['Set-Cookie'] = visitsCookie(recent, requestIsHttps(request))
    }
    return jsonData({ slug, visitas }, { headers })
  } catch (error) {
    return unavailable(error)
  }
}

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
export { OPTIONS }
