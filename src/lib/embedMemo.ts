/**
 * The proxy (src/proxy.ts) puts the settings' embed hosts in every page's CSP. It runs outside
 * Next's data cache, so it keeps the hosts itself, for a few seconds, in the process: one settings
 * read every few seconds instead of one per request. The settings' hook forgets them at once in
 * the instance that saved them; other instances see the change within `embedTtlMs`. The proxy
 * and the back office are bundled apart, so the memo lives on globalThis, shared by the process.
 */
const key = Symbol.for('ugc.embedSources')

export const embedTtlMs = 5000

type Memo<T> = { at: number; value: Promise<T> }
type Holder<T> = { [key]?: Memo<T> }

/** The remembered value while fresh; otherwise reads again, and keeps the last good value if that read fails. */
export async function rememberedEmbeds<T>(read: () => Promise<T>, now = Date.now()): Promise<T> {
  const holder = globalThis as Holder<T>
  const memo = holder[key]
  if (memo && now - memo.at < embedTtlMs) return memo.value
  const value = read()
  holder[key] = { at: now, value }
  try {
    return await value
  } catch (error) {
    if (memo) {
      // The database is away: the hosts it last gave still apply, and it is asked again after the TTL.
      holder[key] = { at: now, value: memo.value }
      return memo.value
    }
    delete holder[key]
    throw error
  }
}

/** Called by the settings' hook: the next page reads the hosts again. */
export function forgetEmbeds(): void {
  delete (globalThis as Holder<unknown>)[key]
}
