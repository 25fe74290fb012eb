import { ChevronRight, Menu } from '@/components/ui/icons'
import Link from 'next/link'
import { communicationCopy as copy, communicationLinks } from '@/copy/communication'

type Props = {
  /** The route of the page shown: its link is marked as the current one. */
  currentPath: string
  /** The page's name in the breadcrumb. */
  pageName: string
  /** On a detail view, the item's title closes the breadcrumb and the page's name links back. */
  detailTitle?: string
}

function linkClass(current: boolean) {
  return `flex min-h-11 items-center rounded-md px-3 text-sm font-semibold transition-colors duration-150 ${
    current ? 'bg-brand text-white' : 'text-ink hover:bg-brand-50 hover:text-brand-dark'
  }`
}

/**
 * The communication pages' top bar (spec §2.12): the three sections with the current one
 * highlighted, folded into a disclosure on small screens (a native <details>, so it works
 * before and without JavaScript), and the breadcrumb under it.
 */
export function TopBar({ currentPath, pageName, detailTitle }: Props) {
  // From md the sections are the site's tabs (one look: the `tab` utility); folded on a phone, a list.
  const links = (classOf: (current: boolean) => string) =>
    communicationLinks.map((link) => {
      const current = link.href === currentPath
      return (
        <li key={link.href}>
          <Link href={link.href} aria-current={current ? 'page' : undefined} className={classOf(current)}>
            {link.label}
          </Link>
        </li>
      )
    })
  return (
    <div className="border-b-2 border-brand-50 bg-surface-warm">
      <div className="container-page flex flex-col gap-2 py-3 md:flex-row md:items-end md:justify-between md:pb-0">
        <nav aria-label={copy.topBarLabel}>
          <ul className="hidden gap-1 md:flex">{links(() => 'tab')}</ul>
          {/* Keyed by the view, so a navigation inside the section closes the panel. */}
          <details key={`${currentPath}:${detailTitle ?? ''}`} className="group md:hidden">
            <summary className="flex min-h-11 w-fit cursor-pointer list-none items-center gap-2 rounded-md border border-ink/15 bg-surface px-3 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
              <Menu aria-hidden="true" className="size-5 text-brand" />
              {copy.menuButton}
            </summary>
            <ul className="mt-2 grid gap-1 rounded-lg bg-surface p-2 shadow-card">{links(linkClass)}</ul>
          </details>
        </nav>
        <nav aria-label={copy.breadcrumbLabel} className="text-sm">
          <ol className="flex flex-wrap items-center gap-1 text-muted">
            <li className="flex items-center gap-1">
              <Link
                href="/"
                className="inline-flex min-h-11 min-w-11 items-center underline-offset-2 hover:text-brand-dark hover:underline"
              >
                {copy.home}
              </Link>
              <ChevronRight aria-hidden="true" className="size-4" />
            </li>
            {detailTitle ? (
              <>
                <li className="flex items-center gap-1">
                  <Link
                    href={currentPath}
                    className="inline-flex min-h-11 min-w-11 items-center underline-offset-2 hover:text-brand-dark hover:underline"
                  >
                    {pageName}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-4" />
                </li>
                <li aria-current="page" className="max-w-[28ch] truncate font-semibold text-ink md:max-w-[40ch]" title={detailTitle}>
                  {detailTitle}
                </li>
              </>
            ) : (
              <li aria-current="page" className="font-semibold text-ink">
                {pageName}
              </li>
            )}
          </ol>
        </nav>
      </div>
    </div>
  )
}
