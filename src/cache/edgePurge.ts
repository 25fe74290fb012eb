import { env } from '@/env'

/*
 * Purging the edge caches in front of the site (edge/sitio.vcl, docs/decisions/0036-cache-en-el-borde.md):
 * a PURGE to each address of EDGE_PURGE_URLS naming the changed tags, which drops every answer that
 * carries one of them (src/cache/edge-tags.mjs). The addresses are a secret (they may carry a token):
 * the log names an edge by its position only.
 */
const edgePurgeHeader = 'xkey-purge'
const purgeTimeoutMs = 2000

/**
 * Purges `tags` on the edge at position `edge` of EDGE_PURGE_URLS: true once it said so; false when
 * it did not answer, or when this server does not know that edge (another instance will).
 */
export async function purgeEdge(edge: number, tags: readonly string[], urls: readonly string[] = env.edgePurgeUrls): Promise<boolean> {
  const url = urls[edge]
  if (!url) return false
  try {
    const answer = await fetch(url, {
      method: 'PURGE',
      headers: { [edgePurgeHeader]: tags.join(' ') },
      signal: AbortSignal.timeout(purgeTimeoutMs),
    })
    await answer.body?.cancel()
    return answer.ok
  } catch {
    return false
  }
}

/** Purges `tags` on every edge; the positions of those that did not take it. */
export async function purgeEdges(tags: readonly string[], urls: readonly string[] = env.edgePurgeUrls): Promise<number[]> {
  if (tags.length === 0) return []
  const taken = await Promise.all(urls.map((_, edge) => purgeEdge(edge, tags, urls)))
  return taken.flatMap((ok, edge) => (ok ? [] : [edge]))
}
