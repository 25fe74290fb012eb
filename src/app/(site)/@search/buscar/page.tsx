import { HeaderSearch } from '@/components/search/HeaderSearch'
import { parseQuery } from '@/lib/search'

/** On /buscar the header's box holds the query being shown. */
export default async function HeaderSearchOnResults({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  return <HeaderSearch query={parseQuery((await searchParams).q).text} />
}
