import { escapeXml } from './xml'

/*
 * The university's e-mails in one look: its name, the brand red, one clear button, the site's
 * address at the foot. Inline styles only (mail programs ignore style sheets). Every e-mail's HTML
 * is built from these pieces, and every text in it goes through one escaper (escapeXml); each
 * e-mail also has its plain-text part, written beside it.
 */

/** A paragraph of body text, escaped. */
export const emailParagraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeXml(text)}</p>`

/** The one button of a message, escaped. */
export const emailButton = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeXml(href)}" style="display:inline-block;background:#C41230;color:#ffffff;text-decoration:none;font-weight:700;font-size:16px;line-height:20px;padding:12px 24px;border-radius:6px">${escapeXml(label)}</a></p>`

/** A quoted text (a comment, a note), escaped, its line breaks kept. */
export const emailQuote = (text: string) =>
  `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #C41230;background:#f9fafb;font-size:16px;line-height:1.5;color:#1f2937;white-space:pre-wrap">${escapeXml(text)}</blockquote>`

/** A second, smaller paragraph with a link: the link written out, or «see everything». */
export const emailSmallLink = (before: string, href: string, label: string) =>
  `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#4b5563">${before ? `${escapeXml(before)}<br>` : ''}<a href="${escapeXml(href)}" style="color:#C41230;word-break:break-all">${escapeXml(label)}</a></p>`

/** A link in a line of its own, at body size. */
export const emailLink = (href: string, label: string) =>
  `<p style="margin:0 0 16px;font-size:16px"><a href="${escapeXml(href)}" style="color:#C41230">${escapeXml(label)}</a></p>`

/** A section's heading, escaped. */
export const emailHeading = (text: string) =>
  `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3;color:#1f2937">${escapeXml(text)}</h2>`

/** A table of rows under column headings; each cell is text (escaped) or a link. */
export function emailTable(headings: string[], rows: (string | { href: string; label: string })[][]): string {
  const cell = (value: string | { href: string; label: string }) =>
    typeof value === 'string' ? escapeXml(value) : `<a href="${escapeXml(value.href)}" style="color:#C41230">${escapeXml(value.label)}</a>`
  const th = (text: string) => `<th align="left" style="padding:4px 12px 4px 0;font-size:14px;color:#4b5563">${escapeXml(text)}</th>`
  const td = (value: string | { href: string; label: string }) =>
    `<td style="padding:4px 12px 4px 0;vertical-align:top">${cell(value)}</td>`
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;line-height:1.4;color:#1f2937;border-collapse:collapse"><thead><tr>${headings.map(th).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr style="border-top:1px solid #e5e7eb">${row.map(td).join('')}</tr>`)
    .join('')}</tbody></table>`
}

/** The whole HTML document around `body` (already-built HTML). */
export function emailDocument(subject: string, body: string, siteUrl: string): string {
  return `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><title>${escapeXml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Montserrat,Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-top:6px solid #C41230">
<tr><td style="padding:24px 32px 8px"><p style="margin:0;font-size:20px;font-weight:700;color:#C41230">Universidad UGC</p></td></tr>
<tr><td style="padding:16px 32px 24px">
${body}
</td></tr>
<tr><td style="padding:16px 32px;background:#f9fafb;font-size:13px;color:#6b7280">Universidad UGC · <a href="${escapeXml(siteUrl)}" style="color:#6b7280">${escapeXml(siteUrl.replace(/^https?:\/\//, ''))}</a></td></tr>
</table></td></tr></table></body></html>`
}
