import { CommunicationLoading } from '@/components/communication/CommunicationLoading'
import { newsPage as page } from '@/content/communication'

/** Spec §2.12: shown while the page renders on the server. */
export default function VidaUniversitariaLoading() {
  return <CommunicationLoading text={page.loading} />
}
