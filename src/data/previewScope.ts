import 'server-only'
import { AsyncLocalStorage } from 'node:async_hooks'
import { cache } from 'react'
import { cookies, draftMode, headers } from 'next/headers'
import type { User } from '@/cms/payload-types'
import { env } from '@/env'
import { draftModeCookieName, previewCookieCurrent, previewCookieName, validPreviewCookie } from '@/lib/previewToken'
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

/** A signed-in member of the staff, with the session their cookie names (Payload's `sid`, with `useSessions`). */
export type Staff = User & { _sid?: string }

/** The signed-in member of the content staff (admin, editor) a request's session cookie names, or null. */
export async function staffOf(requestHeaders: Headers): Promise<Staff | null> {
  try {
    const payload = await payloadClient()
    const { user } = await payload.auth({ headers: requestHeaders })
    const staff = user as (Staff & { collection?: string }) | null
    return staff && staff.collection === 'users' && (staff.role === 'admin' || staff.role === 'publicador' || staff.role === 'editor') ? staff : null
  } catch {
    return null
  }
}

type CookieReader = { get(name: string): { value: string } | undefined }

/**
 * The staff member a request previews for: their session is live and is the one the request's
 * preview cookie was signed for, beside the draft-mode cookie it was signed with; else null (a
 * visitor, a made-up cookie, or one left after signing out). The proxy and the pages both ask.
 */
export async function previewSessionOf(requestHeaders: Headers, requestCookies: CookieReader): Promise<Staff | null> {
  const value = requestCookies.get(previewCookieName)?.value
  // Only a cookie of the right form and not yet expired is worth a look at the session.
  if (!previewCookieCurrent(value)) return null
  const staff = await staffOf(requestHeaders)
  if (!staff?._sid) return null
  const binding = { user: staff.id, session: staff._sid, draft: requestCookies.get(draftModeCookieName)?.value ?? '' }
  return validPreviewCookie(env.payloadSecret, value, binding) ? staff : null
}

/**
 * Who is previewing this request: the staff member, when draft mode is on and their preview cookie
 * belongs to their live session; null otherwise (a visitor, or a preview cookie left after signing
 * out). Pages read drafts only for a non-null answer. Asked once per request.
 */
export const previewer = cache(async (): Promise<User | null> => {
  if (!(await draftMode()).isEnabled) return null
  return previewSessionOf(await headers(), await cookies())
})
