import { cachedViewParams } from '@/cache/cachedViews'
import { cachedViewRoute } from '@/app/(site)/cachedViewRoute'
import Page, { metadata } from '@/app/(site)/stica/editoriales/page'

// The cached twin of the page's views (src/cache/cachedViews.ts): the query comes in the path.
export const generateStaticParams = cachedViewParams
const twin = cachedViewRoute(Page, () => metadata)
export const generateMetadata = twin.generateMetadata
export default twin.CachedView
