import { ogCard } from '@/components/seo/OgCard'
import { getConocer, listConocerCards } from '@/data/conocer'
import { getProgrammeOfType, programmeSlugs } from '@/data/programmes'
import { getCommunicationCard } from '@/data/communication'
import { diplomaTitle } from '@/lib/programmes'
import { slugOfOgFile } from '@/lib/seo'

type Card = { eyebrow: string; title: string; footer?: string }

/** Each section with share cards: its page's path, and how to find an item's card by slug. */
const sections: Record<string, (slug: string) => Promise<Card | null>> = {
  licenciaturas: async (slug) => {
    const p = await getProgrammeOfType(slug, 'LIC')
    return p && { eyebrow: 'Licenciatura', title: p.titulo }
  },
  diplomados: async (slug) => {
    const p = await getProgrammeOfType(slug, 'DIP')
    return p && { eyebrow: 'Diplomado', title: diplomaTitle(p.titulo) }
  },
  CONOCER: async (slug) => {
    const s = await getConocer(slug)
    return s && { eyebrow: 'Estándar de competencia CONOCER', title: s.titulo }
  },
  'vida-universitaria-y-eventos': async (slug) => {
    const n = await getCommunicationCard('NOT', slug)
    return n && { eyebrow: 'Noticias UGC', title: n.titulo, footer: n.fecha ? `Publicado el ${n.fecha}` : undefined }
  },
  'actividades-ugc': async (slug) => {
    const e = await getCommunicationCard('EVE', slug)
    return e && { eyebrow: 'Actividades UGC', title: e.titulo, footer: e.fecha ? `Fecha: ${e.fecha}` : undefined }
  },
}

// Drawn once and kept, like a prerendered page: the content's cache tags, expired when an editor
// publishes, have the next request draw it again.
export const dynamic = 'force-static'
export const dynamicParams = true

/** The programmes' cards are drawn at build time; news and events on their first request. */
export async function generateStaticParams() {
  const png = (slug: string) => `${slug}.png`
  try {
    const [lic, dip, conocer] = await Promise.all([programmeSlugs('LIC'), programmeSlugs('DIP'), listConocerCards()])
    return [
      ...lic.map((p) => ({ section: 'licenciaturas', file: png(p.slug) })),
      ...dip.map((p) => ({ section: 'diplomados', file: png(p.slug) })),
      ...conocer.filter((c) => c.slug !== '').map((c) => ({ section: 'CONOCER', file: png(c.slug) })),
    ]
  } catch {
    return []
  }
}

/** /og/{section}/{slug}.png: the 1200×630 share card of a programme, news item or event. */
export async function GET(_request: Request, { params }: { params: Promise<{ section: string; file: string }> }) {
  const { section, file } = await params
  const slug = slugOfOgFile(file)
  const find = Object.hasOwn(sections, section) ? sections[section] : undefined
  const card = slug && find ? await find(slug) : null
  // Kept here until the content's tags expire, but no proxy or browser may keep it: the item
  // may be published a minute later.
  if (!card)
    return new Response('Imagen no encontrada.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  return ogCard(card)
}
