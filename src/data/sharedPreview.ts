import 'server-only'
import type { User } from '@/cms/payload-types'
import { isOwnPagePath } from '@/lib/previewAddress'
import { shareTokenHash } from '@/lib/previewToken'
import { parsePreviewTarget, type PreviewTarget } from '@/lib/previewTarget'
import { payloadClient } from './payload'

/*
 * The shared preview links of «vistas-compartidas» (src/cms/collections/SharedPreviews), as the
 * site reads them: by token when the link is followed, by id on each page a shared preview shows.
 */

export type SharedLink = { id: number; ruta: string; until: number; target: PreviewTarget; creator: number | null }
export type SharedLinkRefusal = { refused: 'unknown' | 'expired' | 'revoked' }

const contentStaff = new Set(['admin', 'publicador', 'editor'])

async function linkWhere(where: { clave: { equals: string } } | { id: { equals: number } }, now: number): Promise<SharedLink | SharedLinkRefusal> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'vistas-compartidas', where, limit: 1, depth: 0, overrideAccess: true })
  const row = docs[0]
  const target = parsePreviewTarget(row?.documento)
  if (!row || !target || !isOwnPagePath(row.ruta)) return { refused: 'unknown' }
  if (row.revocada) return { refused: 'revoked' }
  const until = Date.parse(row.vence)
  if (!(until > now)) return { refused: 'expired' }
  const creator = typeof row.creada_por === 'object' ? (row.creada_por?.id ?? null) : (row.creada_por ?? null)
  return { id: row.id, ruta: row.ruta, until, target, creator }
}

/** The link a token opens, or why it opens nothing. */
export const openSharedLink = (token: string, now = Date.now()) => linkWhere({ clave: { equals: shareTokenHash(token) } }, now)

/**
 * A shared link still open (not revoked, not expired) and the staff member it reads the draft as
 * (who made it, while they are still on the content staff); null otherwise.
 */
export async function sharedLinkReader(id: number, now = Date.now()): Promise<{ link: SharedLink; user: User } | null> {
  const link = await linkWhere({ id: { equals: id } }, now)
  if ('refused' in link || link.creator === null) return null
  const payload = await payloadClient()
  const user = await payload.findByID({ collection: 'users', id: link.creator, depth: 0, overrideAccess: true }).catch(() => null)
  return user && contentStaff.has(user.role) && !user.invitacion_vence ? { link, user } : null
}
