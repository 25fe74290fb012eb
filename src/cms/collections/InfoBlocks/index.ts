import { orderField } from '../../fields/common'
import { cacheTags } from '../../../cache/tags'
import { publicCollection } from '../publicCollection'

/** Information blocks; /estudiantes picks them by title (Servicio…, Practicas…). */
export const InfoBlocks = publicCollection({
  slug: 'tramites-texto', typeName: 'InfoBlock', labels: { singular: 'Bloque informativo', plural: 'Bloques informativos' },
  group: 'Sitio', tag: cacheTags.infoBlocks, sort: 'orden', columns: ['titulo', 'orden'],
  admin: { description: 'La página de estudiantes muestra los bloques cuyo título contiene «Servicio» o «Practicas».' },
  fields: [
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    { name: 'texto', type: 'richText', label: 'Texto', required: true },
    orderField,
  ],
})
