import { choices, orderField, richTextField } from '@/cms/fields/common'
import { cacheTags } from '@/cache'
import { infoBlockSections } from '@/lib/infoBlocks'
import { publicCollection } from '@/cms/collections/publicCollection'

/** Information blocks; /estudiantes shows each one under the section its «Sección» names. */
export const InfoBlocks = publicCollection({
  slug: 'tramites-texto',
  typeName: 'InfoBlock',
  labels: { singular: 'Bloque informativo', plural: 'Bloques informativos' },
  group: 'Sitio',
  tag: cacheTags.infoBlocks,
  sort: 'orden',
  columns: ['titulo', 'seccion', 'orden'],
  admin: { description: 'La página de estudiantes muestra cada bloque en la sección que elijas en «Sección».' },
  fields: [
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    {
      name: 'seccion',
      type: 'select',
      label: 'Sección',
      required: true,
      options: choices(infoBlockSections),
      admin: {
        description:
          'Dónde aparece en el sitio. «Servicio social» y «Prácticas profesionales»: en la página de estudiantes (/estudiantes), en la sección con ese nombre. «General»: en ninguna página.',
      },
    },
    richTextField('texto', 'Texto', { required: true }),
    orderField,
  ],
})
