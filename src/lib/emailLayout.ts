import { escapeXml } from './xml'

/*
 * The university's e-mails in one look: its name, the brand red, one clear button, the site's
 * address at the foot. Inline styles only (mail programs ignore style sheets).
 */

/** A paragraph of body text, escaped. */
export const emailParagraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeXml(text)}</p>`

/** The one button of a message, escaped. */
export const emailButton = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeXml(href)}" style="display:inline-block;background:#C41230;color:#ffffff;text-decoration:none;font-weight:700;font-size:16px;padding:12px 24px;border-radius:6px">${escapeXml(label)}</a></p>`

/** A quoted text (a comment, a note), escaped, its line breaks kept. */
export const emailQuote = (text: string) =>
  `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #C41230;background:#f9fafb;font-size:16px;line-height:1.5;color:#1f2937;white-space:pre-wrap">${escapeXml(text)}</blockquote>`

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
