import { choices, dateField, richTextField, uploadField, visitsField } from '@/cms/fields/common'
import { slugField } from '@/cms/fields/slug'
import { cacheTags } from '@/cache'
import { publicCollection } from '@/cms/collections/publicCollection'

const sitcaDocumentTypes = choices({ boletin: 'Boletín', informe: 'Informe anual' })

export const SitcaDocuments = publicCollection({
  slug: 'sitca-documentos',
  typeName: 'SitcaDocument',
  labels: { singular: 'Documento SITCA', plural: 'Documentos SITCA' },
  group: 'SITCA',
  tag: cacheTags.sitcaDocuments,
  sort: '-fecha_publicacion',
  versions: 20,
  columns: ['titulo', 'tipo', 'fecha_publicacion', '_status', 'visitas'],
  fields: [
    { name: 'tipo', type: 'select', label: 'Tipo', required: true, defaultValue: 'boletin', options: sitcaDocumentTypes, index: true },
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    slugField({ uniqueAcross: ['comunicaciones'] }),
    dateField('fecha_publicacion', 'Fecha de publicación'),
    uploadField('imagen', 'Imagen', 'image'),
    richTextField('descripcion', 'Descripción'),
    uploadField('archivo', 'Documento (PDF)', 'pdf', { required: true }),
    visitsField,
  ],
})
