/** Tasks that send no e-mail: they run without a mail server, and its state does not move them. */
export const nonMailTasks = [
  'entregarWebhook',
  'anonimizarVencidas',
  'schedulePublish',
  'recordarEventos',
  'purgarBorde',
  'revisarAccesibilidad',
] as const

/**
 * Tasks the «Cola de avisos» line leaves out: the daily ones and scheduled publishing wait for their
 * hour on purpose (the lists show «Programado»), and the deliveries to another system have their own log.
 */
export const outsideNoticeHealth = [
  'entregarWebhook',
  'anonimizarVencidas',
  'resumenMatutino',
  'schedulePublish',
  'recordarEventos',
  'purgarBorde',
  'revisarAccesibilidad',
] as const

export const isMailTask = (slug: string | null | undefined) => !nonMailTasks.includes(slug as (typeof nonMailTasks)[number])
