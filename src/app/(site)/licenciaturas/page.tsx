import type { Metadata } from 'next'
import { ProgrammeListPage } from '@/components/programmes/ProgrammeListPage'
import { licenciaturasPage as page } from '@/copy/licenciaturas'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

/** The licenciaturas (spec §2.6): banner, introduction, the cards and the contact form. */
export default function LicenciaturasPage() {
  return <ProgrammeListPage tipo="LIC" name="licenciaturas" page={page} />
}
