import 'server-only'
import { cacheTags, remembered } from '@/cache'
import { redirectMap, type RedirectMap, type RedirectRule } from '@/lib/redirects'
import { payloadClient } from './payload'

/**
 * The active redirects, for the proxy: one read every few seconds per instance (the redirects'
 * hooks make the instance that saved one read again at once), a map lookup per request. Read with
 * the server's own rights: redirects are staff data, but what an active one answers is public anyway.
 */
export function getRedirectMap(): Promise<RedirectMap> {
  return remembered('redirects', [cacheTags.redirects], async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'redirecciones',
      where: { activa: { equals: true } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { desde: true, hasta: true, tipo: true },
    })
    return redirectMap(docs.map((d): RedirectRule => ({ desde: d.desde, hasta: d.hasta, tipo: d.tipo })))
  })
}

const none: RedirectMap = new Map()

/** For the proxy: without the database (not migrated yet, or away with nothing remembered) nothing redirects. */
export async function redirectMapOrEmpty(): Promise<RedirectMap> {
  try {
    return await getRedirectMap()
  } catch {
    return none
  }
}
