import { hasRole } from '@/cms/access/roles'
import { accessibilityReport } from '@/copy/accessibility'

/** The back office's own pages, each with the roles that can open it. */
const ownPages = [
  { href: '/admin/admisiones', label: 'Tablero de admisiones', allowed: hasRole('admin', 'admisiones') },
  { href: '/admin/asistencia', label: 'Asistencia a eventos', allowed: hasRole('admin', 'admisiones') },
  { href: '/admin/accesibilidad', label: accessibilityReport.nav, allowed: hasRole('admin', 'publicador', 'editor') },
]

/** The back office's own pages in its menu, for the roles that can open them. */
export function OwnPagesNavLinks({ user }: { user?: unknown }) {
  const req = { user } as Parameters<ReturnType<typeof hasRole>>[0]
  return (
    <>
      {ownPages
        .filter((page) => page.allowed(req))
        .map((page) => (
          <a key={page.href} className="nav__link ugc-propio ugc-tablero__enlace-menu" href={page.href}>
            <span className="nav__link-label">{page.label}</span>
          </a>
        ))}
    </>
  )
}
