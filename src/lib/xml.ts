/** What every XML document the site writes (RSS, the podcast feed, the demo images' SVG) needs of its text. */

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/**
 * Text safe inside an XML element or attribute: the five special characters escaped and the
 * characters XML 1.0 forbids even escaped (control characters, lone surrogates, U+FFFE/FFFF)
 * removed, since editors' text may carry them from a paste.
 */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
      .replace(/[&<>"']/g, (c) => entities[c]!)
  )
}

/** A date as RSS 2.0 wants it (RFC 822, in its RFC 1123 form), in GMT: `Fri, 03 Jul 2026 07:00:00 GMT`. */
export function rfc822(date: Date): string {
  return date.toUTCString()
}
