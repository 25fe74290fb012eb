import { ogCard } from '@/components/seo/OgCard'

export const dynamic = 'force-static'

/** /og/sitio.png: the site's share card, for pages without one of their own. */
export function GET() {
  return ogCard({ eyebrow: 'Cabo San Lucas · Los Cabos · Culiacán', title: 'Preparatoria, licenciaturas, diplomados y educación continua' })
}
