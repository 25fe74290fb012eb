import Link from 'next/link'
import { askCopy, mainMenu } from '@/copy/menu'
import type { SiteSettings } from '@/data/site'
import { AskLink } from './AskLink.client'
import { DesktopNav } from './DesktopNav.client'
import { HeaderFrame } from './HeaderFrame.client'
import { HeaderSearch } from '@/components/search/HeaderSearch'
import { Logo } from './Logo'
import { MobileNav } from './MobileNav.client'

/**
 * The site header of spec §2.2: logo home link, the desktop menu from xl, the hamburger below,
 * and the search box at every width.
 */
export function Header({ settings }: { settings: SiteSettings }) {
  const items = mainMenu(settings)
  return (
    <HeaderFrame>
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Link href="/" className="shrink-0 rounded-md">
          {/* Where the admissions action leaves no room for the words (a phone, and beside the desktop
              menu), the logo shows its mark alone. */}
          <Logo
            label="Universidad UGC, inicio"
            className="h-14 w-auto transition-[height] duration-200 ease-calm group-data-[scrolled=true]/header:h-10 md:group-data-[scrolled=true]/header:h-12 max-sm:aspect-square xl:aspect-square"
          />
        </Link>
        <div className="flex items-center gap-1 xl:gap-2">
          <DesktopNav items={items} />
          <HeaderSearch />
          <AskLink className="btn btn-primary min-h-11 px-2.5 text-[13px] whitespace-nowrap sm:px-4 sm:text-sm">{askCopy.label}</AskLink>
          <MobileNav items={items} />
        </div>
      </div>
    </HeaderFrame>
  )
}
