// The Next.js cache shared by every instance of the site (next.config.mjs `cacheHandler`).
//
// Without REDIS_URL it is Next's own file-system cache, unchanged: one instance, entries in
// memory and under .next. With REDIS_URL (several instances behind a load balancer):
//   - every entry an instance renders is also written to Redis, under this build's id, so another
//     instance serves it without rendering it again;
//   - every tag an editor's change revalidates is recorded in Redis with its time, and each
//     instance merges those times into Next's tag manifest before it reads its cache, so a page
//     or data read older than the change is not served by any instance;
//   - if Redis is away the instance carries on with its local cache (and learns of other
//     instances' changes when Redis returns).
// In CSP_MODE=hash (the default) every page it hands out or keeps carries the hashes of its own
// inline scripts (src/lib/pageScriptPolicy.mjs, docs/decisions/0014-csp-con-hashes.md).
// Next loads this file itself, outside the app's bundle, so it reads REDIS_URL from the
// environment directly (src/env.ts validates the same variable for the app).
import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import { Redis } from 'ioredis'
import { areTagsExpired, FileSystemCache, tagsManifest } from './next-internals.mjs'
import { addPageScriptPolicy, forgetPageScriptPolicy } from '../lib/pageScriptPolicy.mjs'
import { pageEdgeHeaders } from './edge-tags.mjs'

/** Entries live a week in Redis; a new build starts a new namespace and old ones age out. */
const entryTtlSeconds = 7 * 24 * 3600
/** How often, at most, an instance reads the tag times from Redis: changes show within this. */
const tagSyncMs = 250
const tagsKey = 'ugc:next:tags'

let redis
let buildId

/** Entries (pages, cached routes) whose headers already name their tags to the edge. */
const withEdgeTags = new WeakSet()

/** The tags a page or cached route was drawn from, as the headers an edge purges by (./edge-tags.mjs). */
function addEdgeTags(entry) {
  const value = entry?.value
  if ((value?.kind !== 'APP_PAGE' && value?.kind !== 'APP_ROUTE') || withEdgeTags.has(value)) return
  value.headers = { ...value.headers, ...pageEdgeHeaders(value.headers) }
  withEdgeTags.add(value)
}

/**
 * A page's HTML as bytes, once per entry: Next.js keeps it as a string, and would encode and measure
 * that string again for every response it sends (a third of the time a cached page took to serve,
 * measured with bench:load).
 */
function asBytes(entry) {
  const value = entry?.value
  if (value?.kind === 'APP_PAGE' && typeof value.html === 'string') value.html = Buffer.from(value.html, 'utf8')
}

/** What every page handed out or kept carries besides its render: its tags for the edge, its script policy; as bytes. */
function decorate(key, entry) {
  addEdgeTags(entry)
  addPageScriptPolicy(key, entry)
  asBytes(entry)
}

let lastSync = 0
let syncing

function client() {
  const url = process.env.REDIS_URL
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return undefined
  // Commands fail at once while Redis is unreachable (no offline queue): the local cache answers.
  if (!redis) {
    redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false })
    redis.on('error', () => {})
  }
  return redis
}

function entryKey(serverDistDir, key) {
  if (!buildId) {
    try {
      buildId = fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
    } catch {
      buildId = 'desarrollo'
    }
  }
  return `ugc:next:${buildId}:${key}`
}

/** Merges the tag times other instances recorded into Next's manifest (at most every tagSyncMs). */
async function syncTags(redisClient) {
  if (Date.now() - lastSync < tagSyncMs) return
  syncing ??= (async () => {
    try {
      const stored = await redisClient.hgetall(tagsKey)
      for (const [tag, json] of Object.entries(stored)) {
        const remote = JSON.parse(json)
        const local = tagsManifest.get(tag) ?? {}
        const merged = { ...local }
        for (const field of ['stale', 'expired']) {
          if (typeof remote[field] === 'number' && !(local[field] >= remote[field])) merged[field] = remote[field]
        }
        tagsManifest.set(tag, merged)
      }
      lastSync = Date.now()
    } catch {
      // Redis away: the local manifest still knows this instance's own changes.
    } finally {
      syncing = undefined
    }
  })()
  await syncing
}

/**
 * A data read written less than this after one of its tags changed may hold what the database had
 * before the change (a read that began earlier and ended later): Next would keep it as fresh, and
 * every page drawn from it would miss the change until the next one. It is read again instead.
 * (Pages are kept as Next keeps them: drawn from reads that pass this test.)
 */
const straddleMs = 1000

function writtenDuringChange(entry, tags) {
  const lastModified = entry?.lastModified
  if (entry?.value?.kind !== 'FETCH' || typeof lastModified !== 'number') return false
  for (const tag of tags) {
    const times = tagsManifest.get(tag)
    if (!times) continue
    for (const changed of [times.stale, times.expired]) {
      if (typeof changed === 'number' && changed <= lastModified && lastModified - changed < straddleMs) return true
    }
  }
  return false
}

export default class SharedCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const redisClient = client()
    if (redisClient) await syncTags(redisClient)
    let local = await super.get(key, ctx)
    if (local?.value && writtenDuringChange(local, entryTags(local, ctx))) local = null
    decorate(key, local)
    if (local || !redisClient) return local
    let stored
    try {
      const buffer = await redisClient.getBuffer(entryKey(this.serverDistDir, key))
      if (buffer) stored = v8.deserialize(buffer)
    } catch {
      return null
    }
    if (!stored?.value) return null
    const tags = entryTags(stored, ctx)
    if (tags.length > 0 && (areTagsExpired(tags, stored.lastModified) || writtenDuringChange(stored, tags))) return null
    decorate(key, stored)
    // Kept in this instance's memory too, as if it had rendered it itself.
    FileSystemCache.memoryCache?.set(key, stored)
    return stored
  }

  async set(key, data, ctx) {
    // A page rendered now is served from this very object too: it leaves with its policy.
    forgetPageScriptPolicy(key)
    decorate(key, { value: data, lastModified: Date.now() })
    await super.set(key, data, ctx)
    const redisClient = client()
    if (!redisClient || !data) return
    const entry = FileSystemCache.memoryCache?.get(key) ?? {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
    }
    const value = data.kind === 'FETCH' ? { ...entry, value: { ...data, tags: ctx.fetchCache ? ctx.tags : [] } } : entry
    try {
      await redisClient.set(entryKey(this.serverDistDir, key), v8.serialize(value), 'EX', entryTtlSeconds)
    } catch {
      // Redis away: the entry stays in this instance's cache.
    }
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    const redisClient = client()
    if (!redisClient) return
    const list = typeof tags === 'string' ? [tags] : tags
    if (list.length === 0) return
    try {
      await redisClient.hset(tagsKey, Object.fromEntries(list.map((tag) => [tag, JSON.stringify(tagsManifest.get(tag) ?? {})])))
    } catch {
      // Redis away: only this instance knows of the change until its entries expire.
    }
  }
}

/** The tags an entry depends on: the page's header, or the data read's own and its caller's. */
function entryTags(stored, ctx) {
  const header = stored.value.headers?.['x-next-cache-tags']
  if (typeof header === 'string') return header.split(',')
  if (stored.value.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...(stored.value.tags ?? [])]
  return []
}
