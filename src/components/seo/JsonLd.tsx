import { serializeJsonLd } from '@/lib/structuredData'

/** Structured data for search engines, as a JSON-LD script that no page text can break out of. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
