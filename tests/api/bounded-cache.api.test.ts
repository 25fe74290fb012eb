import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { added, cacheFiles, settle } from './cache-files'
import { base, label, load } from './helpers'
import { startNextServer, stopNextServers } from './next-server'
import { slotRedisDb } from '../support/slot.mjs'

afterAll(stopNextServers)

/*
 * Anonymous requests for addresses that do not exist must not grow the server's caches: Next's
 * file-system cache (pages, route answers, data reads, optimised images under .next) and, with
 * REDIS_URL, the shared cache's keys. What exists is still cached, or this test could not fail.
 */
// The Redis database of the scale-out test: the files run one at a time and each empties it first.
const redisUrl = `redis://127.0.0.1:6379/${slotRedisDb(7)}`

/**
 * How many timed reads the made-up pages can draw (the news and the events lists of the news,
 * activities and not-found pages): a handful at most, where one per address would be hundreds.
 */
const timedReads = 5

const word = () => Math.random().toString(36).slice(2, 10)

/** One made-up address of each kind a visitor (or a scanner) can send, `n` of them in turn. */
function madeUp(n: number, realImage: string): string[] {
  const kinds: (() => string)[] = [
    () => `/licenciaturas/${word()}`,
    () => `/diplomados/${word()}`,
    () => `/CONOCER/${word()}`,
    () => `/og/licenciaturas/${word()}.png`,
    () => `/og/vida-universitaria-y-eventos/${word()}.png`,
    () => `/og/actividades-ugc/${word()}.png`,
    () => `/og/${word()}/${word()}.png`,
    () => `/${word()}/${word()}`,
    () => `/${word()}`,
    () => `/vida-universitaria-y-eventos?slug=${word()}`,
    () => `/actividades-ugc?month=${word()}`,
    () => `/radiougc?month=0${Math.floor(Math.random() * 9) + 1}/19${Math.floor(Math.random() * 90) + 10}`,
    () => `/api/get-info-ofertaacademica/?slug=${word()}`,
    () => `/api/get-conocer/?slug=${word()}`,
    () => `/media/${word()}.jpg`,
    () => `/_next/image?url=${encodeURIComponent(`/media/${word()}.jpg`)}&w=640&q=75`,
    () => `/_next/image?url=${encodeURIComponent(`${realImage}?${word()}`)}&w=640&q=75`,
    // Widths and qualities the site never asks for (its widths are all even; its quality is 75).
    () => `/_next/image?url=${encodeURIComponent(realImage)}&w=${2 * Math.floor(Math.random() * 1500) + 1}&q=75`,
    () => `/_next/image?url=${encodeURIComponent(realImage)}&w=640&q=${Math.floor(Math.random() * 74) + 1}`,
  ]
  return Array.from({ length: n }, (_, i) => kinds[i % kinds.length]!())
}

async function sendAll(server: string, paths: string[], concurrency = 8): Promise<Map<number, number>> {
  const statuses = new Map<number, number>()
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const target = paths[next++]!
        const response = await fetch(`${server}${target}`, { headers: { Accept: 'image/avif,image/webp,*/*' }, redirect: 'manual' })
        await response.arrayBuffer()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      }
    }),
  )
  return statuses
}

async function realImageOf(server: string): Promise<string> {
  const { data } = (await (await fetch(`${server}/api/get-info-ofertaacademica-cards/?tipo=LIC`)).json()) as {
    data: { path_imagen: string }[]
  }
  return new URL(data[0]!.path_imagen, server).pathname
}

describe(`made-up addresses add nothing to the caches (${label})`, () => {
  // 20 of each of the 19 kinds on PostgreSQL (10 on SQLite): a cache that kept one entry per
  // address would grow by hundreds, against the handful of timed reads allowed. Each is a page
  // rendered; more only cost minutes of CPU.
  const madeUpPaths = load(1520)
  it(`${madeUpPaths} made-up paths of every kind leave the file cache as it was; real pages and cards are cached`, async () => {
    const image = await realImageOf(base)
    // Once each kind: what a first "not found" caches once (the shared 404 page) is not per address.
    await sendAll(base, madeUp(19 * 2, image))
    await settle()
    const before = cacheFiles()
    const statuses = await sendAll(base, madeUp(madeUpPaths, image))
    // Not found or refused; the news, activities and radio pages answer an unknown query with their
    // plain view (200), rendered for that request only.
    expect(
      [...statuses.keys()].every((status) => status < 500),
      JSON.stringify([...statuses]),
    ).toBe(true)
    expect(statuses.get(404)).toBeGreaterThan(madeUpPaths / 2)
    await settle()
    // A data read that shows visit counts is read again once a minute, and written to disk when it
    // is: if another server of the suite started from `npm start` since this one last wrote it,
    // that start emptied the data cache on disk (scripts/start.mjs), and the refresh puts back a
    // file this server still held in memory. That is the same real read, never one per address:
    // anything else (a page, a picture, a read of its own) is a file a made-up address created.
    const grown = added(before, cacheFiles())
    expect(grown.filter((file) => !file.timedRead)).toEqual([])
    expect(grown.length).toBeLessThanOrEqual(timedReads)

    // What exists is kept: the second read of a programme's page and card comes from the cache.
    const cached = async (target: string) => {
      await fetch(`${base}${target}`).then((r) => r.arrayBuffer())
      return (await fetch(`${base}${target}`)).headers.get('x-nextjs-cache')
    }
    expect(await cached('/licenciaturas/licenciatura-en-derecho')).toMatch(/HIT|STALE/)
    expect(await cached('/og/licenciaturas/licenciatura-en-derecho.png')).toMatch(/HIT|STALE/)
    const optimised = `/_next/image?url=${encodeURIComponent(image)}&w=640&q=75`
    await fetch(`${base}${optimised}`, { headers: { Accept: 'image/webp' } }).then((r) => r.arrayBuffer())
    expect((await fetch(`${base}${optimised}`, { headers: { Accept: 'image/webp' } })).headers.get('x-nextjs-cache')).toBe('HIT')
  }, 900_000)

  // Several instances share Redis where they share PostgreSQL: run with that suite (the SQLite suite
  // runs beside it, and both would empty the one Redis database).
  it.runIf(label === 'PostgreSQL')(
    'with the shared cache in Redis, made-up paths add no key; a real card is still cached',
    async () => {
      const redis = new Redis(redisUrl)
      try {
        await redis.flushdb()
        const server = await startNextServer({ REDIS_URL: redisUrl })
        const image = await realImageOf(server)
        await sendAll(server, madeUp(19 * 2, image))
        await settle()
        const keys = async () => (await redis.keys('ugc:next:*')).filter((key) => key !== 'ugc:next:tags').length
        // This server shares the build's disk cache with the suite's own server: a shared read it
        // served from disk is written to Redis the first time it is refreshed, and the reads that
        // show visit counts refresh every minute, so on a slow machine a few may first do so during
        // a later burst. What must not happen is a key per made-up address: a second burst of 190
        // other made-up addresses adds at most those few, never one per address.
        await sendAll(server, madeUp(load(760), image))
        await settle()
        const afterFirst = await keys()
        await sendAll(server, madeUp(load(760), image))
        await settle()
        expect(await keys()).toBeLessThanOrEqual(afterFirst + 5)
        // What exists is still kept (on disk, or in Redis the first time any server draws it).
        const card = `${server}/og/diplomados/diplomado-en-gestion-hotelera.png`
        await fetch(card).then((r) => r.arrayBuffer())
        expect((await fetch(card)).headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/)
      } finally {
        redis.disconnect()
      }
    },
    900_000,
  )
})
