import { orderField, uploadField } from '@/cms/fields/common'
import { cacheTags } from '@/cache'
import { publicCollection } from '@/cms/collections/publicCollection'

export const SuccessStories = publicCollection({
  slug: 'casos-exito',
  typeName: 'SuccessStory',
  labels: { singular: 'Caso de éxito', plural: 'Casos de éxito' },
  group: 'Egresados',
  tag: cacheTags.successStories,
  sort: 'orden',
  columns: ['titulo', 'subtitulo', 'orden'],
  fields: [
    { name: 'titulo', type: 'text', label: 'Nombre del egresado', required: true },
    { name: 'subtitulo', type: 'text', label: 'Carrera', required: true, admin: { description: 'Se muestra como «Egresado de la …».' } },
    uploadField('path_imagen', 'Fotografía', 'image', { required: true }),
    orderField,
  ],
})
