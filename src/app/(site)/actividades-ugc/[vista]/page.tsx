import type { Metadata } from 'next'
import { CommunicationPage, communicationMetadata } from '@/components/communication/CommunicationPage'
import { eventsPage as page } from '@/content/communication'
import { cachedViewSegment } from '@/lib/cachedViews'

// The cached twin of the plain list (src/lib/cachedViews.ts): built with the site, revalidated by tags.
export const dynamicParams = false

export function generateStaticParams() {
  return [{ vista: cachedViewSegment }]
}

export function generateMetadata(): Promise<Metadata> {
  return communicationMetadata(page, Promise.resolve({}))
}

export default function ActividadesUgcCachedList() {
  return <CommunicationPage page={page} searchParams={Promise.resolve({})} />
}
