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
