import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'
import { cacheTags } from '@/cache'
import { isAnonymisedRegistration, maxGuests } from '@/lib/eventRegistration'
import { publicError } from '@/cms/publicError'
import { adminOnly, admissionsStaff } from '@/cms/access/roles'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { exportRegistrations } from './exportCsv'
import { walkIn } from './walkIn'
import { decideSeat, promoteOnCancel } from './seats'
import { registrationStates } from './states'
import { staffCollection } from '@/cms/collections/staffCollection'
import { personField } from '@/cms/collections/People'
import { linkPerson } from '@/cms/collections/People/link'

const stamp = { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } as const

/** Written by the site only: read-only for everyone. */
const serverDate = (name: string, label: string, description?: string): Field => ({
  name,
  type: 'date',
  label,
  access: { update: () => false },
  admin: { position: 'sidebar', readOnly: true, date: stamp, description },
})

/** An anonymised registration is kept for the counts only: nobody changes it on any path. */
const keepAnonymised: CollectionBeforeChangeHook = ({ data, operation, originalDoc, context }) => {
  if (operation === 'update' && isAnonymisedRegistration(originalDoc) && context.anonymising !== true) {
    throw publicError('Este registro está anonimizado: ya no se puede cambiar.', 403)
  }
  return data
}

/** Checking someone in notes when; unchecking clears it. A cancelled registration keeps its state. */
const noteCheckIn: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.asistio === true && !originalDoc?.asistio) data.asistio_el = new Date().toISOString()
  if (data.asistio === false) data.asistio_el = null
  if (data.estado === 'cancelado' && originalDoc?.estado !== 'cancelado') data.cancelado_el = new Date().toISOString()
  return data
}

const revalidate = revalidateCollection(cacheTags.registrations)

/**
 * People who signed up for an event from its page (issue 23, item 3): confirmed, waiting, or
 * cancelled, and whether they came. Personal data: only admissions and admin read it, through any
 * route; the public sign-up writes it with the Local API after its checks.
 */
export const EventRegistrations: CollectionConfig = staffCollection({
  slug: 'registros-evento',
  typeName: 'EventRegistration',
  labels: { singular: 'Registro a un evento', plural: 'Registros a eventos' },
  group: 'Admisiones',
  columns: ['nombre', 'apellido', 'evento', 'estado', 'acompanantes', 'asistio', 'createdAt'],
  hiddenFrom: ['publicador', 'editor'],
  admin: {
    useAsTitle: 'email',
    listSearchableFields: ['nombre', 'apellido', 'email', 'telefono'],
  },
  defaultSort: 'createdAt',
  endpoints: [exportRegistrations, walkIn],
  access: { read: admissionsStaff, create: adminOnly, update: admissionsStaff, delete: adminOnly, readVersions: adminOnly },
  hooks: {
    beforeChange: [keepAnonymised, decideSeat, noteCheckIn, linkPerson],
    afterChange: [promoteOnCancel, ...revalidate.afterChange],
    afterDelete: revalidate.afterDelete,
  },
  fields: [
    {
      name: 'evento',
      type: 'relationship',
      relationTo: 'comunicaciones',
      label: 'Evento',
      required: true,
      index: true,
      filterOptions: { tipo: { equals: 'EVE' } },
      access: { update: () => false },
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'nombre', type: 'text', label: 'Nombre', required: true, maxLength: 100 },
        { name: 'apellido', type: 'text', label: 'Apellido', required: true, maxLength: 100 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', label: 'Correo electrónico', required: true, index: true },
        { name: 'telefono', type: 'text', label: 'Teléfono', required: true, maxLength: 10 },
      ],
    },
    { name: 'programa', type: 'text', label: 'Programa de interés', maxLength: 200 },
    {
      name: 'acompanantes',
      type: 'number',
      label: 'Acompañantes',
      min: 0,
      max: maxGuests,
      defaultValue: 0,
      required: true,
      access: { update: () => false },
      admin: { readOnly: true },
    },
    {
      name: 'estado',
      type: 'select',
      label: 'Estado',
      required: true,
      index: true,
      defaultValue: 'confirmado',
      options: registrationStates.map((o) => ({ ...o })),
      admin: { position: 'sidebar', description: 'Cancelar un lugar confirmado se lo da a quien sigue en la lista de espera.' },
    },
    { name: 'asistio', type: 'checkbox', label: 'Asistió', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    {
      // Set by the door list's «Llegó sin registro» (./walkIn.ts), never by a client.
      name: 'llego_sin_registro',
      type: 'checkbox',
      label: 'Llegó sin registro previo',
      defaultValue: false,
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true, description: 'Anotada en la puerta el día del evento.' },
    },
    serverDate('asistio_el', 'Llegó el'),
    serverDate('cancelado_el', 'Canceló el'),
    {
      name: 'solicitud',
      type: 'relationship',
      relationTo: 'solicitudes-contacto',
      label: 'Solicitud de contacto',
      access: { update: () => false },
      admin: { position: 'sidebar', readOnly: true, description: 'La solicitud que el registro abrió para admisiones.' },
    },
    serverDate('confirmacion_enviada_el', 'Confirmación enviada', 'Vacío mientras el correo está en cola.'),
    serverDate('promocion_enviada_el', 'Aviso de lugar liberado enviado'),
    serverDate('recordatorio_enviado_el', 'Recordatorio enviado'),
    personField,
  ],
})
