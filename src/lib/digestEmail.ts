import { emailDocument, emailHeading, emailParagraph as p, emailTable } from './emailLayout'

/*
 * The morning digest to the admissions inbox: the requests nobody has answered yet, those waiting
 * more than a day first, each with a link to it in the back office.
 */

export type DigestRow = { id: number; nombre: string; programa: string; espera: string; enlace: string; createdAt: string }
export type Digest = { recientes: DigestRow[]; atrasadas: DigestRow[] }

function section(title: string, rows: DigestRow[]) {
  const text =
    rows.length === 0
      ? `${title}\nNinguna.\n`
      : `${title}\n${rows.map((r) => `- ${r.nombre} · ${r.programa} · hace ${r.espera}\n  ${r.enlace}`).join('\n')}\n`
  const html =
    emailHeading(title) +
    (rows.length === 0
      ? p('Ninguna.')
      : emailTable(
          ['Nombre', 'Programa', 'Espera', 'Abrir'],
          rows.map((r) => [r.nombre, r.programa, `hace ${r.espera}`, { href: r.enlace, label: `Ver solicitud #${r.id}` }]),
        ))
  return { text, html }
}

/** The digest of `day` (YYYY-MM-DD) as an e-mail; null when there is nothing to report. */
export function buildDigestEmail(digest: Digest, day: string, siteUrl: string): { subject: string; text: string; html: string } | null {
  const total = digest.recientes.length + digest.atrasadas.length
  if (total === 0) return null
  const recent = section(`Nuevas de las últimas 24 horas, sin respuesta (${digest.recientes.length})`, digest.recientes)
  const late = section(`Esperan respuesta desde hace más de 24 horas (${digest.atrasadas.length})`, digest.atrasadas)
  const [y, m, d] = day.split('-')
  const intro = 'Buenos días. Estas solicitudes siguen como «Nueva»: nadie les ha respondido todavía. Abre cada una para darle seguimiento.'
  const subject = `Resumen de admisiones del ${d}/${m}/${y}: ${total === 1 ? '1 solicitud sin respuesta' : `${total} solicitudes sin respuesta`}`
  return {
    subject,
    text: `${intro}\n\n${late.text}\n${recent.text}\nUniversidad UGC\n${siteUrl}\n`,
    html: emailDocument(subject, `${p(intro)}${late.html}${recent.html}`, siteUrl),
  }
}
