import type { Metadata } from 'next'
import { ProgrammeNotFound } from '@/components/programmes/ProgrammeNotFound'
import { licenciaturasPage as page } from '@/copy/licenciaturas'

export const metadata: Metadata = { title: 'Licenciatura no encontrada · Universidad UGC' }

export default function LicenciaturaNotFound() {
  return <ProgrammeNotFound title={page.notFound.title} text={page.notFound.text} back={page.back} />
}
