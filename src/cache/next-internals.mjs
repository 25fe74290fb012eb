// The pieces of Next.js the site's cache uses that are not its public API, in one place, so an
// upgrade that moves them breaks here and in src/cache/next-internals.test.ts, not somewhere else:
//   - its file-system cache, which src/cache/shared-cache-handler.mjs extends (the `cacheHandler`);
//   - its tag manifest (when each tag was last expired) and the check of a list of tags against it;
//   - the process's cache, which Next.js keeps on globalThis once it has served a request: through
//     it a change made outside any request (the queue) expires tags (src/cache/index.ts).
// Plain JavaScript: Next.js loads the cache handler outside the app's bundle.
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import tagsModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

export const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule
export const tagsManifest = tagsModule.tagsManifest
export const areTagsExpired = tagsModule.areTagsExpired

/**
 * The process's Next.js cache (its `revalidateTag(tags, durations)`), or undefined before the
 * server has served a request, and outside a server (scripts, tests).
 * @returns {{ revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void> } | undefined}
 */
export const processCache = () => globalThis.__incrementalCache
