import type { MetadataRoute } from 'next'
import { getContentDates } from '@/data/seo'
import { env } from '@/env'
import { sitemapEntries } from '@/lib/sitemap'

// Stands in for the date of a page whose content has never been saved; the module loads once per
// build (and once per server start on a revalidation), which is when such a page last changed.
const builtAt = new Date()

/**
 * /sitemap.xml: every route and every detail page, with the date its content last changed. Built
 * once and kept; the content's cache tags, expired by the collections' hooks, rebuild it.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(env.siteUrl, await getContentDates(), builtAt)
}
