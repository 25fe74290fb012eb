/**
 * The proxy (src/proxy.ts) runs outside Next's data cache, so what it needs from the database (the
 * settings' embed hosts for the CSP, the index of cacheable views) it keeps itself, for a few
 * seconds, in the process: one read every few seconds instead of one per request. A hook may
 * forget a value at once in the instance that saved the change; other instances see it within
 * `memoTtlMs`. The proxy and the back office are bundled apart, so the memos live on globalThis,
 * shared by the process.
 */
const key = Symbol.for('ugc.processMemo')

export const memoTtlMs = 5000

/** The values the proxy remembers. */
export const memoNames = { embeds: 'embed-sources', views: 'cached-views', slugs: 'slugs', redirects: 'redirects' } as const

type Memo = { at: number; value: Promise<unknown> }
type Holder = { [key]?: Map<string, Memo> }

function memos(): Map<string, Memo> {
  const holder = globalThis as Holder
  return (holder[key] ??= new Map())
}

/** The remembered value of `name` while fresh; otherwise reads again, and keeps the last good value if that read fails. */
export async function remembered<T>(name: string, read: () => Promise<T>, now = Date.now()): Promise<T> {
  const all = memos()
  const memo = all.get(name) as { at: number; value: Promise<T> } | undefined
  if (memo && now - memo.at < memoTtlMs) return memo.value
  const value = read()
  all.set(name, { at: now, value })
  try {
    return await value
  } catch (error) {
    if (memo) {
      // The database is away: the value it last gave still applies, and it is asked again after the TTL.
      all.set(name, { at: now, value: memo.value })
      return memo.value
    }
    all.delete(name)
    throw error
  }
}

/** The next use of `name` reads again. */
export function forget(name: string): void {
  memos().delete(name)
}
