/**
 * A `tel:` link for a phone as editors write it ('624 143 3030', '(624) 143-3031'). Mexican
 * numbers have 10 digits (spec §9); the country code makes the link work from abroad too.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length === 10) return `tel:+52${digits}`
  if (digits.length === 12 && digits.startsWith('52')) return `tel:+${digits}`
  return `tel:${digits}`
}

/**
 * A WhatsApp number as stored (with the country code, '526241433232') the way people read a
 * local phone: '624 143 3232'. Anything that is not a Mexican 10-digit number stays as written.
 */
export function displayPhone(number: string): string {
  const digits = number.replace(/\D/g, '').replace(/^52(?=\d{10}$)/, '')
  return digits.length === 10 ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : number
}

/** A phone in international form ('+526241433030'), as structured data and `tel:` links want it. */
export function internationalPhone(phone: string): string {
  return telHref(phone).slice('tel:'.length)
}
