import type { CollectionConfig } from 'payload'
import { draftableContent } from '../../access/roles'
import { dateField, hiddenFor, uploadField, visitsField } from '../../fields/common'
import { slugField } from '../../fields/slug'
import { cacheTags } from '../../../cache/tags'
import { revalidateCollection } from '../../hooks/revalidate'

export const sitcaDocumentTypes = [
  { value: 'boletin', label: 'Boletín' },
  { value: 'informe', label: 'Informe anual' },
] as const

export const SitcaDocuments: CollectionConfig = {
  slug: 'sitca-documentos',
  typescript: { interface: 'SitcaDocument' },
  labels: { singular: 'Documento SITCA', plural: 'Documentos SITCA' },
  admin: {
    group: 'SITCA',
    useAsTitle: 'titulo',
    defaultColumns: ['titulo', 'tipo', 'fecha_publicacion', '_status', 'visitas'],
    hidden: hiddenFor('admisiones'),
  },
  defaultSort: '-fecha_publicacion',
  access: draftableContent,
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: revalidateCollection(cacheTags.sitcaDocuments),
  fields: [
    { name: 'tipo', type: 'select', label: 'Tipo', required: true, defaultValue: 'boletin', options: [...sitcaDocumentTypes], index: true },
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    slugField({ uniqueAcross: ['comunicaciones'] }),
    dateField('fecha_publicacion', 'Fecha de publicación'),
    uploadField('imagen', 'Imagen', 'image'),
    { name: 'descripcion', type: 'richText', label: 'Descripción' },
    uploadField('archivo', 'Documento (PDF)', 'pdf', { required: true }),
    visitsField,
  ],
}
