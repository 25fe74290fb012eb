import { ogCard } from '@/components/seo/OgCard'
import { preparatoriaPage as page } from '@/copy/preparatoria'

export const dynamic = 'force-static'

/** /og/preparatoria.png: the card of /preparatoria, the one page of every bachillerato programme. */
export function GET() {
  return ogCard({ eyebrow: page.title, title: 'Preparatoria general y bachillerato tecnológico con validez oficial' })
}
