import { createHmac, timingSafeEqual } from 'node:crypto'
import { BlockList, isIP } from 'node:net'

/** Header names a receiving system reads. */
export const signatureHeader = 'X-UGC-Firma'
export const timestampHeader = 'X-UGC-Fecha'

/** How old (or how far ahead of the receiver's clock) a delivery may be before a receiver refuses it. */
const deliveryWindowSeconds = 5 * 60

/**
 * The signature of one delivery: HMAC-SHA256 with the shared secret over «timestamp.body», so a
 * captured delivery cannot be replayed later with another time. Sent as `sha256=<hex>`.
 */
export function signDelivery(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/**
 * What a receiver does: true when the signature matches the body and the timestamp, and that
 * timestamp is within 5 minutes of the receiver's clock; a delivery captured and sent again later
 * is refused even though its signature is right.
 */
export function verifyDelivery(secret: string, timestamp: string | number, body: string, signature: string, nowMs = Date.now()): boolean {
  const seconds = Number(timestamp)
  if (!Number.isInteger(seconds) || Math.abs(nowMs / 1000 - seconds) > deliveryWindowSeconds) return false
  const expected = Buffer.from(signDelivery(secret, seconds, body))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export const webhookAddressNotPublic = 'La dirección lleva a una red interna o reservada. Escribe la dirección pública del otro sistema.'
export const webhookAddressNotFound = 'No se encontró esa dirección. Revisa que esté bien escrita y vuelve a intentarlo.'

/**
 * The receiving system's address as written: https only, except http on this machine (a local
 * test receiver, which only a server that allows private targets accepts). Null when fine, else
 * the message staff read. Where the name leads is checked apart (webhookTarget.ts).
 */
export function webhookUrlProblem(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Escribe una dirección completa que empiece con https://.'
  }
  if (/[\s"'`<>\\]/.test(value) || url.username || url.password)
    return 'La dirección no puede llevar espacios, comillas ni usuario y contraseña.'
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost'
  if (url.protocol === 'https:' || (url.protocol === 'http:' && local)) return null
  return 'La dirección debe empezar con https:// (http:// solo para 127.0.0.1 o localhost).'
}

// Every IPv4 range that is not the public internet: this network, private, shared (carrier NAT),
// loopback, link-local (the cloud's metadata service at 169.254.169.254), protocol assignments,
// documentation, 6to4 relays, benchmarking, multicast, reserved and broadcast.
const reservedV4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
]
const notPublic = new BlockList()
for (const [net, prefix] of reservedV4) notPublic.addSubnet(net, prefix, 'ipv4')
// IPv6: only global unicast (2000::/3) is public, less the parts that are not or that carry an IPv4
// address inside (Teredo and other protocol assignments, documentation, 6to4). Everything outside
// 2000::/3 is refused: ::1, ::, fc00::/7, fe80::/10, ff00::/8, IPv4-mapped ::ffff:0:0/96, 64:ff9b::/96.
const globalV6 = new BlockList()
globalV6.addSubnet('2000::', 3, 'ipv6')
for (const [net, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const)
  notPublic.addSubnet(net, prefix, 'ipv6')

/** True only for an address on the public internet (a written IPv4 or IPv6 address). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return !notPublic.check(address, 'ipv4')
  if (family === 6) return globalV6.check(address, 'ipv6') && !notPublic.check(address, 'ipv6')
  return false
}
