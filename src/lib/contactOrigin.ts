/* The contact form's side of a request's origin: reading back what the visit's first page noted
   (./visitOrigin) and the page the form is sent from, each within what the API accepts. */
import { controlCharacters, utmMaxLength, utmNames, type VisitOrigin } from './visitOrigin'

export const referrerMaxLength = 2000
export const pagePathMaxLength = 500
/** A path of this site: one leading slash (not a protocol-relative `//host`), no spaces or control characters. */
export const pagePathPattern = /^\/(?!\/)[^\s\u0000-\u001f\u007f]*$/

function fits(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= max && !controlCharacters.test(value)
}

/** The origin kept in sessionStorage, read back defensively: anything but the known, fitting strings is left out. */
export function parseStoredOrigin(text: string | null): VisitOrigin {
  let stored: unknown
  try {
    stored = JSON.parse(text ?? '{}')
  } catch {
    return {}
  }
  if (!stored || typeof stored !== 'object') return {}
  const values = stored as Record<string, unknown>
  const origin: VisitOrigin = {}
  for (const name of utmNames) if (fits(values[name], utmMaxLength)) origin[name] = values[name].trim()
  if (fits(values.referrer, referrerMaxLength) && /^https?:\/\/[^/]/.test(values.referrer)) origin.referrer = values.referrer
  return origin
}

/** The path of the page a form is sent from, when it fits what the API accepts. */
export function pagePath(pathname: string): string | undefined {
  return pathname.length <= pagePathMaxLength && pagePathPattern.test(pathname) ? pathname : undefined
}
