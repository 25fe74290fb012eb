import type { Metadata } from 'next'
import type { ComponentType } from 'react'
import { queryOfView, type CachedViewProps } from '@/cache/cachedViews'

type ViewProps = { searchParams: Promise<Record<string, string>> }

/**
 * The cached twin of a page's views (src/cache/cachedViews.ts): the page itself, given the query
 * that came in the path, with its metadata drawn the same way. Each twin's route re-exports these.
 */
export function cachedViewRoute(Page: ComponentType<ViewProps>, metadataOf: (props: ViewProps) => Promise<Metadata> | Metadata) {
  return {
    generateMetadata: ({ params }: CachedViewProps) => metadataOf({ searchParams: queryOfView(params) }),
    CachedView: ({ params }: CachedViewProps) => <Page searchParams={queryOfView(params)} />,
  }
}
