import type { CollectionConfig } from 'payload'
import { draftableContent } from '../../access/roles'
import { hiddenFor, orderField, uploadField } from '../../fields/common'
import { slugField } from '../../fields/slug'
import { cacheTags } from '../../../cache/tags'
import { revalidateCollection } from '../../hooks/revalidate'

/** CONOCER competency standards. The spec names their characteristics `caracteristica`. */
export const Conocer: CollectionConfig = {
  slug: 'conocer',
  typescript: { interface: 'ConocerStandard' },
  labels: { singular: 'Estándar CONOCER', plural: 'Estándares CONOCER' },
  admin: {
    group: 'Oferta académica',
    useAsTitle: 'titulo',
    defaultColumns: ['titulo', '_status', 'orden'],
    hidden: hiddenFor('admisiones'),
  },
  defaultSort: 'orden',
  access: draftableContent,
  versions: { drafts: true, maxPerDoc: 30 },
  hooks: revalidateCollection(cacheTags.conocer),
  fields: [
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    slugField(),
    { name: 'subtitulo', type: 'textarea', label: 'Subtítulo' },
    uploadField('path_banner', 'Banner', 'image'),
    uploadField('path_imagen', 'Imagen', 'image'),
    uploadField('documento', 'Estándar de competencia (PDF)', 'pdf', {
      description: 'Si existe, la página muestra «Descarga el Estándar de Competencia».',
    }),
    {
      name: 'caracteristica',
      type: 'array',
      label: 'Características',
      labels: { singular: 'Característica', plural: 'Características' },
      fields: [
        { name: 'titulo_caracteristica', type: 'text', label: 'Título', required: true },
        { name: 'descripcion', type: 'textarea', label: 'Descripción', required: true },
      ],
    },
    orderField,
  ],
}
