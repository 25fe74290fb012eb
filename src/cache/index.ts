import { AsyncLocalStorage } from 'node:async_hooks'
import { revalidateTag, unstable_cache } from 'next/cache'
import { after } from 'next/server'
import type { Payload } from 'payload'
import { noteReadFailure } from '@/lib/databaseOutage'
import { purgeEdgesOrQueue } from './edge'
import { processCache } from './next-internals.mjs'

/*
 * The site's cache, one API (docs/decisions/0037-una-sola-cache.md). Everything public is read by
 * a key and the tags of what it reads, and a change expires its tags:
 *   - `cached`: a read kept in Next.js's data cache (and so in every page drawn from it) until
 *     one of its tags expires;
 *   - `remembered`: a value the proxy keeps for itself for a few seconds (it runs outside the data
 *     cache), forgotten at once when one of its tags expires in this process;
 *   - `expire`: after a change, its tags expire in Next.js's cache (every instance's, with
 *     REDIS_URL), in what the proxy remembers, and on every edge (./edge.ts);
 *   - `withReadTags`: the tags an answer's reads had, for the edge to purge it by.
 * The pages themselves are Next.js's, kept by ./shared-cache-handler.mjs.
 */

/** The tags of public reads and of what the proxy remembers; each collection's hooks expire its own. */
export const cacheTags = {
  slides: 'carrusel',
  programmes: 'programas',
  programmeLogos: 'programas-academicos',
  conocer: 'conocer',
  communication: 'comunicaciones',
  podcasts: 'podcasts',
  successStories: 'casos-exito',
  benefits: 'beneficios-exa',
  infoBlocks: 'tramites-texto',
  books: 'libros',
  sitcaTeam: 'sitca-equipo',
  sitcaDocuments: 'sitca-documentos',
  media: 'media',
  settings: 'configuracion-sitio',
  institutional: 'contenido-institucional',
  alert: 'aviso',
  registrations: 'registros-evento',
  redirects: 'redirecciones',
} as const

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags]

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────

/** The last answer of each read in this process, served while the database is away. */
const kept = new Map<string, unknown>()
const maxKept = 5000
let lastWarning = 0
const reading = new AsyncLocalStorage<Set<string>>()

/**
 * `read` kept under `key` (and its arguments) until one of `tags` expires, or `revalidate` seconds
 * pass. A cached read does no database work; one that must be made again while the database is
 * away (its tag expired, the cache let it go) answers the last value this process saw instead of
 * an error page, and the next read after the database is back refreshes it.
 */
export function cached<A extends unknown[], R>(
  key: string,
  tags: readonly string[],
  read: (...args: A) => Promise<R>,
  revalidate: number | false = false,
): (...args: A) => Promise<R> {
  const cached = unstable_cache(read, [key], { tags: [...tags], revalidate })
  return async (...args: A): Promise<R> => {
    const argsKey = `${key}:${JSON.stringify(args)}`
    const collecting = reading.getStore()
    if (collecting) for (const tag of tags) collecting.add(tag)
    try {
      const value = await cached(...args)
      kept.delete(argsKey)
      kept.set(argsKey, value)
      if (kept.size > maxKept) kept.delete(kept.keys().next().value!)
      return value
    } catch (error) {
      noteReadFailure(error)
      if (!kept.has(argsKey)) throw error
      if (Date.now() - lastWarning > 10_000) {
        lastWarning = Date.now()
        console.error('[datos] la base de datos no responde; se sirve la última copia conocida:', (error as Error).message)
      }
      return kept.get(argsKey) as R
    }
  }
}

/** Runs `read`, and gives its value with the tags of every cached read it made (an answer names them to the edge). */
export async function withReadTags<T>(read: () => Promise<T>): Promise<{ value: T; tags: string[] }> {
  const tags = new Set<string>()
  const value = await reading.run(tags, read)
  return { value, tags: [...tags] }
}

/** How long the proxy keeps a value: other instances see a change within this. */
export const memoTtlMs = 5000

type Memo = { at: number; tags: readonly string[]; value: Promise<unknown> }
// The proxy and the back office are bundled apart: the memos live on globalThis, shared by the process.
const memos: Map<string, Memo> = ((globalThis as { __ugcMemos?: Map<string, Memo> }).__ugcMemos ??= new Map())

/**
 * What the proxy needs from the database (the embed hosts of the CSP, the slugs and views that
 * exist, the redirects): one read every `memoTtlMs` instead of one per request. While the database
 * is away the last good value stands, and is asked for again after the TTL.
 */
