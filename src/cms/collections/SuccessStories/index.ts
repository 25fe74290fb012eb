import type { CollectionConfig } from 'payload'
import { publicContent } from '../../access/roles'
import { hiddenFor, orderField, uploadField } from '../../fields/common'
import { cacheTags } from '../../../cache/tags'
import { revalidateCollection } from '../../hooks/revalidate'

export const SuccessStories: CollectionConfig = {
  slug: 'casos-exito',
  typescript: { interface: 'SuccessStory' },
  labels: { singular: 'Caso de éxito', plural: 'Casos de éxito' },
  admin: { group: 'Egresados', useAsTitle: 'titulo', defaultColumns: ['titulo', 'subtitulo', 'orden'], hidden: hiddenFor('admisiones') },
  defaultSort: 'orden',
  access: publicContent,
  hooks: revalidateCollection(cacheTags.successStories),
  fields: [
    { name: 'titulo', type: 'text', label: 'Nombre del egresado', required: true },
    { name: 'subtitulo', type: 'text', label: 'Carrera', required: true, admin: { description: 'Se muestra como «Egresado de la …».' } },
    uploadField('path_imagen', 'Fotografía', 'image', { required: true }),
    orderField,
  ],
}
