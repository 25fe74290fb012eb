import { HeaderSearch } from '@/components/search/HeaderSearch'

/**
 * The header's search box on every page but /buscar. It is a parallel route (the layout's
 * `search` slot) because a layout cannot read the query string, and on /buscar the box shows
 * the current query (./buscar/page.tsx) without any JavaScript.
 */
export default function HeaderSearchSlot() {
  return <HeaderSearch />
}
