import nodemailer, { type Transporter } from 'nodemailer'

/**
 * The SMTP connection for SMTP_URL. smtps:// is TLS from the first byte; smtp:// must upgrade with
 * STARTTLS before it sends a password or a message, and a server that does not offer it gets
 * nothing, unless plain text was allowed on purpose (SMTP_ALLOW_PLAINTEXT, for a local mail sink).
 */
export function createMailTransport(url: string, allowPlaintext: boolean): Transporter {
  const plainSmtp = url.toLowerCase().startsWith('smtp://')
  return nodemailer.createTransport({ url, requireTLS: plainSmtp && !allowPlaintext })
}
