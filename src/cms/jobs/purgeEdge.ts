import type { Payload, TaskConfig } from 'payload'
import { env } from '@/env'
import { purgeEdge, purgeEdges } from '@/cache/edgePurge'

const purgeEdgeSlug = 'purgarBorde'

/**
 * With several instances (REDIS_URL) each learns of a change within 250 ms, when it next reads its
 * cache (src/cache/shared-cache-handler.mjs): the edge is purged once they all have, or it could
 * fetch the old page again from one that had not yet.
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
      await payload.jobs.queue({ task: purgeEdgeSlug, input: { borde: edge, etiquetas: tags.join(' ') } })
    } catch (error) {
      payload.logger.error({ err: error, msg: '[borde] no se pudo dejar la purga en la cola' })
    }
  }
}

/**
 * One edge's purge, again: fails (and is tried again later, maybe by another instance) until that
 * edge takes it, or until the queue gives up (QUEUE_GIVE_UP_HOURS) if no instance knows it any more.
 */
export const purgeEdgeTask: TaskConfig<{ input: { borde: number; etiquetas: string }; output: object }> = {
  slug: purgeEdgeSlug,
  label: 'Purgar la caché del borde',
  inputSchema: [
    { name: 'borde', type: 'number', required: true },
    { name: 'etiquetas', type: 'text', required: true },
  ],
  retries: { attempts: 1_000_000, backoff: { type: 'fixed', delay: 60 * 60 * 1000 } },
  handler: async ({ input }) => {
    if (!(await purgeEdge(input.borde, input.etiquetas.split(' ')))) {
      throw new Error(`La caché del borde ${input.borde + 1} no tomó la purga.`)
    }
    return { output: {} }
  },
}
