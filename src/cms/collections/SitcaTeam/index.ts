import type { CollectionConfig } from 'payload'
import { publicContent } from '../../access/roles'
import { hiddenFor, orderField, uploadField } from '../../fields/common'
import { cacheTags } from '../../../cache/tags'
import { revalidateCollection } from '../../hooks/revalidate'

export const SitcaTeam: CollectionConfig = {
  slug: 'sitca-equipo',
  typescript: { interface: 'SitcaTeamMember' },
  labels: { singular: 'Integrante SITCA', plural: 'Equipo SITCA' },
  admin: { group: 'SITCA', useAsTitle: 'titulo', defaultColumns: ['titulo', 'puesto_trabajo', 'orden'], hidden: hiddenFor('admisiones') },
  defaultSort: 'orden',
  access: publicContent,
  hooks: revalidateCollection(cacheTags.sitcaTeam),
  fields: [
    uploadField('imagen', 'Fotografía', 'image', { required: true }),
    { name: 'titulo', type: 'text', label: 'Nombre', required: true },
    { name: 'titulos_academicos', type: 'text', label: 'Títulos académicos', required: true },
    { name: 'puesto_trabajo', type: 'text', label: 'Puesto', required: true },
    orderField,
  ],
}
