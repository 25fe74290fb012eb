import type { CollectionConfig } from 'payload'
import { publicContent } from '../../access/roles'
import { hiddenFor, orderField, uploadField } from '../../fields/common'
import { cacheTags } from '../../../cache/tags'
import { revalidateCollection } from '../../hooks/revalidate'

export const Benefits: CollectionConfig = {
  slug: 'beneficios-exa',
  typescript: { interface: 'Benefit' },
  labels: { singular: 'Beneficio ExaUGC', plural: 'Beneficios ExaUGC' },
  admin: { group: 'Egresados', useAsTitle: 'titulo', defaultColumns: ['titulo', 'descuento', 'ubicacion', 'orden'], hidden: hiddenFor('admisiones') },
  defaultSort: 'orden',
  access: publicContent,
  hooks: revalidateCollection(cacheTags.benefits),
  fields: [
    { name: 'descuento', type: 'number', label: 'Descuento (%)', required: true, min: 0, max: 100 },
    { name: 'titulo', type: 'text', label: 'Negocio', required: true },
    { name: 'descripcion', type: 'textarea', label: 'Descripción', required: true },
    uploadField('path_imagen', 'Imagen', 'image', { required: true }),
    { name: 'ubicacion', type: 'text', label: 'Ubicación', required: true },
    orderField,
  ],
}
