/** What the XML the site writes (the feeds, the demo images' SVG) needs of its text. */

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/**
 * Text without the characters XML 1.0 forbids even escaped (control characters other than tab and
 * line breaks, lone surrogates, U+FFFE/FFFF), which editors' text may carry from a paste.
 */
export function dropXmlForbidden(text: string): string {
  return text.replace(
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '',
  )
}

/** Text safe inside an XML element or attribute: forbidden characters dropped, the five special ones escaped. */
export function escapeXml(text: string): string {
  return dropXmlForbidden(text).replace(/[&<>"']/g, (c) => entities[c]!)
}
