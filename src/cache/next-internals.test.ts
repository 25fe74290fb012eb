import fs from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { nextTagsHeader } from './edge-tags.mjs'
import { areTagsExpired, FileSystemCache, processCache, tagsManifest } from './next-internals.mjs'

// What the site reads of Next.js beyond its public API (./next-internals.mjs) is still there, with
// the shape the site uses: a Next.js upgrade that moves any of it fails here first.
const require = createRequire(import.meta.url)

describe('the Next.js internals of the cache', () => {
  it('the file-system cache is a class with the methods the shared handler overrides', () => {
    for (const method of ['get', 'set', 'revalidateTag']) expect(typeof FileSystemCache.prototype[method], method).toBe('function')
  })

  it('the tag manifest records when a tag expired, and a list of tags is checked against it', () => {
    const tag = `prueba-${Date.now()}`
    const before = Date.now() - 1000
    expect(areTagsExpired([tag], before)).toBe(false)
    tagsManifest.set(tag, { expired: Date.now() })
    expect(areTagsExpired([tag], before)).toBe(true)
    tagsManifest.delete(tag)
  })

  it('the process cache is kept on globalThis by the server, and a page entry lists its tags under the header the edge reads', () => {
    const routeModule = fs.readFileSync(require.resolve('next/dist/server/route-modules/route-module.js'), 'utf8')
    expect(routeModule).toContain('globalThis.__incrementalCache = incrementalCache')
    expect(processCache()).toBeUndefined()
    expect((require('next/dist/lib/constants.js') as { NEXT_CACHE_TAGS_HEADER: string }).NEXT_CACHE_TAGS_HEADER).toBe(nextTagsHeader)
  })
})
