import { createHmac, timingSafeEqual } from 'node:crypto'

/** Header names a receiving system reads. */
export const signatureHeader = 'X-UGC-Firma'
export const timestampHeader = 'X-UGC-Fecha'

/**
 * The signature of one delivery: HMAC-SHA256 with the shared secret over «timestamp.body», so a
 * captured delivery cannot be replayed later with another time. Sent as `sha256=<hex>`.
 */
export function signDelivery(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/** What a receiver does: true when the signature matches the body and the timestamp. */
export function verifyDelivery(secret: string, timestamp: string | number, body: string, signature: string): boolean {
  const expected = Buffer.from(signDelivery(secret, Number(timestamp), body))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/**
 * The receiving system's address: https only, except http on this machine (a local test receiver).
 * Null when fine, else the message staff read.
 */
export function webhookUrlProblem(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Escribe una dirección completa que empiece con https://.'
  }
  if (/[\s"'`<>\\]/.test(value) || url.username || url.password) return 'La dirección no puede llevar espacios, comillas ni usuario y contraseña.'
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost'
  if (url.protocol === 'https:' || (url.protocol === 'http:' && local)) return null
  return 'La dirección debe empezar con https:// (http:// solo para 127.0.0.1 o localhost).'
}
