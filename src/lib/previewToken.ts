import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { parsePreviewTarget, previewTargetText, targetPattern, type PreviewTarget } from './previewTarget'

/**
 * The signed, expiring links of «Vista previa» (docs/decisions/0024-vista-previa.md). The back
 * office signs the public path it wants to open and a time it stops being valid, with a key derived
 * from PAYLOAD_SECRET; /vista-previa opens draft mode only for a path signed here, not yet expired,
 * and only for a signed-in member of the content staff. The same key signs the preview cookie, bound
 * to that member's session, that the proxy and the pages check before they treat a request as a preview.
 */
const previewLinkMinutes = 10
export const previewCookieName = 'ugc-vista-previa'
/** How long a preview lasts once opened (the browser keeps the cookies this long at most). */
export const previewCookieSeconds = 60 * 60

const keyOf = (secret: string) => createHash('sha256').update(`ugc-vista-previa:${secret}`).digest()

function sign(secret: string, text: string): string {
  return createHmac('sha256', keyOf(secret)).update(text).digest('base64url')
}

function same(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)]
  return x.length === y.length && timingSafeEqual(x, y)
}

export type PreviewLink = { ruta: string; doc: string; vence: string; firma: string }

/** The query of a preview link for `path` showing the draft of `doc`, valid `previewLinkMinutes` from `now`. */
export function signPreviewLink(secret: string, path: string, doc: PreviewTarget, now = Date.now()): PreviewLink {
  const vence = String(now + previewLinkMinutes * 60_000)
  const text = previewTargetText(doc)
  return { ruta: path, doc: text, vence, firma: sign(secret, `link\n${path}\n${text}\n${vence}`) }
}

/** 'ok', or why a preview link is refused: its signature does not match, or it has expired. */
export function checkPreviewLink(secret: string, link: Partial<PreviewLink>, now = Date.now()): 'ok' | 'forged' | 'expired' {
  const { ruta, doc, vence, firma } = link
  if (!ruta || !doc || !vence || !firma || !/^\d{1,15}$/.test(vence) || !parsePreviewTarget(doc)) return 'forged'
  if (!same(firma, sign(secret, `link\n${ruta}\n${doc}\n${vence}`))) return 'forged'
  return Number(vence) > now ? 'ok' : 'expired'
}

/** Next.js's own draft-mode cookie (its value is fixed per build, and secret). */
export const draftModeCookieName = '__prerender_bypass'

/**
 * What a preview cookie is bound to: the staff member and the session (Payload's `sid`) that opened
 * it, and the draft-mode cookie Next.js set with it. A cookie whose session ended (sign-out, the
 * account deleted, its sessions removed) or that travels without that draft-mode cookie (a request
 * Next.js would render and keep as a visitor's) is no longer a preview.
 */
export type PreviewBinding = { user: string | number; session: string; draft: string }

const cookieText = (until: string, doc: string, { user, session, draft }: PreviewBinding) =>
  `cookie\n${until}\n${doc}\n${user}\n${session}\n${draft}`

/** The value of the preview cookie for `binding` and the document previewed, valid `previewCookieSeconds` from `now`. */
export function signPreviewCookie(secret: string, binding: PreviewBinding, doc: PreviewTarget, now = Date.now()): string {
  const until = String(now + previewCookieSeconds * 1000)
  const text = previewTargetText(doc)
  return `${until}.${text}.${sign(secret, cookieText(until, text, binding))}`
}

const cookieShape = new RegExp(`^(\\d{1,15})\\.(${targetPattern})\\.([A-Za-z0-9_-]{43})$`)

/** Whether a preview cookie is worth checking at all (its form, not yet expired): the cheap test before asking who is signed in. */
export function previewCookieCurrent(value: string | undefined, now = Date.now()): boolean {
  const match = value ? cookieShape.exec(value) : null
  return match !== null && Number(match[1]) > now
}

/** The document a preview cookie signed here for `binding` is for, or null when it is not one of ours or has expired. */
export function validPreviewCookie(
  secret: string,
  value: string | undefined,
  binding: PreviewBinding,
  now = Date.now(),
): PreviewTarget | null {
  const match = value ? cookieShape.exec(value) : null
  if (!match || !previewCookieCurrent(value, now)) return null
  return same(match[3]!, sign(secret, cookieText(match[1]!, match[2]!, binding))) ? parsePreviewTarget(match[2]) : null
}

/*
 * A preview shared with someone outside the staff (issue 44, item 10): a link with a random token
 * (only its hash is stored, in «vistas-compartidas»), opened without a session, read-only, until it
 * expires or is revoked. Opening it sets a cookie signed here that names the shared link and is
 * bound to Next's draft-mode cookie; every request with it asks the database whether the link still
 * stands (not revoked, not expired).
 */
export const sharedPreviewCookieName = 'ugc-vista-compartida'

/** A shared link's token: 32 random bytes (43 characters); never stored as such. */
export const newShareToken = (): string => randomBytes(32).toString('base64url')

/** What is stored of a token: its SHA-256, so the table alone opens nothing. */
export const shareTokenHash = (token: string): string => createHash('sha256').update(`ugc-vista-compartida:${token}`).digest('hex')

/** Whether a text has a token's form (what /vista-compartida/<token> accepts before asking the database). */
export const isShareToken = (text: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(text)

const sharedCookieText = (until: string, id: string, draft: string) => `shared\n${until}\n${id}\n${draft}`
const sharedCookieShape = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/

/** The shared preview's cookie for the link `id`, valid until `until` (the link's own end), bound to Next's draft-mode cookie. */
export function signSharedPreviewCookie(secret: string, id: number | string, until: number, draft: string): string {
  const text = String(until)
  return `${text}.${id}.${sign(secret, sharedCookieText(text, String(id), draft))}`
}

/** The shared link a cookie signed here names, while it is current and beside its draft-mode cookie; else null. */
export function validSharedPreviewCookie(secret: string, value: string | undefined, draft: string, now = Date.now()): number | null {
  const match = value ? sharedCookieShape.exec(value) : null
  if (!match || Number(match[1]) <= now) return null
  return same(match[3]!, sign(secret, sharedCookieText(match[1]!, match[2]!, draft))) ? Number(match[2]) : null
}

/**
 * The Set-Cookie values that end a preview in this browser (the site's cookie and Next's), sent
 * with the answer to signing out. Secure is added over HTTPS by withSecureCookies (src/guard/client.ts).
 */
export const previewEndingCookies = [previewCookieName, sharedPreviewCookieName, draftModeCookieName].map(
  (name) => `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax`,
)
