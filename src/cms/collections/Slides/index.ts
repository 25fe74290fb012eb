import { linkProblem } from '../../../lib/urls'
import type { CollectionConfig } from 'payload'
import { publicContent } from '../../access/roles'
import { hiddenFor, orderField, uploadField } from '../../fields/common'
import { cacheTags } from '../../../cache/tags'
import { revalidateCollection } from '../../hooks/revalidate'

export const slideTypes = [
  { value: 'CAR', label: 'Inicio (CAR)' },
  { value: 'RAD', label: 'Radio UGC (RAD)' },
  { value: 'CAL', label: 'Calendario escolar (CAL)' },
] as const

export const Slides: CollectionConfig = {
  slug: 'carrusel',
  typescript: { interface: 'Slide' },
  labels: { singular: 'Diapositiva', plural: 'Carruseles' },
  admin: {
    group: 'Sitio',
    useAsTitle: 'titulo',
    defaultColumns: ['titulo', 'tipo', 'orden'],
    hidden: hiddenFor('admisiones'),
  },
  defaultSort: 'orden',
  access: publicContent,
  hooks: revalidateCollection(cacheTags.slides),
  fields: [
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    { name: 'tipo', type: 'select', label: 'Carrusel', required: true, options: [...slideTypes], index: true },
    uploadField('path_imagen', 'Imagen', 'image', { required: true }),
    {
      name: 'link',
      type: 'text',
      label: 'Enlace (opcional)',
      admin: { description: 'Ruta interna (/licenciaturas) o dirección https://' },
      validate: (value: string | null | undefined) => (!value ? true : (linkProblem(value) ?? true)),
    },
    orderField,
  ],
}
