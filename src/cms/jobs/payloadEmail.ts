import type { EmailAdapter } from 'payload'
import { env } from '@/env'

/**
 * Payload's own e-mail sender. Every e-mail of the site leaves from the queue (the admissions
 * notification, invitations and password resets, ./sendAccountEmail.ts), where a mail server that
 * is down is retried; this one only refuses, so that nothing ever sends outside the queue and no
 * message (a link) is ever written to the log instead of being sent.
 */
export const queueOnlyEmail: EmailAdapter = () => {
  const from = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(env.mailFrom)
  return {
    name: 'cola-de-avisos',
    defaultFromName: from?.[1]?.replace(/^"|"$/g, '') || 'Universidad UGC',
    defaultFromAddress: from?.[2] ?? env.mailFrom,
    sendEmail: async () => {
      throw new Error('Los correos del sitio salen por la cola de trabajos (src/cms/jobs); Payload no envía ninguno por su cuenta.')
    },
  }
}
