import { createHmac } from 'node:crypto'
import type { Payload, TaskConfig } from 'payload'
import { env } from '@/env'
import { localDay, waitedFor } from '@/lib/dailyTime'
import { buildDigestEmail, type Digest, type DigestRow } from '@/lib/digestEmail'
import { dailyRunDone, markDailyRunDone } from './daily'
import { sharedMailTransport as mailTransport } from './mailTransport'

const dayMs = 24 * 3600_000

/**
 * What the morning digest lists at `now`: requests still «nueva» from the last 24 hours, and
 * separately those waiting longer, each oldest first.
 */
export async function readDigest(payload: Payload, now: Date): Promise<Digest> {
  const { docs } = await payload.find({
    collection: 'solicitudes-contacto',
    where: {
      and: [{ estado: { equals: 'nueva' } }, { anonimizada: { not_equals: true } }, { createdAt: { less_than_equal: now.toISOString() } }],
    },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { nombre: true, apellido: true, programa: true, createdAt: true },
  })
  const rows = docs.map((d) => ({
    id: d.id,
    nombre: `${d.nombre} ${d.apellido}`.trim(),
    programa: d.programa,
    espera: waitedFor(now.getTime() - Date.parse(d.createdAt)),
    enlace: `${env.siteUrl}/admin/collections/solicitudes-contacto/${d.id}`,
    createdAt: d.createdAt,
  }))
  const late = (r: DigestRow) => now.getTime() - Date.parse(r.createdAt) > dayMs
  return { recientes: rows.filter((r) => !late(r)), atrasadas: rows.filter(late) }
}

/** One Message-ID per day: a repeated send after a crash shows as one message. */
function digestMessageId(day: string): string {
  const host = new URL(env.siteUrl).hostname || 'ugc.edu.mx'
  const tag = createHmac('sha256', env.payloadSecret).update(`resumen:${day}`).digest('hex').slice(0, 16)
  return `<resumen-${day}.${tag}@${host}>`
}

/**
 * Sends the morning digest for `now` to the admissions address of the site's settings. Returns
 * what it did: «enviado», «nada» (nothing to report, no e-mail) or «ya-enviado».
 */
export async function sendMorningDigest(
  payload: Payload,
  now: Date = new Date(),
  day: string = localDay(now),
): Promise<'enviado' | 'nada' | 'ya-enviado'> {
  if (await dailyRunDone(payload, 'resumenMatutino', day)) return 'ya-enviado'
  const message = buildDigestEmail(await readDigest(payload, now), day, env.siteUrl)
  if (!message) {
    await markDailyRunDone(payload, 'resumenMatutino', day)
    return 'nada'
  }
  if (!env.smtpUrl) throw new Error('SMTP_URL no está configurado: el resumen espera.')
  const settings = await payload.findGlobal({ slug: 'configuracion-sitio', depth: 0 })
  if (!settings.correo_admisiones) throw new Error('Falta el correo de admisiones en la configuración del sitio.')
  await mailTransport().sendMail({ messageId: digestMessageId(day), from: env.mailFrom, to: settings.correo_admisiones, ...message })
  await markDailyRunDone(payload, 'resumenMatutino', day)
  return 'enviado'
}

export const morningDigest: TaskConfig<{ input: { dia: string }; output: { resultado: string } }> = {
  slug: 'resumenMatutino',
  label: 'Resumen matutino de solicitudes sin respuesta',
  inputSchema: [{ name: 'dia', type: 'text', required: true }],
  outputSchema: [{ name: 'resultado', type: 'text', required: true }],
  // The runner (./runner.ts) sets the real wait between tries, as for every e-mail.
  retries: { attempts: 1_000_000, backoff: { type: 'fixed', delay: 60 * 60 * 1000 } },
  handler: async ({ input, req }) => ({ output: { resultado: await sendMorningDigest(req.payload, new Date(), input.dia) } }),
}
