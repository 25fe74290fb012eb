import type { Payload, TaskConfig } from 'payload'
import { nextDay, zonedInstant } from '@/lib/dailyTime'
import { dailyRunDone, markDailyRunDone } from './daily'

/**
 * The day before an event, each confirmed person gets a reminder (issue 23, item 3): this daily
 * run (10:00 campus time) finds the events that start the next day and queues one reminder per
 * confirmed registration not yet reminded; the e-mails themselves go through `avisarRegistro`,
 * which sends each one once. Answers how many it queued.
 */
export async function queueEventReminders(payload: Payload, day: string): Promise<number> {
  if (await dailyRunDone(payload, 'recordarEventos', day)) return 0
  const tomorrow = nextDay(day)
  const from = zonedInstant(tomorrow, 0, 0).toISOString()
  const until = zonedInstant(nextDay(tomorrow), 0, 0).toISOString()
  const { docs: events } = await payload.find({
    collection: 'comunicaciones',
    where: {
      and: [
        { _status: { equals: 'published' } },
        { 'registro.abierto': { equals: true } },
        { 'registro.inicio': { greater_than_equal: from } },
        { 'registro.inicio': { less_than: until } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { titulo: true },
  })
  let queued = 0
  for (const event of events) {
    const { docs } = await payload.find({
      collection: 'registros-evento',
      where: {
        and: [{ evento: { equals: event.id } }, { estado: { equals: 'confirmado' } }, { recordatorio_enviado_el: { exists: false } }],
      },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { estado: true },
    })
    for (const registration of docs) {
      await payload.jobs.queue({ task: 'avisarRegistro', input: { registro: registration.id, aviso: 'recordatorio' } })
      queued++
    }
  }
  await markDailyRunDone(payload, 'recordarEventos', day)
  return queued
}

export const eventReminders: TaskConfig<{ input: { dia: string }; output: { recordatorios: number } }> = {
  slug: 'recordarEventos',
  label: 'Recordar sus eventos de mañana a las personas registradas',
  inputSchema: [{ name: 'dia', type: 'text', required: true }],
  outputSchema: [{ name: 'recordatorios', type: 'number', required: true }],
  retries: { attempts: 1_000_000, backoff: { type: 'fixed', delay: 60 * 60 * 1000 } },
  handler: async ({ input, req }) => ({ output: { recordatorios: await queueEventReminders(req.payload, input.dia) } }),
}
