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

/** The digits of a Mexican phone without the country code, or null when it is not one (10 digits, +52 allowed). */
function localDigits(phone: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(phone.trim())) return null
  const digits = phone.replace(/\D/g, '')
  if (digits.length === 10) return digits
  if (digits.length === 12 && digits.startsWith('52')) return digits.slice(2)
  return null
}

const phoneMessage = 'Escribe un teléfono de 10 dígitos, como 624 143 3030 (puedes empezar con +52).'

/** A phone the site shows as written and dials: 10 digits, spaces, dashes and parentheses allowed. Null when fine. */
export function phoneProblem(value: string): string | null {
  return localDigits(value) ? null : phoneMessage
}

/**
 * Several phones in one field ('624 143 3030 ext. 120 y 624 143 3034'): each one, with or without
 * its extension, must be a phone. Null when fine.
 */
export function phoneListProblem(value: string): string | null {
  const parts = value.split(/\s*(?:,|;|\/|\s+y\s+|\s+o\s+)\s*/i).filter((p) => p.trim() !== '')
  const bad = parts.find((p) => !localDigits(p.replace(/\s*(?:ext\.?|extensión|extension)\s*\d+\s*$/i, '')))
  return parts.length === 0 || bad ? `${phoneMessage} Separa varios con «y» o con comas; una extensión se escribe «ext. 120».` : null
}

/** A WhatsApp number in its one stored form, the country code and 10 digits ('526241433030'), or null. */
export function whatsappNumber(value: string): string | null {
  const digits = localDigits(value)
  return digits ? `52${digits}` : null
}

export const whatsappProblemMessage = 'Escribe el número de WhatsApp con sus 10 dígitos, como 624 143 3030 (puedes empezar con +52).'
