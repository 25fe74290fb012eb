import { choices, dateField, uploadField, visitsField } from '../../fields/common'
import { slugField } from '../../fields/slug'
import { cacheTags } from '../../../cache/tags'
import { publicCollection } from '../publicCollection'

const communicationTypes = choices({ NOT: 'Noticia (NOT)', EVE: 'Evento (EVE)' })

/** News (NOT) and events (EVE): one collection, as the API serves them by `tipo`. */
export const Communication = publicCollection({
  slug: 'comunicaciones', typeName: 'NewsOrEvent', labels: { singular: 'Noticia o evento', plural: 'Noticias y eventos' },
  group: 'Comunicación', tag: cacheTags.communication, sort: '-fecha', versions: 50, columns: ['titulo', 'tipo', 'fecha', '_status', 'visitas'],
  admin: { listSearchableFields: ['titulo', 'slug'] },
  fields: [
    { name: 'tipo', type: 'select', label: 'Tipo', required: true, defaultValue: 'NOT', options: communicationTypes, index: true },
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    slugField({ uniqueAcross: ['sitca-documentos'] }),
    dateField('fecha', 'Fecha'),
    uploadField('path_imagen', 'Imagen', 'image'),
    { name: 'contenido', type: 'richText', label: 'Contenido' },
    visitsField,
  ],
})
