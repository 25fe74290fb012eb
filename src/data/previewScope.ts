import 'server-only'
import { AsyncLocalStorage } from 'node:async_hooks'
import { cache } from 'react'
import { draftMode, headers } from 'next/headers'
import type { User } from '@/cms/payload-types'
import { payloadClient } from './payload'

/*
 * Who the public reads of this call are for (docs/decisions/0024-vista-previa.md): a staff member
 * in «Vista previa» (their latest drafts, read with their access, never cached), or nobody (a
 * visitor: what is published, from the caches). Set by `cachedRead` (src/data/read.ts) for a page
 * in preview, and to nobody by the public API, whose answers are only ever what is published.
 */
const scope = new AsyncLocalStorage<{ user: User | null }>()

/** The staff member this read previews for, or null. */
export const previewUser = (): User | null => scope.getStore()?.user ?? null

/** Whether the caller already decided (preview or not), so nothing needs to ask the request. */
export const previewDecided = (): boolean => scope.getStore() !== undefined

/** Runs `read` with its public reads previewing for `user` (null: as a visitor). */
export function readingAs<R>(user: User | null, read: () => R): R {
  return scope.run({ user }, read)
}

/** The signed-in member of the content staff (admin, editor) a request's session cookie names, or null. */
export async function staffOf(requestHeaders: Headers): Promise<User | null> {
  try {
    const payload = await payloadClient()
    const { user } = await payload.auth({ headers: requestHeaders })
    const staff = user as (User & { collection?: string }) | null
    return staff && staff.collection === 'users' && (staff.role === 'admin' || staff.role === 'publicador' || staff.role === 'editor') ? staff : null
  } catch {
    return null
  }
}

/**
 * Who is previewing this request: the staff member, when draft mode is on and their session is
 * valid; null otherwise (a visitor, or a preview cookie left after signing out). Pages read drafts
 * only for a non-null answer. Asked once per request.
 */
export const previewer = cache(async (): Promise<User | null> => {
  if (!(await draftMode()).isEnabled) return null
  return staffOf(await headers())
})

