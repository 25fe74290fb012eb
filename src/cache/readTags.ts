import 'server-only'
import { AsyncLocalStorage } from 'node:async_hooks'

/*
 * The cache tags of the reads a public API answer made (src/cache/keptCache.ts notes them here),
 * so the answer names them to the edge (src/cache/edge-tags.mjs) and a change purges it there.
 */
const reading = new AsyncLocalStorage<Set<string>>()

/** Runs `read`, and gives its value with the tags of every cached read it made. */
export async function withReadTags<T>(read: () => Promise<T>): Promise<{ value: T; tags: string[] }> {
  const tags = new Set<string>()
  const value = await reading.run(tags, read)
  return { value, tags: [...tags] }
}

/** Notes the tags of a read, if an answer is collecting them. */
export function noteReadTags(tags: readonly string[] | undefined): void {
  const collecting = reading.getStore()
  if (collecting && tags) for (const tag of tags) collecting.add(tag)
}
