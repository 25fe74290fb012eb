/* Where a visit came from: the UTM tags of its landing address and the other site that linked to
   it, noted in sessionStorage on the visit's first page (first party, no cookie) for the contact
   form to send. Kept tiny and apart from the form's side (./contactOrigin): it runs on every page,
   so every byte of it is in each page's first load. */

export const utmNames = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content'] as const
export type VisitOrigin = Partial<Record<(typeof utmNames)[number] | 'referrer', string>>

/** The sessionStorage key of the visit's origin. */
export const originStorageKey = 'ugc-origen'
export const utmMaxLength = 200

/** Text a tag may carry: no control characters (the API refuses them). */
export const controlCharacters = /[\u0000-\u001f\u007f]/

/**
 * The origin of a visit from its landing address's query (`location.search`) and
 * `document.referrer`: the UTM tags that are present and fit, and the referrer when it is another
 * site's http(s) address (this site's own pages are not where the visit came from).
 */
export function readVisitOrigin(search: string, referrer: string, ownOrigin: string): VisitOrigin {
  const query = new URLSearchParams(search)
  const origin: VisitOrigin = {}
  for (const name of utmNames) {
    const value = query.get(name)?.trim()
    if (value && value.length <= utmMaxLength && !controlCharacters.test(value)) origin[name] = value
  }
  if (/^https?:\/\/[^/]/.test(referrer) && !`${referrer}/`.startsWith(`${ownOrigin}/`)) origin.referrer = referrer
  return origin
}

/** Notes the visit's origin unless this visit already has one: the landing page's note is the one that counts. */
export function noteVisitOrigin(): void {
  try {
    if (sessionStorage.getItem(originStorageKey) === null) {
      sessionStorage.setItem(originStorageKey, JSON.stringify(readVisitOrigin(location.search, document.referrer, location.origin)))
    }
  } catch {
    // Storage off (a privacy mode, a full quota): requests go without their origin.
  }
}
