import type { CollectionConfig } from 'payload'
import { draftableContent } from '../../access/roles'
import { dateField, hiddenFor, uploadField, visitsField } from '../../fields/common'
import { slugField } from '../../fields/slug'
import { cacheTags } from '../../../cache/tags'
import { revalidateCollection } from '../../hooks/revalidate'

export const communicationTypes = [
  { value: 'NOT', label: 'Noticia (NOT)' },
  { value: 'EVE', label: 'Evento (EVE)' },
] as const

/** News (NOT) and events (EVE): one collection, as the API serves them by `tipo`. */
export const Communication: CollectionConfig = {
  slug: 'comunicaciones',
  typescript: { interface: 'NewsOrEvent' },
  labels: { singular: 'Noticia o evento', plural: 'Noticias y eventos' },
  admin: {
    group: 'Comunicación',
    useAsTitle: 'titulo',
    defaultColumns: ['titulo', 'tipo', 'fecha', '_status', 'visitas'],
    hidden: hiddenFor('admisiones'),
    listSearchableFields: ['titulo', 'slug'],
  },
  defaultSort: '-fecha',
  access: draftableContent,
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: revalidateCollection(cacheTags.communication),
  fields: [
    { name: 'tipo', type: 'select', label: 'Tipo', required: true, defaultValue: 'NOT', options: [...communicationTypes], index: true },
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    slugField({ uniqueAcross: ['sitca-documentos'] }),
    dateField('fecha', 'Fecha'),
    uploadField('path_imagen', 'Imagen', 'image'),
    { name: 'contenido', type: 'richText', label: 'Contenido' },
    visitsField,
  ],
}
