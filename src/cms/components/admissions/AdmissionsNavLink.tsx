import { hasRole } from '@/cms/access/roles'

/** The admissions dashboard's and the event check-in's places in the back office's menu, for the roles that can open them. */
export function AdmissionsNavLink({ user }: { user?: unknown }) {
  if (!hasRole('admin', 'admisiones')({ user } as Parameters<ReturnType<typeof hasRole>>[0])) return null
  return (
    <>
      <a className="nav__link ugc-propio ugc-tablero__enlace-menu" href="/admin/admisiones">
        <span className="nav__link-label">Tablero de admisiones</span>
      </a>
      <a className="nav__link ugc-propio ugc-tablero__enlace-menu" href="/admin/asistencia">
        <span className="nav__link-label">Asistencia a eventos</span>
      </a>
    </>
  )
}
