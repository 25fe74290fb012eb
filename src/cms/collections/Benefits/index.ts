import { orderField, uploadField } from '@/cms/fields/common'
import { cacheTags } from '@/cache'
import { publicCollection } from '@/cms/collections/publicCollection'

export const Benefits = publicCollection({
  slug: 'beneficios-exa',
  typeName: 'Benefit',
  labels: { singular: 'Beneficio ExaUGC', plural: 'Beneficios ExaUGC' },
  group: 'Egresados',
  tag: cacheTags.benefits,
  sort: 'orden',
  columns: ['titulo', 'descuento', 'ubicacion', 'orden'],
  fields: [
    { name: 'descuento', type: 'number', label: 'Descuento (%)', required: true, min: 0, max: 100 },
    { name: 'titulo', type: 'text', label: 'Negocio', required: true },
    { name: 'descripcion', type: 'textarea', label: 'Descripción', required: true },
    uploadField('path_imagen', 'Imagen', 'image', { required: true }),
    { name: 'ubicacion', type: 'text', label: 'Ubicación', required: true },
    orderField,
  ],
})
