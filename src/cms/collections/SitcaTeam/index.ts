import { orderField, uploadField } from '@/cms/fields/common'
import { cacheTags } from '@/cache'
import { publicCollection } from '@/cms/collections/publicCollection'

export const SitcaTeam = publicCollection({
  slug: 'sitca-equipo',
  typeName: 'SitcaTeamMember',
  labels: { singular: 'Integrante SITCA', plural: 'Equipo SITCA' },
  group: 'SITCA',
  tag: cacheTags.sitcaTeam,
  sort: 'orden',
  columns: ['titulo', 'puesto_trabajo', 'orden'],
  fields: [
    uploadField('imagen', 'Fotografía', 'image', { required: true }),
    { name: 'titulo', type: 'text', label: 'Nombre', required: true },
    { name: 'titulos_academicos', type: 'text', label: 'Títulos académicos', required: true },
    { name: 'puesto_trabajo', type: 'text', label: 'Puesto', required: true },
    orderField,
  ],
})
