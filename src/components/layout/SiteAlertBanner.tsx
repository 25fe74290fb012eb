import { Info, OctagonAlert, TriangleAlert, X } from '@/components/ui/icons'
import Link from 'next/link'
import type { SiteAlert } from '@/data/alert'
import {
  alertDismissible,
  alertElementId,
  alertEnded,
  alertRole,
  alertScript,
  alertShowsAt,
  severityLabels,
  type AlertSeverity,
} from '@/lib/siteAlert'
import { NewTabHint, newTabProps } from './NewTabHint'

// Each pairing keeps text at WCAG AA or better: ink on warm grey 14:1, brand-darker on brand-50
// 12:1, white on brand 6:1. The word before the text says the kind, so colour is not the only cue.
const tones: Record<AlertSeverity, string> = {
  informativo: 'bg-surface-warm text-ink border-b border-ink/10',
  importante: 'bg-brand-50 text-brand-darker border-b border-brand/25',
  emergencia: 'on-dark bg-brand text-white',
}
const icons = { informativo: Info, importante: TriangleAlert, emergencia: OctagonAlert } as const

/**
 * The site-wide alert, first in the page's HTML so it never pushes anything after the page shows.
 * Rendered while it has not ended by the server's clock; the inline script right after it hides
 * it before the first paint if it has not started or has ended by the visitor's clock, or if the
 * visitor closed it during this visit, keeps its start and end while the page stays open, and
 * works the close button (src/lib/siteAlert.ts): the banner needs no script of the bundle. It sits in the layout, which stays
 * mounted across the site's navigation: a screen reader announces it once per page load.
 */
export function SiteAlertBanner({ alert, now }: { alert: SiteAlert | null; now: number }) {
  if (!alert || alertEnded(alert, now)) return null
  const { severidad, texto, enlace } = alert
  const dismissible = alertDismissible(severidad)
  const Icon = icons[severidad]
  const external = enlace ? !enlace.startsWith('/') : false
  const linkText = alert.texto_enlace ?? 'Más información'
  const linkClass = 'font-semibold underline underline-offset-2 hover:decoration-2'
  return (
    <>
      <div
        id={alertElementId}
        role={alertRole(severidad)}
        data-aviso={alert.version}
        data-inicio={alert.inicio ?? undefined}
        data-fin={alert.fin ?? undefined}
        data-cerrable={dismissible ? '1' : undefined}
        data-severidad={severidad}
        hidden={!alertShowsAt(alert, now)}
        // The inline script below may set `hidden` before the page's code runs.
        suppressHydrationWarning
        className={tones[severidad]}
      >
        <div className="container-page flex items-center gap-3 py-2.5">
          <Icon aria-hidden="true" className="size-5 shrink-0" />
          <p className="min-w-0 flex-1">
            <strong className="font-semibold">{severityLabels[severidad]}:</strong> {texto}
            {enlace ? (
              <>
                {' '}
                {external ? (
                  <a href={enlace} className={linkClass} {...newTabProps}>
                    {linkText}
                    <NewTabHint />
                  </a>
                ) : (
                  <Link href={enlace} className={linkClass} prefetch={false}>
                    {linkText}
                  </Link>
                )}
              </>
            ) : null}
          </p>
          {dismissible && (
            // The inline script below gives it its work (closing for the visit). It is there from
            // the first paint: showing it later would make the banner's row taller and move the page.
            <button
              type="button"
              data-cerrar=""
              aria-label="Cerrar el aviso"
              className="-my-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-current/10"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: alertScript }} />
    </>
  )
}
