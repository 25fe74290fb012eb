import type { AdminViewServerProps, Where } from 'payload'
import { isContentStaff } from '@/cms/access/roles'
import { AdminPage } from '@/cms/components/AdminPage'
import { accessibilityTaskSlug } from '@/cms/jobs/accessibilityCheck'
import type { AccessibilityFinding } from '@/cms/payload-types'
import { accessibilityReport as copy, impactLabels } from '@/copy/accessibility'
import { staffStamp } from '@/lib/dates'
import { PostButton } from './AccessibilityActions.client'

const endpoint = (path: string) => `/cms-api/hallazgos-accesibilidad/${path}`

const impactOrder = ['critical', 'serious', 'moderate', 'minor']

/**
 * The accessibility report (/admin/accesibilidad, issue 44, item 12): every published page with
 * the findings of the site check nobody has marked as reviewed, the most serious first; the check
 * run again for the site or one page; what was marked, by whom and when. The content team only,
 * read with the staff member's own access.
 */
export async function AccessibilityReport(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  const allowed = Boolean(req.user) && isContentStaff(req)
  const rows = allowed
    ? ((
        await req.payload.find({
          collection: 'hallazgos-accesibilidad',
          pagination: false,
          depth: 0,
          sort: 'ruta',
          overrideAccess: false,
          user: req.user,
          req,
        })
      ).docs as AccessibilityFinding[])
    : []
  // The check's runs: the last one finished, and whether one is waiting or running now.
  const runs = (where: Where) =>
    req.payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: accessibilityTaskSlug } }, where] },
      sort: '-completedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
  const now = new Date().toISOString()
  const [done, waiting] = allowed
    ? await Promise.all([
        runs({ completedAt: { exists: true } }),
        // Waiting to run now, or running: not the next night's, queued for later.
        runs({
          and: [
            { completedAt: { exists: false } },
            { hasError: { not_equals: true } },
            { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: now } }] },
          ],
        }),
      ])
    : [null, null]
  const lastCheck = (done?.docs[0]?.completedAt as string | undefined) ?? null
  return (
    <AdminPage view={view} title={copy.title} className="ugc-tablero ugc-accesibilidad" allowed={allowed} refusal={copy.noAccess}>
      <ReportBody rows={rows} lastCheck={lastCheck} running={(waiting?.totalDocs ?? 0) > 0} />
    </AdminPage>
  )
}

function ReportBody({ rows, lastCheck, running }: { rows: AccessibilityFinding[]; lastCheck: string | null; running: boolean }) {
  const open = rows.filter((r) => !r.revisado && r.visto_el)
  const reviewed = rows.filter((r) => r.revisado)
  const pages = [...new Set(open.map((r) => r.ruta))]
  return (
    <>
      <p className="ugc-tablero__intro">{copy.intro}</p>
      <p className="ugc-tablero__nota">
        {lastCheck ? copy.lastCheck(staffStamp(new Date(lastCheck))) : copy.neverChecked}
        {running ? ` ${copy.queued}` : ''}
      </p>
      <PostButton url={endpoint('revisar')} body={{}} label={copy.checkAll} done={copy.queued} failed={copy.queueFailed} />
      <h2 className="ugc-accesibilidad__resumen">{pages.length === 0 ? copy.allClear : copy.pages(pages.length)}</h2>
      {pages.map((ruta) => {
        const findings = open.filter((r) => r.ruta === ruta).sort((a, b) => impactOrder.indexOf(a.impacto) - impactOrder.indexOf(b.impacto))
        return (
          <section key={ruta} className="ugc-tablero__seccion ugc-recuadro" aria-label={ruta}>
            <h3 className="ugc-recuadro__titulo">
              <a href={ruta}>{ruta}</a> · {copy.findings(findings.length)}
            </h3>
            <ul className="ugc-accesibilidad__lista">
              {findings.map((finding) => (
                <li key={finding.id} className="ugc-accesibilidad__aviso">
                  <p>
                    <span className="ugc-accesibilidad__gravedad">{impactLabels[finding.impacto] ?? finding.impacto}</span> {finding.ayuda}
                  </p>
                  {finding.elemento ? (
                    <p>
                      <span className="ugc-accesibilidad__etiqueta">{copy.element}:</span> <code>{finding.elemento}</code>
                    </p>
                  ) : null}
                  <PostButton
                    primary
                    url={endpoint('revisado')}
                    body={{
                      ruta: finding.ruta,
                      huella: finding.huella,
                      regla: finding.regla,
                      impacto: finding.impacto,
                      ayuda: finding.ayuda,
                      elemento: finding.elemento ?? '',
                      selector: finding.selector ?? '',
                    }}
                    label={copy.mark}
                    done={copy.marked}
                    failed={copy.markFailed}
                  />
                </li>
              ))}
            </ul>
            <PostButton url={endpoint('revisar')} body={{ ruta }} label={copy.checkPage} done={copy.queued} failed={copy.queueFailed} />
          </section>
        )
      })}
      {reviewed.length > 0 ? (
        <details className="ugc-tablero__detalle">
          <summary>{copy.reviewed(reviewed.length)}</summary>
          <ul className="ugc-accesibilidad__lista">
            {reviewed.map((finding) => (
              <li key={finding.id} className="ugc-accesibilidad__aviso">
                <p>
                  <a href={finding.ruta}>{finding.ruta}</a>: {finding.ayuda}
                </p>
                <p className="ugc-tablero__nota">
                  {copy.reviewedBy(
                    finding.revisado_por_nombre || '—',
                    finding.revisado_el ? staffStamp(new Date(finding.revisado_el)) : '—',
                  )}
                </p>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  )
}
