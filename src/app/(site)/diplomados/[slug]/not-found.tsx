import type { Metadata } from 'next'
import { ProgrammeNotFound } from '@/components/programmes/ProgrammeNotFound'
import { diplomadosPage as page } from '@/copy/diplomados'

export const metadata: Metadata = { title: 'Diplomado no encontrado · Universidad UGC' }

export default function DiplomadoNotFound() {
  return <ProgrammeNotFound title={page.notFound.title} text={page.notFound.text} back={page.back} />
}
