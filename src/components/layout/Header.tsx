import Link from 'next/link'
import { mainMenu } from '@/content/menu'
import type { SiteSettings } from '@/data/site'
import { DesktopNav } from './DesktopNav.client'
import { HeaderFrame } from './HeaderFrame.client'
import { Logo } from './Logo'
import { MobileNav } from './MobileNav.client'

/** The site header of spec §2.2: logo home link, the desktop menu from xl, the hamburger below. */
export function Header({ settings }: { settings: SiteSettings }) {
  const items = mainMenu(settings)
  return (
    <HeaderFrame>
      <div className="container-page flex h-full items-center justify-between gap-6">
        <Link href="/" className="shrink-0 rounded-md">
          <Logo
            label="Universidad UGC, inicio"
            className="h-14 w-auto transition-[height] duration-200 ease-calm group-data-[scrolled=true]/header:h-12"
          />
        </Link>
        <DesktopNav items={items} />
        <MobileNav items={items} />
      </div>
    </HeaderFrame>
  )
}
