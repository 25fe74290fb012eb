import type { CollectionConfig } from 'payload'
import { adminOnly } from '@/cms/access/roles'
import { arcoErase, arcoExport, arcoFind } from './endpoints'
import { staffCollection } from '@/cms/collections/staffCollection'

const nobody = () => false

/**
 * Derechos ARCO: an admin finds one person's requests (by e-mail or phone), downloads them or
 * anonymises them all. Each action leaves a row here (who, when, how many); the person appears
 * masked, so the log keeps no personal data of its own.
 */
export const ArcoLog: CollectionConfig = staffCollection({
  slug: 'derechos-arco',
  typeName: 'ArcoAction',
  labels: { singular: 'Acción sobre datos personales', plural: 'Datos personales (ARCO)' },
  group: 'Admisiones',
  columns: ['createdAt', 'accion', 'persona', 'solicitudes', 'quien'],
  hiddenFrom: ['publicador', 'editor', 'admisiones'],
  admin: {
    description: 'Descarga o anonimiza los datos de una persona que lo pide (derechos ARCO). Cada acción queda anotada aquí.',
    components: { beforeListTable: ['/cms/components/ArcoPanel.client#ArcoPanel'] },
  },
  defaultSort: '-createdAt',
  endpoints: [arcoFind, arcoExport, arcoErase],
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'accion',
      type: 'select',
      label: 'Acción',
      required: true,
      options: [
        { value: 'exportar', label: 'Descargó sus datos' },
        { value: 'anonimizar', label: 'Anonimizó sus datos' },
      ],
    },
    { name: 'persona', type: 'text', label: 'Persona', admin: { description: 'Solo una parte del correo o del teléfono.' } },
    { name: 'solicitudes', type: 'number', label: 'Solicitudes', required: true },
    { name: 'quien', type: 'relationship', relationTo: 'users', label: 'Quién' },
  ],
})
