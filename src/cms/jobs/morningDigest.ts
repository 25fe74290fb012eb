import { createHmac } from 'node:crypto'
import type { Payload, TaskConfig } from 'payload'
import { env } from '@/env'
import { readAdvisers, readFollowUps, type FollowUpRow } from '@/cms/collections/ContactRequests/followUps'
import { localDay, waitedFor } from '@/lib/dailyTime'
import { staffStamp } from '@/lib/dates'
import { buildAdviserDigestEmail, buildDigestEmail, type Digest, type DigestRow } from '@/lib/digestEmail'
import { dailyKey, dailyRunDone, markDailyRunDone } from './daily'
import { sharedMailTransport as mailTransport } from './mailTransport'

const dayMs = 24 * 3600_000

const requestLink = (id: number) => `${env.siteUrl}/admin/collections/solicitudes-contacto/${id}`

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
    enlace: requestLink(d.id),
    createdAt: d.createdAt,
  }))
  const late = (r: DigestRow) => now.getTime() - Date.parse(r.createdAt) > dayMs
  return { recientes: rows.filter((r) => !late(r)), atrasadas: rows.filter(late) }
}

/** One Message-ID per day (and adviser): a repeated send after a crash shows as one message. */
function digestMessageId(day: string, who = ''): string {
  const host = new URL(env.siteUrl).hostname || 'ugc.edu.mx'
  const tag = createHmac('sha256', env.payloadSecret).update(`resumen:${day}${who}`).digest('hex').slice(0, 16)
  return `<resumen-${day}${who}.${tag}@${host}>`
}

/** An adviser's morning e-mail of a day, once: a row of the daily runs (its key unique) says it went. */
const adviserKey = (day: string, adviser: number) => `${dailyKey('resumenMatutino', day)}:asesor-${adviser}`

async function adviserDone(payload: Payload, key: string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'corridas-diarias', where: { clave: { equals: key } }, overrideAccess: true })
  return totalDocs > 0
}

const timeShown = (iso: string) => staffStamp(new Date(iso)).slice(-5)

/**
 * Sends each adviser their own list for the morning of `day` (overdue, due today, unanswered),
 * to the e-mail they sign in with; an adviser with nothing gets nothing. Returns how many went.
 */
export async function sendAdviserDigests(payload: Payload, now: Date, day: string): Promise<number> {
  let sent = 0
  for (const adviser of await readAdvisers(payload)) {
    const key = adviserKey(day, adviser.id)
    if (await adviserDone(payload, key)) continue
    const lists = await readFollowUps(payload, now, adviser.id)
    const line = (cuando: (row: FollowUpRow) => string) => (row: FollowUpRow) => ({
      ...row,
      cuando: cuando(row),
      enlace: requestLink(row.id),
    })
    const message = buildAdviserDigestEmail(
      {
        nombre: adviser.nombre,
        vencidas: lists.vencidas.map(line((r) => staffStamp(new Date(r.cuando)))),
        paraHoy: lists.paraHoy.map(line((r) => timeShown(r.cuando))),
        nuevas: lists.nuevas.map(line((r) => `hace ${waitedFor(now.getTime() - Date.parse(r.cuando))}`)),
      },
      day,
      env.siteUrl,
    )
    if (!message) continue
    if (!env.smtpUrl) throw new Error('SMTP_URL no está configurado: el resumen espera.')
    await mailTransport().sendMail({
      messageId: digestMessageId(day, `-asesor-${adviser.id}`),
      from: env.mailFrom,
      to: adviser.email,
      ...message,
    })
    await payload.create({
      collection: 'corridas-diarias',
      data: { clave: key, tarea: 'resumenMatutino', dia: day, programada_para: now.toISOString(), completada_el: new Date().toISOString() },
      overrideAccess: true,
    })
    sent++
  }
  return sent
}

/**
 * Sends the morning e-mails for `now`: each adviser's own list, then the digest to the admissions
 * address of the site's settings. Returns what the latter did: «enviado», «nada» (nothing to
 * report, no e-mail) or «ya-enviado».
 */
export async function sendMorningDigest(
  payload: Payload,
  now: Date = new Date(),
  day: string = localDay(now),
): Promise<'enviado' | 'nada' | 'ya-enviado'> {
  if (await dailyRunDone(payload, 'resumenMatutino', day)) return 'ya-enviado'
  // Each adviser's own list first: a retry after a failure here sends only what did not go.
  await sendAdviserDigests(payload, now, day)
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
