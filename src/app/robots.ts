import type { MetadataRoute } from 'next'
import { env } from '@/env'
import { absoluteUrl } from '@/lib/structuredData'

/**
 * /robots.txt: the whole site may be crawled but the back office (/admin, its REST and GraphQL
 * under /cms-api) and the public JSON API. The API's data is what the pages already show, and
 * the pages are rendered on the server, so a crawler needs none of it to read them; kept out, a
 * crawler neither spends its visits on JSON nor registers visits or asks for captchas.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/cms-api/', '/api/'] },
    sitemap: absoluteUrl(env.siteUrl, '/sitemap.xml'),
  }
}
