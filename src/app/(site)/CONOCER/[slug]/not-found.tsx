import type { Metadata } from 'next'
import { ProgrammeNotFound } from '@/components/programmes/ProgrammeNotFound'
import { conocerPage as page } from '@/copy/conocer'

export const metadata: Metadata = { title: 'Estándar no encontrado · Universidad UGC' }

export default function ConocerNotFound() {
  return <ProgrammeNotFound title={page.notFound.title} text={page.notFound.text} back={page.back} />
}