export async function remembered<T>(key: string, tags: readonly string[], read: () => Promise<T>, now = Date.now()): Promise<T> {
  const memo = memos.get(key) as (Memo & { value: Promise<T> }) | undefined
  if (memo && now - memo.at < memoTtlMs) return memo.value
  const value = read()
  memos.set(key, { at: now, tags, value })
  try {
    return await value
  } catch (error) {
    if (!memo) {
      memos.delete(key)
      throw error
    }
    memos.set(key, { ...memo, at: now })
    return memo.value
  }
}

/** The next use of every value remembered with one of `tags` reads again. */
export function forgetRemembered(tags: readonly string[]): void {
  for (const [key, memo] of memos) if (memo.tags.some((tag) => tags.includes(tag))) memos.delete(key)
}

// ── Expiring ────────────────────────────────────────────────────────────────────────────────────

/**
 * Tags a change made outside any request expired (a scheduled publication run by the queue).
 * Inside a request Next.js expires tags once the request is done, after the change is committed;
 * outside one the hook runs before its operation commits, and a read in between (another visitor,
 * another instance) could keep the old data as fresh, so the queue runner expires them again once
 * the task's work is committed (`expireAgainAfterCommit`). On globalThis, as the memos.
 */
const outsideRequests: Set<string> = ((globalThis as { __ugcExpiredOutsideRequests?: Set<string> }).__ugcExpiredOutsideRequests ??=
  new Set())

/**
 * How long after a change its tags are expired once more, everywhere. A page whose render began
 * before the change and ended after it is kept as fresh with the old data: a published alert was
 * missing from the home page for over 30 s. Renders take up to seconds on a busy server, so twice.
 */
const lateExpiriesMs = [3_000, 15_000]

/**
 * The edge is purged again every quarter of a second for the first second after a change, then at
 * 1.5 and 2 s: an instance slow to learn of it (a busy server takes longer than the 250 ms of
 * ./shared-cache-handler.mjs) may have handed the edge the old page after a purge, and the late
 * expiries are seconds away. The edge keeps nothing it began to ask for before its last purge
 * (edge/sitio.vcl: a page drawn across a purge could be the old one), so an old copy it took lives a
 * quarter of a second at most. A purge is one small request to each edge.
 */
const edgeCatchUpsMs = [250, 500, 750, 1_000, 1_500, 2_000]

/** Expires `tags` in this process's cache (and, with REDIS_URL, everywhere), then purges them at the edge. */
async function expireAgain(payload: Payload, tags: readonly string[]): Promise<void> {
  try {
    await processCache()?.revalidateTag([...tags], { expire: 0 })
  } catch {
    // The cache could not record it: the earlier expiry stands, or the entries expire on their own.
  }
  await purgeEdgesOrQueue(payload, tags)
}

/** After a change: its tags expire here, everywhere, at the edge, and again later (see above). */
export async function expire(tags: readonly CacheTag[], payload: Payload): Promise<void> {
  forgetRemembered(tags)
  const outside: string[] = []
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside a Next.js request (the queue runner, scripts, tests) revalidateTag has nothing to act on.
      outside.push(tag)
    }
  }
  for (const delay of lateExpiriesMs) setTimeout(() => void expireAgain(payload, tags), delay).unref?.()
  for (const delay of edgeCatchUpsMs) setTimeout(() => void purgeEdgesOrQueue(payload, tags), delay).unref?.()
  // The server warms the pages and their pictures again (scripts/serve.mjs listens).
  ;(process as NodeJS.EventEmitter).emit('ugc:cambio')
  if (outside.length > 0) {
    // Purged at the edge, with the second expiry, once the queue's task is committed.
    for (const tag of outside) outsideRequests.add(tag)
    try {
      await processCache()?.revalidateTag(outside, { expire: 0 })
    } catch {
      // The cache could not record it: the change shows when its entries expire.
    }
    return
  }
  // Inside a request: purged at the edge once it is answered (its change committed, its tags expired).
  try {
    after(() => purgeEdgesOrQueue(payload, tags))
  } catch {
    void purgeEdgesOrQueue(payload, tags)
  }
}

/** Expires again what changes outside requests expired before their commit; the queue runner calls it after each task. */
export async function expireAgainAfterCommit(payload: Payload): Promise<void> {
  if (outsideRequests.size === 0) return
  const tags = [...outsideRequests]
  outsideRequests.clear()
  await expireAgain(payload, tags)
}
