import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The signed, expiring links of «Vista previa» (docs/decisions/0024-vista-previa.md). The back
 * office signs the public path it wants to open and a time it stops being valid, with a key derived
 * from PAYLOAD_SECRET; /vista-previa opens draft mode only for a path signed here, not yet expired,
 * and only for a signed-in member of the content staff. The same key signs the preview cookie the
 * proxy reads (it cannot see the staff session itself).
 */
export const previewLinkMinutes = 10
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

/** The value of the preview cookie, valid `previewCookieSeconds` from `now`. */
export function signPreviewCookie(secret: string, now = Date.now()): string {
  const until = String(now + previewCookieSeconds * 1000)
  return `${until}.${sign(secret, `cookie\n${until}`)}`
}

/** Whether a preview cookie was signed here and has not expired. */
export function validPreviewCookie(secret: string, value: string | undefined, now = Date.now()): boolean {
  const match = value ? /^(\d{1,15})\.([A-Za-z0-9_-]+)$/.exec(value) : null
  if (!match) return false
  return same(match[2]!, sign(secret, `cookie\n${match[1]!}`)) && Number(match[1]) > now
}
