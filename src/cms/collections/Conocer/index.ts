import { orderField, uploadField } from '@/cms/fields/common'
import { characteristicsField } from '@/cms/fields/characteristics'
import { offerFields } from '@/cms/fields/offer'
import { slugField } from '@/cms/fields/slug'
import { cacheTags } from '@/cache'
import { publicCollection } from '@/cms/collections/publicCollection'

/** CONOCER competency standards. The spec names their characteristics `caracteristica`. */
export const Conocer = publicCollection({
  slug: 'conocer',
  typeName: 'ConocerStandard',
  labels: { singular: 'Estándar CONOCER', plural: 'Estándares CONOCER' },
  group: 'Oferta académica',
  tag: cacheTags.conocer,
  sort: 'orden',
  versions: 30,
  columns: ['titulo', '_status', 'orden'],
  fields: [
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    slugField(),
    { name: 'subtitulo', type: 'textarea', label: 'Subtítulo' },
    uploadField('path_banner', 'Banner', 'image'),
    uploadField('path_imagen', 'Imagen', 'image'),
    uploadField('documento', 'Estándar de competencia (PDF)', 'pdf', {
      description: 'Si existe, la página muestra «Descarga el Estándar de Competencia».',
    }),
    offerFields(),
    characteristicsField('caracteristica'),
    orderField,
  ],
})
