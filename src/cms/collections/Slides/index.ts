import { choices, linkField, orderField, uploadField } from '@/cms/fields/common'
import { cacheTags } from '@/cache'
import { publicCollection } from '@/cms/collections/publicCollection'

const slideTypes = choices({ CAR: 'Inicio (CAR)', RAD: 'Radio UGC (RAD)', CAL: 'Calendario escolar (CAL)' })

export const Slides = publicCollection({
  slug: 'carrusel',
  typeName: 'Slide',
  labels: { singular: 'Diapositiva', plural: 'Carruseles' },
  group: 'Sitio',
  tag: cacheTags.slides,
  sort: 'orden',
  columns: ['titulo', 'tipo', 'orden'],
  fields: [
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    { name: 'tipo', type: 'select', label: 'Carrusel', required: true, options: slideTypes, index: true },
    uploadField('path_imagen', 'Imagen', 'image', { required: true }),
    {
      name: 'texto',
      type: 'text',
      label: 'Frase bajo el título',
      maxLength: 120,
      admin: {
        condition: (data) => data?.tipo === 'CAR',
        description: 'Una línea que dice qué ofrece la diapositiva. Se lee sobre la imagen, debajo del título.',
      },
    },
    linkField('Enlace (opcional)', 'Ruta interna (/licenciaturas) o dirección https://'),
    {
      name: 'boton',
      type: 'text',
      label: 'Texto del botón',
      maxLength: 32,
      admin: {
        condition: (data) => data?.tipo === 'CAR' && Boolean(data?.link),
        description: 'Lo que dice el botón que lleva al enlace. Si lo dejas vacío, dice «Conoce más».',
      },
    },
    orderField,
  ],
})
