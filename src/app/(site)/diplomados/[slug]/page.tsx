import { programmeRoute } from '@/components/programmes/ProgrammeRoute'
import { diplomadosPage as page } from '@/copy/diplomados'
import { diplomaTitle } from '@/lib/programmes'

export const dynamicParams = true

/** One diplomado (spec §2.7). */
const route = programmeRoute({
  tipo: 'DIP',
  page,
  listName: 'Diplomados',
  titleOf: diplomaTitle,
  shareAlt: (title) => `${title}, Universidad UGC`,
  fallbackDescription: 'Diplomado de educación continua de la Universidad UGC en Cabo San Lucas, Baja California Sur.',
  notFoundTitle: 'Diplomado no encontrado · Universidad UGC',
})

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.ProgrammePage
