import { programmeRoute } from '@/components/programmes/ProgrammeRoute'
import { licenciaturasPage as page } from '@/copy/licenciaturas'

export const dynamicParams = true

/** One licenciatura (spec §2.6). */
const route = programmeRoute({
  tipo: 'LIC',
  page,
  listName: 'Licenciaturas',
  shareAlt: (title) => `${title}, licenciatura de la Universidad UGC`,
  fallbackDescription: 'Licenciatura con validez oficial en la Universidad UGC, en Cabo San Lucas, Baja California Sur.',
  notFoundTitle: 'Licenciatura no encontrada · Universidad UGC',
})

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.ProgrammePage
