/* Where a visit came from, as the contact form reports it with each request: the UTM tags of the
   visit's landing address and the page that linked to it. Kept in sessionStorage for the visit
   (first party, no cookie); this module has no dependencies because the layout's leaf that
   captures it runs on every page, and every byte of it is in each page's first load. */

export const utmNames = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content'] as const
export type UtmName = (typeof utmNames)[number]
export type VisitOrigin = Partial<Record<UtmName | 'referrer', string>>

/** The sessionStorage key of the visit's origin. */
export const originStorageKey = 'ugc-origen'
export const utmMaxLength = 200
export const referrerMaxLength = 2000
export const pagePathMaxLength = 500
/** A path of this site: one leading slash (not a protocol-relative `//host`), no spaces or control characters. */
export const pagePathPattern = /^\/(?!\/)[^\s\u0000-\u001f\u007f]*$/

const controlCharacters = /[\u0000-\u001f\u007f]/

/** A value the API accepts, or nothing: a tag that does not fit is dropped, never sent to be refused. */
function fits(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= max && !controlCharacters.test(value)
}

function isWebAddress(value: unknown): value is string {
  if (!fits(value, referrerMaxLength)) return false
  try {
    return /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

/**
 * The origin of a visit from its landing address's query (`location.search`) and
 * `document.referrer`: the four UTM tags that are present and fit, and the referrer when it is
 * another site's web address (this site's own pages are not where the visit came from).
 */
export function readVisitOrigin(search: string, referrer: string, ownOrigin: string): VisitOrigin {
  const query = new URLSearchParams(search)
  const origin: VisitOrigin = {}
  for (const name of utmNames) {
    const value = query.get(name)?.trim()
    if (fits(value, utmMaxLength)) origin[name] = value
  }
  if (isWebAddress(referrer) && new URL(referrer).origin !== ownOrigin) origin.referrer = referrer
  return origin
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
  if (isWebAddress(values.referrer)) origin.referrer = values.referrer
  return origin
}

/** The path of the page a form is sent from, when it fits what the API accepts. */
export function pagePath(pathname: string): string | undefined {
  return pathname.length <= pagePathMaxLength && pagePathPattern.test(pathname) ? pathname : undefined
}
