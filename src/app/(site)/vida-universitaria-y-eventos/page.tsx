import type { Metadata } from 'next'
import { CommunicationPage, communicationMetadata, type SearchParams } from '@/components/communication/CommunicationPage'
import { newsPage as page } from '@/copy/communication'

type Props = { searchParams: SearchParams }

export function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return communicationMetadata(page, searchParams)
}

/** Spec §2.12 (noticias): list, month and detail views by query (?page, ?month, ?slug). */
export default function VidaUniversitariaPage({ searchParams }: Props) {
  return <CommunicationPage page={page} searchParams={searchParams} />
}
