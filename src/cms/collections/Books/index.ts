import type { CollectionConfig } from 'payload'
import { publicContent } from '../../access/roles'
import { hiddenFor, orderField, uploadField } from '../../fields/common'
import { cacheTags } from '../../../cache/tags'
import { revalidateCollection } from '../../hooks/revalidate'

export const Books: CollectionConfig = {
  slug: 'libros',
  typescript: { interface: 'Book' },
  labels: { singular: 'Libro', plural: 'Libros (editorial)' },
  admin: { group: 'Comunicación', useAsTitle: 'titulo', defaultColumns: ['titulo', 'nombre_autor', 'anio_edicion', 'orden'], hidden: hiddenFor('admisiones') },
  defaultSort: 'orden',
  access: publicContent,
  hooks: revalidateCollection(cacheTags.books),
  fields: [
    uploadField('imagen', 'Portada', 'image', { required: true }),
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    { name: 'nombre_autor', type: 'text', label: 'Autor', required: true },
    { name: 'edicion', type: 'text', label: 'Edición', required: true },
    // Stored as anio_edicion (identifiers must be ASCII for GraphQL); the API answers año_edicion.
    { name: 'anio_edicion', type: 'number', label: 'Año de edición', required: true, min: 1900, max: 2100 },
    { name: 'descripcion', type: 'textarea', label: 'Descripción', required: true },
    orderField,
  ],
}
