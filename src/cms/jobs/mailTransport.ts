import nodemailer, { type Transporter } from 'nodemailer'
import { env } from '@/env'

/**
 * The SMTP connection for SMTP_URL. smtps:// is TLS from the first byte; smtp:// must upgrade with
 * STARTTLS before it sends a password or a message, and a server that does not offer it gets
 * nothing, unless plain text was allowed on purpose (SMTP_ALLOW_PLAINTEXT, for a local mail sink).
 * A mail server that does not answer is given up on in seconds, well inside the queue's lease.
 */
export function createMailTransport(url: string, allowPlaintext: boolean): Transporter {
  const plainSmtp = url.toLowerCase().startsWith('smtp://')
  return nodemailer.createTransport({
    url,
    requireTLS: plainSmtp && !allowPlaintext,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
}

let shared: Transporter | undefined

/** This process's one connection to SMTP_URL, for every e-mail the queue sends; throws while it is not set (the job waits). */
export function sharedMailTransport(): Transporter {
  if (!env.smtpUrl) throw new Error('SMTP_URL no está configurado: el correo espera en la cola.')
  shared ??= createMailTransport(env.smtpUrl, env.smtpAllowPlaintext)
  return shared
}
