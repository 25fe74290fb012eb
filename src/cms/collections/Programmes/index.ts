import { choices, orderField, uploadField } from '@/cms/fields/common'
import { characteristicsField } from '@/cms/fields/characteristics'
import { offerFields } from '@/cms/fields/offer'
import { slugField } from '@/cms/fields/slug'
import { cacheTags } from '@/cache'
import { publicCollection } from '@/cms/collections/publicCollection'

const programmeTypes = choices({ BAC: 'Bachillerato (BAC)', LIC: 'Licenciatura (LIC)', DIP: 'Diplomado (DIP)' })

const periodTypes = choices({ CUA: 'Cuatrimestre (CUA)', SEM: 'Semestre (SEM)', TRI: 'Trimestre (TRI)', MOD: 'Módulo (otro)' })

export const Programmes = publicCollection({
  slug: 'programas',
  typeName: 'Programme',
  labels: { singular: 'Programa académico', plural: 'Oferta académica' },
  group: 'Oferta académica',
  tag: cacheTags.programmes,
  sort: 'orden',
  versions: 30,
  columns: ['titulo', 'tipo', 'tipo_periodo', '_status', 'orden'],
  fields: [
    { name: 'tipo', type: 'select', label: 'Tipo', required: true, options: programmeTypes, index: true },
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    slugField(),
    { name: 'subtitulo', type: 'textarea', label: 'Subtítulo' },
    uploadField('path_banner', 'Banner', 'image'),
    uploadField('path_imagen', 'Imagen', 'image'),
    {
      name: 'tipo_periodo',
      type: 'select',
      label: 'Tipo de periodo',
      required: true,
      defaultValue: 'CUA',
      options: periodTypes,
    },
    { name: 'rvoe', type: 'text', label: 'RVOE', admin: { description: 'Reconocimiento de Validez Oficial de Estudios.' } },
    offerFields(),
    characteristicsField('caracteristicas'),
    {
      name: 'plan_estudios',
      type: 'array',
      label: 'Plan de estudios',
      labels: { singular: 'Materia', plural: 'Materias' },
      fields: [
        { name: 'numero_periodo', type: 'number', label: 'Periodo', required: true, min: 1 },
        { name: 'nombre_materia', type: 'text', label: 'Materia', required: true },
      ],
    },
    orderField,
  ],
})
