import type { Metadata } from 'next'
import { ProgrammeNotFound } from '@/components/programmes/ProgrammeNotFound'
import { eventsPage as page } from '@/copy/communication'

export const metadata: Metadata = { title: `${page.notFound.title} · Universidad UGC`, robots: { index: false } }

/** An unknown ?slug= answers 404 with the way back to the list. */
export default function ActividadesUgcNotFound() {
  return <ProgrammeNotFound title={page.notFound.title} text={page.notFound.text} back={{ href: page.path, label: page.notFound.back }} />
}
