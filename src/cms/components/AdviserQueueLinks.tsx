import { redirect } from 'next/navigation'
import { hasRole } from '@/cms/access/roles'

type Props = { user?: unknown; searchParams?: Record<string, string | string[] | undefined> }

const base = '/admin/collections/solicitudes-contacto'

/**
 * Above the requests list, for admissions advisers: «Mis solicitudes» (the ones assigned to them,
 * where the list opens) and «Todas». Admin sees every request and no switch; editors never get here.
 */
export function AdviserQueueLinks({ user, searchParams = {} }: Props) {
  const me = user as { id?: number; role?: string } | undefined
  if (!me?.id || !hasRole('admisiones')({ user } as Parameters<ReturnType<typeof hasRole>>[0])) return null
  const mineHref = `${base}?where[asesor][equals]=${me.id}`
  const all = searchParams.todas === '1'
  // The adviser's own queue first: the bare list address (the menu's link) opens it.
  if (Object.keys(searchParams).length === 0) redirect(mineHref)
  const mine = !all && String(searchParams['where[asesor][equals]'] ?? '') === String(me.id)
  const link = (href: string, label: string, current: boolean) => (
    <a
      href={href}
      aria-current={current ? 'page' : undefined}
      style={{
        display: 'inline-block',
        padding: '0.5rem 1rem',
        borderRadius: 999,
        minHeight: 44,
        lineHeight: '1.75rem',
        fontWeight: 600,
        textDecoration: current ? 'none' : 'underline',
        background: current ? 'var(--theme-elevation-800)' : 'transparent',
        color: current ? 'var(--theme-elevation-0)' : 'var(--theme-elevation-800)',
      }}
    >
      {label}
    </a>
  )
  return (
    <nav
      className="ugc-propio"
      aria-label="Qué solicitudes ver"
      style={{ display: 'flex', gap: '0.5rem', margin: '0.5rem 0 0', padding: '0 var(--gutter-h)', flexWrap: 'wrap' }}
    >
      {link(mineHref, 'Mis solicitudes', mine)}
      {link(`${base}?todas=1`, 'Todas', !mine)}
    </nav>
  )
}
