import { telHref } from './phone'

export type PhoneLink = { label: string; href: string }

/**
 * Several phones as editors type them in one field ('624 143 3030 ext. 120 y 624 143 3034'),
 * each as a dialling link. An extension dials after the call connects (RFC 3966 `;ext=`).
 */
export function phoneLinks(text: string | null | undefined): PhoneLink[] {
  if (!text) return []
  return text
    .split(/\s*(?:,|;|\/|\s+y\s+|\s+o\s+)\s*/i)
    .map((part) => part.trim())
    .filter((part) => /\d/.test(part))
    .map((label) => {
      const match = /^(.*?)\s*(?:ext\.?|extensión|extension)\s*(\d+)\s*$/i.exec(label)
      const number = match ? match[1] : label
      const ext = match?.[2]
      return { label, href: ext ? `${telHref(number)};ext=${ext}` : telHref(number) }
    })
}
