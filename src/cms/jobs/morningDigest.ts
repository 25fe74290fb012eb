import { createHmac } from 'node:crypto'
import type { Payload, TaskConfig } from 'payload'
import { env } from '@/env'
import { localDay, waitedFor } from '@/lib/dailyTime'
import { dailyRunDone, markDailyRunDone } from './daily'
import { sharedMailTransport as mailTransport } from './mailTransport'

const dayMs = 24 * 3600_000

type DigestRow = { id: number; nombre: string; programa: string; espera: string; enlace: string; createdAt: string }
export type Digest = { recientes: DigestRow[]; atrasadas: DigestRow[] }

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

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

function section(title: string, rows: DigestRow[]) {
  const text =
    rows.length === 0
      ? `${title}\nNinguna.\n`
      : `${title}\n${rows.map((r) => `- ${r.nombre} · ${r.programa} · hace ${r.espera}\n  ${r.enlace}`).join('\n')}\n`
  const html =
    `<h2 style="font-size:18px">${escape(title)}</h2>` +
    (rows.length === 0
      ? '<p>Ninguna.</p>'
      : `<table cellpadding="6" style="border-collapse:collapse"><thead><tr><th align="left">Nombre</th><th align="left">Programa</th><th align="left">Espera</th><th align="left">Abrir</th></tr></thead><tbody>${rows
          .map(
            (r) =>
              `<tr><td>${escape(r.nombre)}</td><td>${escape(r.programa)}</td><td>hace ${escape(r.espera)}</td><td><a href="${escape(r.enlace)}">Ver solicitud #${r.id}</a></td></tr>`,
          )
          .join('')}</tbody></table>`)
  return { text, html }
}

/** The digest as an e-mail (subject, text, HTML); null when there is nothing to report. */
function digestMessage(digest: Digest, day: string): { subject: string; text: string; html: string } | null {
  const total = digest.recientes.length + digest.atrasadas.length
  if (total === 0) return null
  const recent = section(`Nuevas de las últimas 24 horas, sin respuesta (${digest.recientes.length})`, digest.recientes)
  const late = section(`Esperan respuesta desde hace más de 24 horas (${digest.atrasadas.length})`, digest.atrasadas)
  const [y, m, d] = day.split('-')
  const intro = `Buenos días. Estas solicitudes siguen como «Nueva»: nadie les ha respondido todavía. Abre cada una para darle seguimiento.`
  return {
    subject: `Resumen de admisiones del ${d}/${m}/${y}: ${total === 1 ? '1 solicitud sin respuesta' : `${total} solicitudes sin respuesta`}`,
    text: `${intro}\n\n${late.text}\n${recent.text}`,
    html: `<p>${escape(intro)}</p>${late.html}${recent.html}`,
  }
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
  const message = digestMessage(await readDigest(payload, now), day)
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
