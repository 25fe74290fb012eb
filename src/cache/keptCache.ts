import 'server-only'
import { unstable_cache } from 'next/cache'
import { noteReadFailure } from './outage'
import { noteReadTags } from './readTags'

/*
 * Next's data cache, plus the last answer each read gave in this process. A cached read does no
 * database work, but an entry can still have to be read again while the database is away (its
 * tag expired, or the cache let it go): then the last answer this process saw is served instead
 * of an error page, and the next read after the database is back refreshes it.
 */
const kept = new Map<string, unknown>()
const maxKept = 5000
let lastWarning = 0

function keep(key: string, value: unknown) {
  kept.delete(key)
  kept.set(key, value)
  if (kept.size > maxKept) kept.delete(kept.keys().next().value!)
}

/** `unstable_cache` that answers its last good value when the database fails. */
export function cacheRead<A extends unknown[], R>(
  read: (...args: A) => Promise<R>,
  keyParts: string[],
  options: Parameters<typeof unstable_cache>[2],
): (...args: A) => Promise<R> {
  const cachedRead = unstable_cache(read, keyParts, options)
  const name = keyParts.join('|')
  return async (...args: A): Promise<R> => {
    const key = `${name}:${JSON.stringify(args)}`
    noteReadTags(options?.tags)
    try {
      const value = await cachedRead(...args)
      keep(key, value)
      return value
    } catch (error) {
      noteReadFailure(error)
      if (!kept.has(key)) throw error
      if (Date.now() - lastWarning > 10_000) {
        lastWarning = Date.now()
        console.error('[datos] la base de datos no responde; se sirve la última copia conocida:', (error as Error).message)
      }
      return kept.get(key) as R
    }
  }
}
