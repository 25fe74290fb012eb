import type { Metadata } from 'next'
import { cachedViewParams, queryOfView, type CachedViewProps } from '@/cache/cachedViews'
import Page, { generateMetadata as metadataOf } from '@/app/(site)/actividades-ugc/page'

// The cached twin of the page's views (src/cache/cachedViews.ts): the query comes in the path.
export const generateStaticParams = cachedViewParams

export function generateMetadata({ params }: CachedViewProps): Promise<Metadata> {
  return metadataOf({ searchParams: queryOfView(params) })
}

export default function CachedView({ params }: CachedViewProps) {
  return <Page searchParams={queryOfView(params)} />
}
