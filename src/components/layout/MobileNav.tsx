import { ChevronDown, Menu, X } from '@/components/ui/icons'
import { askCopy, type MenuItem } from '@/copy/menu'
import { AskLink } from './AskLink.client'
import { MobileNavPanel } from './MobileNavPanel.client'
import { NavLink } from './NavLink.client'

/** The panel's id: the hamburger and «Cerrar menú» name it (popovertarget). */
const panelId = 'menu-telefono'

/**
 * The menu below xl (issue 38.9, issue 40.1): server HTML that opens without JavaScript. The
 * hamburger and «Cerrar menú» are the browser's own popover buttons, Escape and a tap beside the
 * panel close it, and each section is a `<details>` of one group, so one stays open per level.
 * `MobileNavPanel` adds what a script can: it keeps focus inside and the page still behind, says
 * whether the panel is open, and closes it when a link inside is followed.
 */
export function MobileNav({ items }: { items: MenuItem[] }) {
  const leaf = (item: MenuItem, className: string) => (
    <li key={item.title}>
      <NavLink href={item.href ?? '/'} className={className}>
        {item.title}
      </NavLink>
    </li>
  )
  const section = (title: string, group: string, className: string, children: React.ReactNode) => (
    <li key={title}>
      <details name={group}>
        <summary className={className}>
          {title}
          <ChevronDown aria-hidden="true" className="phone-menu-chevron size-5 shrink-0 transition-[rotate] duration-200" />
        </summary>
        <ul className="mt-1 ml-3 space-y-0.5 border-l-2 border-brand-50 pl-2">{children}</ul>
      </details>
    </li>
  )
  return (
    <>
      <button type="button" popoverTarget={panelId} aria-label="Abrir menú" className="phone-menu-toggle xl:hidden">
        <Menu aria-hidden="true" className="size-7" />
      </button>
      <div
        id={panelId}
        popover="auto"
        role="dialog"
        aria-modal="true"
        aria-label="Menú"
        className="phone-menu motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out motion-safe:starting:translate-x-full xl:hidden"
      >
        <div className="flex h-full flex-col">
          <div className="flex h-20 shrink-0 items-center justify-between border-b border-ink/10 px-4">
            <span className="text-lg font-bold text-brand">Menú</span>
            <button type="button" popoverTarget={panelId} popoverTargetAction="hide" aria-label="Cerrar menú" className="phone-menu-toggle">
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <nav aria-label="Menú principal" className="flex-1 overflow-y-auto overscroll-contain px-3 py-4">
            <AskLink className="btn btn-primary mb-4 w-full">{askCopy.label}</AskLink>
            <ul className="space-y-1">
              {items.map((item, i) =>
                item.subItems
                  ? section(
                      item.title,
                      'menu-seccion',
                      'phone-menu-row',
                      item.subItems.map((sub) =>
                        sub.subItems
                          ? section(
                              sub.title,
                              `menu-seccion-${i}`,
                              'phone-menu-subrow',
                              sub.subItems.map((l) => leaf(l, 'phone-menu-subrow')),
                            )
                          : leaf(sub, 'phone-menu-subrow'),
                      ),
                    )
                  : leaf(item, 'phone-menu-row'),
              )}
            </ul>
          </nav>
        </div>
      </div>
      <MobileNavPanel panelId={panelId} />
    </>
  )
}
