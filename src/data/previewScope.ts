import 'server-only'
import { AsyncLocalStorage } from 'node:async_hooks'
import { cache } from 'react'
import { cookies, draftMode, headers } from 'next/headers'
import type { User } from '@/cms/payload-types'
import { env } from '@/env'
import {
  draftModeCookieName,
  previewCookieCurrent,
  previewCookieName,
  sharedPreviewCookieName,
  validPreviewCookie,
  validSharedPreviewCookie,
} from '@/lib/previewToken'
import type { PreviewTarget } from '@/lib/previewTarget'
import { sharedLinkReader } from './sharedPreview'
import { payloadClient } from './payload'

/*
 * Who the public reads of this call are for (docs/decisions/0024-vista-previa.md): a staff member
 * in «Vista previa» of one document (its latest draft, read with their access, never cached; the
 * rest of the page as published), or nobody (a visitor: what is published, from the caches). Set
 * by `cachedRead` (src/data/read.ts) for a page in preview, and to nobody by the public API, whose
 * answers are only ever what is published.
 */

/**
 * A preview: whose access reads the draft, and the one document or global whose draft is shown. A
 * preview shared with a link (`shared`) reads as the staff member who made the link, until it ends.
 */
export type Preview = { user: User; target: PreviewTarget; shared?: { until: number } }

const scope = new AsyncLocalStorage<{ preview: Preview | null }>()

/** The preview these reads are for, or null. */
export const currentPreview = (): Preview | null => scope.getStore()?.preview ?? null

/** Whether the caller already decided (preview or not), so nothing needs to ask the request. */
export const previewDecided = (): boolean => scope.getStore() !== undefined

/** Runs `read` with its public reads previewing `preview` (null: as a visitor). */
export function readingAs<R>(preview: Preview | null, read: () => R): R {
  return scope.run({ preview }, read)
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
 * The preview a request is in: the staff member, whose session is live and is the one the request's
 * preview cookie was signed for, beside the draft-mode cookie it was signed with, and the document
 * the cookie names; or a link shared with someone outside the staff that is still open; else null (a
 * visitor, a made-up cookie, one left after signing out, a revoked or expired link). The proxy and
 * the pages both ask.
 */
export async function previewSessionOf(requestHeaders: Headers, requestCookies: CookieReader): Promise<Preview | null> {
  const draft = requestCookies.get(draftModeCookieName)?.value ?? ''
  const value = requestCookies.get(previewCookieName)?.value
  // Only a cookie of the right form and not yet expired is worth a look at the session.
  if (previewCookieCurrent(value)) {
    const staff = await staffOf(requestHeaders)
    if (staff?._sid) {
      const target = validPreviewCookie(env.payloadSecret, value, { user: staff.id, session: staff._sid, draft })
      if (target) return { user: staff, target }
    }
  }
  // A preview shared with a link: its cookie names the link, which must still be open.
  const shared = validSharedPreviewCookie(env.payloadSecret, requestCookies.get(sharedPreviewCookieName)?.value, draft)
  const found = shared === null ? null : await sharedLinkReader(shared)
  return found ? { user: found.user, target: found.link.target, shared: { until: found.link.until } } : null
}

/**
 * The preview this request is in, when draft mode is on and the preview cookie belongs to the live
 * session of the staff member sending it; null otherwise (a visitor, or a preview cookie left after
 * signing out). Pages read a draft only for a non-null answer. Asked once per request.
 */
export const previewer = cache(async (): Promise<Preview | null> => {
  if (!(await draftMode()).isEnabled) return null
  return previewSessionOf(await headers(), await cookies())
})
