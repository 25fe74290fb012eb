import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { isIP } from 'node:net'
import { isPublicAddress, webhookAddressNotFound, webhookAddressNotPublic, webhookUrlProblem } from '@/lib/webhook'

/** A receiving system's address with the one IP address checked for it: the delivery connects there and nowhere else. */
export type WebhookTarget = { url: URL; address: string; family: 4 | 6 }

const lookupTimeoutMs = 5_000

/**
 * Where a webhook address leads, checked: the name is resolved and refused when ANY of its
 * addresses is not on the public internet (loopback, private, link-local and the cloud's metadata
 * service, carrier NAT, IPv4 inside IPv6…), unless the operator allowed private targets
 * (WEBHOOK_ALLOW_PRIVATE, a local receiver). One address per name would let a name that also
 * points inside slip through on the address not looked at.
 */
export async function resolveWebhookTarget(value: string, allowPrivate: boolean): Promise<WebhookTarget | { problem: string }> {
  const written = webhookUrlProblem(value)
  if (written) return { problem: written }
  const url = new URL(value)
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  let addresses: { address: string; family: number }[]
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }]
  else {
    try {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), lookupTimeoutMs)))
      addresses = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]).finally(() => clearTimeout(timer))
    } catch {
      return { problem: webhookAddressNotFound }
    }
  }
  if (addresses.length === 0) return { problem: webhookAddressNotFound }
  if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) return { problem: webhookAddressNotPublic }
  const first = addresses[0]!
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 }
}

/**
 * Posts to a checked target, connecting to the very address that was checked (no second lookup a
 * name's owner could answer differently) while TLS still verifies the certificate for the name.
 * Redirects are never followed: a 3xx is just a failed answer. Resolves with the status code.
 */
export function postToTarget(target: WebhookTarget, headers: Record<string, string>, body: string, timeoutMs: number): Promise<number> {
  const pinned: LookupFunction = (_host, options, callback) => {
    // Node asks for every address at once when it may try IPv4 and IPv6 side by side.
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ])
    else callback(null, target.address, target.family)
  }
  const client = target.url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.request(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        lookup: pinned,
        // A fresh connection each time: a kept-alive one would skip this try's check of the address.
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}
