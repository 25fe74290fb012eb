import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

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

export type PreviewLink = { ruta: string; vence: string; firma: string }

/** The query of a preview link for `path`, valid `previewLinkMinutes` from `now`. */
export function signPreviewLink(secret: string, path: string, now = Date.now()): PreviewLink {
  const vence = String(now + previewLinkMinutes * 60_000)
  return { ruta: path, vence, firma: sign(secret, `link\n${path}\n${vence}`) }
}

/** 'ok', or why a preview link is refused: its signature does not match, or it has expired. */
export function checkPreviewLink(secret: string, link: Partial<PreviewLink>, now = Date.now()): 'ok' | 'forged' | 'expired' {
  const { ruta, vence, firma } = link
  if (!ruta || !vence || !firma || !/^\d{1,15}$/.test(vence)) return 'forged'
  if (!same(firma, sign(secret, `link\n${ruta}\n${vence}`))) return 'forged'
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

const cookieText = (until: string, { user, session, draft }: PreviewBinding) => `cookie\n${until}\n${user}\n${session}\n${draft}`

/** The value of the preview cookie for `binding`, valid `previewCookieSeconds` from `now`. */
export function signPreviewCookie(secret: string, binding: PreviewBinding, now = Date.now()): string {
  const until = String(now + previewCookieSeconds * 1000)
  return `${until}.${sign(secret, cookieText(until, binding))}`
}

const cookieShape = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/

/** Whether a preview cookie is worth checking at all (its form, not yet expired): the cheap test before asking who is signed in. */
export function previewCookieCurrent(value: string | undefined, now = Date.now()): boolean {
  const match = value ? cookieShape.exec(value) : null
  return match !== null && Number(match[1]) > now
}

/** Whether a preview cookie was signed here for `binding` and has not expired. */
export function validPreviewCookie(secret: string, value: string | undefined, binding: PreviewBinding, now = Date.now()): boolean {
  const match = value ? cookieShape.exec(value) : null
  if (!match || !previewCookieCurrent(value, now)) return false
  return same(match[2]!, sign(secret, cookieText(match[1]!, binding)))
}

/**
 * The Set-Cookie values that end a preview in this browser (the site's cookie and Next's), sent
 * with the answer to signing out. Secure is added over HTTPS by withSecureCookies (src/guard/client.ts).
 */
export const previewEndingCookies = [previewCookieName, draftModeCookieName].map(
  (name) => `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax`,
)
