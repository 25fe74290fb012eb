import type { TaskConfig } from 'payload'
import { anonymiseExpired } from '@/cms/collections/ContactRequests/anonymise'
import { markDailyRunDone } from './daily'

/** The nightly retention job: requests older than the setting lose their personal data. */
export const anonymiseExpiredTask: TaskConfig<{ input: { dia: string }; output: { anonimizadas: number } }> = {
  slug: 'anonimizarVencidas',
  label: 'Anonimizar las solicitudes que pasaron el tiempo de conservación',
  inputSchema: [{ name: 'dia', type: 'text', required: true }],
  outputSchema: [{ name: 'anonimizadas', type: 'number', required: true }],
  retries: { attempts: 1_000_000, backoff: { type: 'fixed', delay: 60 * 60 * 1000 } },
  handler: async ({ input, req }) => {
    const anonimizadas = await anonymiseExpired(req.payload)
    if (anonimizadas > 0)
      req.payload.logger.info(`[privacidad] se anonimizaron ${anonimizadas} solicitudes que pasaron el tiempo de conservación`)
    await markDailyRunDone(req.payload, 'anonimizarVencidas', input.dia)
    return { output: { anonimizadas } }
  },
}
