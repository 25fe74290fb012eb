import type { TaskConfig } from 'payload'
import { purgeEdge, purgeEdgeTaskSlug } from '@/cache/edge'

/**
 * One edge's purge, again: fails (and is tried again later, maybe by another instance) until that
 * edge takes it, or until the queue gives up (QUEUE_GIVE_UP_HOURS) if no instance knows it any more.
 */
export const purgeEdgeTask: TaskConfig<{ input: { borde: number; etiquetas: string }; output: object }> = {
  slug: purgeEdgeTaskSlug,
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
