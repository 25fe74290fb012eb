import { linkField, orderField, uploadField } from '@/cms/fields/common'
import { cacheTags } from '@/cache'
import { publicCollection } from '@/cms/collections/publicCollection'

/** The programme logos of the home page (type PAC). */
export const ProgrammeLogos = publicCollection({
  slug: 'programas-academicos',
  typeName: 'ProgrammeLogo',
  labels: { singular: 'Logo de programa', plural: 'Logos de programas (PAC)' },
  group: 'Oferta académica',
  tag: cacheTags.programmeLogos,
  sort: 'orden',
  columns: ['titulo', 'link', 'orden'],
  fields: [
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    uploadField('path_imagen', 'Logo', 'image', { required: true }),
    linkField('Enlace', 'Ruta interna (/licenciaturas) o dirección https:// (se abre en otra pestaña).', { required: true }),
    orderField,
  ],
})
