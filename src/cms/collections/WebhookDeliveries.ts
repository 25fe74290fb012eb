import type { CollectionConfig } from 'payload'
import { adminOnly } from '@/cms/access/roles'
import { staffCollection } from '@/cms/collections/staffCollection'

const nobody = () => false

const webhookEventOptions = [
  { value: 'solicitud.creada', label: 'Solicitud nueva' },
  { value: 'solicitud.estado_cambiado', label: 'Cambio de estado' },
] as const

/** The log of what was sent to the other system: written by the queue only, read by admins. */
export const WebhookDeliveries: CollectionConfig = staffCollection({
  slug: 'entregas-webhook',
  typeName: 'WebhookDelivery',
  labels: { singular: 'Envío a otro sistema', plural: 'Envíos a otro sistema' },
  group: 'Admisiones',
  columns: ['createdAt', 'evento', 'solicitud', 'estado', 'intentos', 'ultimo_codigo', 'entregada_el'],
  hiddenFrom: ['publicador', 'editor', 'admisiones'],
  admin: {
    description: 'Cada solicitud nueva y cada cambio de estado enviados al otro sistema, con sus intentos.',
  },
  defaultSort: '-createdAt',
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody, readVersions: adminOnly },
  fields: [
    { name: 'evento', type: 'select', label: 'Evento', options: webhookEventOptions.map((o) => ({ ...o })), required: true },
    { name: 'solicitud', type: 'relationship', relationTo: 'solicitudes-contacto', label: 'Solicitud', index: true },
    {
      name: 'estado',
      type: 'select',
      label: 'Estado',
      defaultValue: 'pendiente',
      index: true,
      options: [
        { value: 'pendiente', label: 'Pendiente' },
        { value: 'entregada', label: 'Entregada' },
        { value: 'fallida', label: 'Fallida' },
      ],
    },
    { name: 'intentos', type: 'number', label: 'Intentos', defaultValue: 0 },
    { name: 'ultimo_codigo', type: 'number', label: 'Última respuesta (código)' },
    { name: 'ultimo_error', type: 'text', label: 'Último error' },
    {
      name: 'entregada_el',
      type: 'date',
      label: 'Entregada el',
      admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
    },
    // The exact JSON sent, the same on every try; personal data, so cleared when the request is anonymised.
    { name: 'cuerpo', type: 'json', hidden: true },
  ],
})
