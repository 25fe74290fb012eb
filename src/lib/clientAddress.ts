/**
 * Who is on the other end of a request, from what a server can trust: the connection's own
 * address, and the X-Forwarded-* headers only as far as the proxies we run put them there.
 * Pure functions of the settings and the headers, shared by the proxy, the routes and the tests.
 */

import { forwardedEntries as entries } from './forwardedProto'

export { resolveForwardedProto } from './forwardedProto'

/**
 * The client's address. With no trusted proxy (hops 0) it is the connection's peer, whatever
 * X-Forwarded-For says (anyone can send one). Each trusted proxy appends the address it saw to
 * the right of X-Forwarded-For, so with n of them the client is the n-th entry from the right;
 * entries further left were written by the client and are ignored. When the list is shorter
 * (a request that skipped the outer proxies), its leftmost entry is the furthest any of ours saw.
 */
export function resolveClientAddress(hops: number, peer: string | undefined, forwardedFor: string | null | undefined): string | undefined {
  if (hops <= 0) return peer
  const chain = entries(forwardedFor)
  if (chain.length === 0) return peer
  return chain[Math.max(0, chain.length - hops)]
}

/** An address as logs and rate limits key it: IPv4 addresses that arrive mapped into IPv6 lose the prefix. */
export function normaliseAddress(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address
}
