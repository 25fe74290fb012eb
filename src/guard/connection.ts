import { randomBytes } from 'node:crypto'
import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'

// Next.js hands routes and the proxy a Web Request with no socket: the only trace of the
// connection is X-Forwarded-For, which Next fills in from the socket only when the client sent
// none. So the server process records each connection's peer address in a request header of its
// own as the request arrives (Node's http.server.request.start channel fires before any handler).
// The header's name is random per process and kept on globalThis, shared by the proxy and the
// routes: a client cannot send a value for a name it does not know, and the header is written
// (overwritten) on every request.
const nameKey = Symbol.for('ugc.peerAddressHeader')
type Holder = { [nameKey]?: string }

/** Starts recording connection addresses in this process (src/instrumentation.ts, at start-up). */
export function recordPeerAddresses(): void {
  const holder = globalThis as Holder
  if (holder[nameKey]) return
  const name = `x-ugc-peer-${randomBytes(16).toString('hex')}`
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage }
    const address = request.socket?.remoteAddress
    if (address) request.headers[name] = address
    else delete request.headers[name]
  })
  holder[nameKey] = name
}

/** The address of the connection this request came in on; undefined outside an HTTP server. */
export function peerAddress(request: { headers: Pick<Headers, 'get'> }): string | undefined {
  const name = (globalThis as Holder)[nameKey]
  return (name && request.headers.get(name)) || undefined
}
