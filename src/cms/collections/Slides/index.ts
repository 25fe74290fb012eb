import { choices, linkField, orderField, uploadField } from '@/cms/fields/common'
import { cacheTags } from '@/cache'
import { publicCollection } from '@/cms/collections/publicCollection'

const slideTypes = choices({ CAR: 'Inicio (CAR)', RAD: 'Radio UGC (RAD)', CAL: 'Calendario escolar (CAL)' })

export const Slides = publicCollection({
  slug: 'carrusel',
  typeName: 'Slide',
  labels: { singular: 'Diapositiva', plural: 'Carruseles' },
  group: 'Sitio',
  tag: cacheTags.slides,
  sort: 'orden',
  columns: ['titulo', 'tipo', 'orden'],
  fields: [
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    { name: 'tipo', type: 'select', label: 'Carrusel', required: true, options: slideTypes, index: true },
    uploadField('path_imagen', 'Imagen', 'image', { required: true }),
    linkField('Enlace (opcional)', 'Ruta interna (/licenciaturas) o dirección https://'),
    orderField,
  ],
})
