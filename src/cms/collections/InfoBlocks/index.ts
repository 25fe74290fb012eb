import type { CollectionConfig } from 'payload'
import { publicContent } from '../../access/roles'
import { hiddenFor, orderField } from '../../fields/common'
import { cacheTags } from '../../../cache/tags'
import { revalidateCollection } from '../../hooks/revalidate'

/** Information blocks; /estudiantes picks them by title (Servicio…, Practicas…). */
export const InfoBlocks: CollectionConfig = {
  slug: 'tramites-texto',
  typescript: { interface: 'InfoBlock' },
  labels: { singular: 'Bloque informativo', plural: 'Bloques informativos' },
  admin: {
    group: 'Sitio',
    useAsTitle: 'titulo',
    defaultColumns: ['titulo', 'orden'],
    hidden: hiddenFor('admisiones'),
    description: 'La página de estudiantes muestra los bloques cuyo título contiene «Servicio» o «Practicas».',
  },
  defaultSort: 'orden',
  access: publicContent,
  hooks: revalidateCollection(cacheTags.infoBlocks),
  fields: [
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    { name: 'texto', type: 'richText', label: 'Texto', required: true },
    orderField,
  ],
}
