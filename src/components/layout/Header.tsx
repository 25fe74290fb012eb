import Link from 'next/link'
import type React from 'react'
import { mainMenu } from '@/copy/menu'
import type { SiteSettings } from '@/data/site'
import { DesktopNav } from './DesktopNav.client'
import { HeaderFrame } from './HeaderFrame.client'
import { Logo } from './Logo'
import { MobileNav } from './MobileNav.client'

/**
 * The site header of spec §2.2: logo home link, the desktop menu from xl, the hamburger below,
 * and the search box (`search`, see src/components/search/HeaderSearch.tsx) at every width.
 */
export function Header({ settings, search }: { settings: SiteSettings; search: React.ReactNode }) {
  const items = mainMenu(settings)
  return (
    <HeaderFrame>
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Link href="/" className="shrink-0 rounded-md">
          <Logo
            label="Universidad UGC, inicio"
            className="h-14 w-auto transition-[height] duration-200 ease-calm group-data-[scrolled=true]/header:h-12"
          />
        </Link>
        <div className="flex items-center gap-1 xl:gap-2">
          <DesktopNav items={items} />
          {search}
          <MobileNav items={items} />
        </div>
      </div>
    </HeaderFrame>
  )
}
