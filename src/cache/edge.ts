import type { Payload } from 'payload'
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
async function purgeEdges(tags: readonly string[], urls: readonly string[] = env.edgePurgeUrls): Promise<number[]> {
  if (tags.length === 0) return []
  const taken = await Promise.all(urls.map((_, edge) => purgeEdge(edge, tags, urls)))
  return taken.flatMap((ok, edge) => (ok ? [] : [edge]))
}

/** The queue's task that purges one edge again (src/cms/jobs/purgeEdge.ts). */
export const purgeEdgeTaskSlug = 'purgarBorde'

/**
 * With several instances (REDIS_URL) each learns of a change within 250 ms, when it next reads its
 * cache (./shared-cache-handler.mjs): the edge is purged once they all have, or it could fetch the
 * old page again from one that had not yet.
 */
const instancesLearnMs = 300

/**
 * Purges a change's tags on every edge now; an edge that does not take it (down, restarting) gets
 * a job, retried by the queue with its back-off until it does. Publishing never waits for an edge.
 */
export async function purgeEdgesOrQueue(payload: Payload, tags: readonly string[]): Promise<void> {
  if (env.edgePurgeUrls.length === 0 || tags.length === 0) return
  if (env.redisUrl) await new Promise((resolve) => setTimeout(resolve, instancesLearnMs))
  for (const edge of await purgeEdges(tags)) {
    payload.logger.warn(`[borde] la caché del borde ${edge + 1} no tomó la purga de ${tags.join(', ')}; se reintenta desde la cola`)
    try {
      await payload.jobs.queue({ task: purgeEdgeTaskSlug, input: { borde: edge, etiquetas: tags.join(' ') } })
    } catch (error) {
      payload.logger.error({ err: error, msg: '[borde] no se pudo dejar la purga en la cola' })
    }
  }
}
