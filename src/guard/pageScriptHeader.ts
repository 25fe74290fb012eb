import { subscribe } from 'node:diagnostics_channel'
import type { OutgoingHttpHeader, ServerResponse } from 'node:http'
import { scriptPolicyHeader } from '@/lib/pageScriptPolicy.mjs'
import { withPageScriptSrc } from './securityHeaders'

// A page from the cache brings the script-src of its own inline scripts in a header of its entry
// (src/cache/shared-cache-handler.mjs), which Next.js appends to the response as it serves the
// entry. Here, in the server process, that header never leaves: its value takes the place of the
// proxy's provisional script-src ('self' 'unsafe-inline') in the response's one policy. Body and
// hashes come from the same cache object, so a page never leaves with another version's hashes
// (docs/decisions/0014-csp-con-hashes.md).
const installed = Symbol.for('ugc.pageScriptHeader')

function take(response: ServerResponse, value: OutgoingHttpHeader): void {
  const current = response.getHeader('content-security-policy')
  if (typeof current !== 'string') return
  response.setHeader('content-security-policy', withPageScriptSrc(current, String(value)))
}

/** Starts swapping cached pages' script policies into their CSP header (src/instrumentation.ts). */
export function swapPageScriptPolicies(): void {
  const holder = globalThis as { [installed]?: boolean }
  if (holder[installed]) return
  holder[installed] = true
  subscribe('http.server.request.start', (message) => {
    const { response } = message as { response?: ServerResponse }
    if (!response) return
    const append = response.appendHeader
    const set = response.setHeader
    response.appendHeader = function (name, value) {
      if (name.toLowerCase() !== scriptPolicyHeader) return append.call(this, name, value)
      take(this, Array.isArray(value) ? value[0] : value)
      return this
    }
    response.setHeader = function (name, value) {
      if (name.toLowerCase() !== scriptPolicyHeader) return set.call(this, name, value)
      take(this, Array.isArray(value) ? value[0] : value)
      return this
    }
  })
}
