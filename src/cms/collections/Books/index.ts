import { orderField, uploadField } from '@/cms/fields/common'
import { cacheTags } from '@/cache'
import { publicCollection } from '@/cms/collections/publicCollection'

export const Books = publicCollection({
  slug: 'libros',
  typeName: 'Book',
  labels: { singular: 'Libro', plural: 'Libros (editorial)' },
  group: 'Comunicación',
  tag: cacheTags.books,
  sort: 'orden',
  columns: ['titulo', 'nombre_autor', 'anio_edicion', 'orden'],
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
})
