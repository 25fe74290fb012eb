import { linkProblem } from '../../../lib/urls'
import type { CollectionConfig } from 'payload'
import { publicContent } from '../../access/roles'
import { hiddenFor, orderField, uploadField } from '../../fields/common'
import { cacheTags } from '../../../cache/tags'
import { revalidateCollection } from '../../hooks/revalidate'

/** The programme logos of the home page (type PAC). */
export const ProgrammeLogos: CollectionConfig = {
  slug: 'programas-academicos',
  typescript: { interface: 'ProgrammeLogo' },
  labels: { singular: 'Logo de programa', plural: 'Logos de programas (PAC)' },
  admin: {
    group: 'Oferta académica',
    useAsTitle: 'titulo',
    defaultColumns: ['titulo', 'link', 'orden'],
    hidden: hiddenFor('admisiones'),
  },
  defaultSort: 'orden',
  access: publicContent,
  hooks: revalidateCollection(cacheTags.programmeLogos),
  fields: [
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    uploadField('path_imagen', 'Logo', 'image', { required: true }),
    {
      name: 'link',
      type: 'text',
      label: 'Enlace',
      required: true,
      admin: { description: 'Ruta interna (/licenciaturas) o dirección https:// (se abre en otra pestaña).' },
      validate: (value: string | null | undefined) => (!value ? true : (linkProblem(value) ?? true)),
    },
    orderField,
  ],
}
