import { emailDocument, emailHeading, emailParagraph as p, emailTable } from './emailLayout'

/*
 * The morning e-mails of admissions: to the inbox, the requests nobody has answered yet, those
 * waiting more than a day first; to each adviser, their own overdue, today's and unanswered ones.
 * Each line links to the request in the back office.
 */

export type DigestRow = { id: number; nombre: string; programa: string; espera: string; enlace: string; createdAt: string }
export type Digest = { recientes: DigestRow[]; atrasadas: DigestRow[] }

/** One line of a list: who, which programme, a word on its time (already worded), and its link. */
type Line = { id: number; nombre: string; programa: string; cuando: string; enlace: string }

function section(title: string, timeHeading: string, rows: Line[]) {
  const text =
    rows.length === 0
      ? `${title}\nNinguna.\n`
      : `${title}\n${rows.map((r) => `- ${r.nombre} · ${r.programa} · ${r.cuando}\n  ${r.enlace}`).join('\n')}\n`
  const html =
    emailHeading(title) +
    (rows.length === 0
      ? p('Ninguna.')
      : emailTable(
          ['Nombre', 'Programa', timeHeading, 'Abrir'],
          rows.map((r) => [r.nombre, r.programa, r.cuando, { href: r.enlace, label: `Ver solicitud #${r.id}` }]),
        ))
  return { text, html }
}

const waited = (rows: DigestRow[]): Line[] => rows.map((r) => ({ ...r, cuando: `hace ${r.espera}` }))

const dayShown = (day: string) => day.split('-').reverse().join('/')

/** The digest of `day` (YYYY-MM-DD) as an e-mail; null when there is nothing to report. */
export function buildDigestEmail(digest: Digest, day: string, siteUrl: string): { subject: string; text: string; html: string } | null {
  const total = digest.recientes.length + digest.atrasadas.length
  if (total === 0) return null
  const recent = section(`Nuevas de las últimas 24 horas, sin respuesta (${digest.recientes.length})`, 'Espera', waited(digest.recientes))
  const late = section(`Esperan respuesta desde hace más de 24 horas (${digest.atrasadas.length})`, 'Espera', waited(digest.atrasadas))
  const intro = 'Buenos días. Estas solicitudes siguen como «Nueva»: nadie les ha respondido todavía. Abre cada una para darle seguimiento.'
  const subject = `Resumen de admisiones del ${dayShown(day)}: ${total === 1 ? '1 solicitud sin respuesta' : `${total} solicitudes sin respuesta`}`
  return {
    subject,
    text: `${intro}\n\n${late.text}\n${recent.text}\nUniversidad UGC\n${siteUrl}\n`,
    html: emailDocument(subject, `${p(intro)}${late.html}${recent.html}`, siteUrl),
  }
}

/** An adviser's own lists for the morning, each line already worded (see src/cms/jobs/morningDigest.ts). */
export type AdviserDigest = { nombre: string; vencidas: Line[]; paraHoy: Line[]; nuevas: Line[] }

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** An adviser's morning e-mail of `day`: what is overdue, what is due today, what nobody answered; null when nothing is. */
export function buildAdviserDigestEmail(
  digest: AdviserDigest,
  day: string,
  siteUrl: string,
): { subject: string; text: string; html: string } | null {
  const { vencidas, paraHoy, nuevas } = digest
  if (vencidas.length + paraHoy.length + nuevas.length === 0) return null
  const parts = [
    vencidas.length ? count(vencidas.length, 'vencida', 'vencidas') : '',
    paraHoy.length ? `${paraHoy.length} para hoy` : '',
    nuevas.length ? count(nuevas.length, 'nueva sin respuesta', 'nuevas sin respuesta') : '',
  ].filter(Boolean)
  const subject = `Tus seguimientos del ${dayShown(day)}: ${parts.join(', ')}`
  const intro = `Buenos días, ${digest.nombre}. Esto es lo que te toca hoy en admisiones; abre cada solicitud para anotar lo que hagas.`
  const sections = [
    section(`Vencidas (${vencidas.length})`, 'Debía ser', vencidas),
    section(`Para hoy (${paraHoy.length})`, 'Hora', paraHoy),
    section(`Nuevas sin respuesta (${nuevas.length})`, 'Espera', nuevas),
  ]
  return {
    subject,
    text: `${intro}\n\n${sections.map((x) => x.text).join('\n')}\nUniversidad UGC\n${siteUrl}\n`,
    html: emailDocument(subject, `${p(intro)}${sections.map((x) => x.html).join('')}`, siteUrl),
  }
}
