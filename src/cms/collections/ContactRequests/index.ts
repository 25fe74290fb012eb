import type { CollectionConfig, Field } from 'payload'
import { adminOnly, admissionsStaff } from '@/cms/access/roles'
import { contactFromRequest } from './endpoints/contact'
import { exportCsv } from './endpoints/exportCsv'
import { asesorFields, duplicateFields, duplicateNoticeField, estadoFields, historyFields } from './pipelineFields'
import { assignAfterCreate, runPipeline, tellNewAdviser } from './pipelineHooks'
import { queueHealth, retryNotification } from './endpoints/queue'
import { correctRequest } from './ownData'
import { sendToOtherSystem } from './webhookHook'
import { staffCollection } from '@/cms/collections/staffCollection'
import { personField } from '@/cms/collections/People'
import { linkPerson } from '@/cms/collections/People/link'

/**
 * Contact requests from the public form. Only admisiones and admin read them, through any
 * route; the public API stores them with the Local API after validating and the captcha.
 */
/** A field of where the request came from: written once by the site, read-only for everyone after. */
function originText(name: string, label: string, maxLength: number, description?: string): Field {
  return { name, type: 'text', label, maxLength, access: { update: () => false }, admin: { readOnly: true, description } }
}

const sent = { readOnly: true, description: 'Para corregirlo, usa «Corregir datos»: queda anotado en el seguimiento.' } as const

export const ContactRequests: CollectionConfig = staffCollection({
  slug: 'solicitudes-contacto',
  typeName: 'ContactRequest',
  labels: { singular: 'Solicitud de contacto', plural: 'Solicitudes de contacto' },
  group: 'Admisiones',
  columns: [
    'createdAt',
    'nombre',
    'apellido',
    'programa',
    'campus',
    'email',
    'estado',
    'asesor',
    'proximo_contacto',
    'es_duplicada',
    'notificada_el',
  ],
  hiddenFrom: ['publicador', 'editor'],
  admin: {
    // The person's name heads the request, on a phone too (kept by the field below).
    useAsTitle: 'persona',
    listSearchableFields: ['nombre', 'apellido', 'email', 'programa'],
    components: {
      beforeList: ['/cms/components/AdviserQueueLinks#AdviserQueueLinks'],
      beforeListTable: ['/cms/components/QueueHealth#QueueHealth', '/cms/components/ExportCsvButton.client#ExportCsvButton'],
    },
  },
  // The adviser is assigned before the other system hears of the request, so its notice names them.
  hooks: { beforeChange: [runPipeline, linkPerson], afterChange: [assignAfterCreate, tellNewAdviser, sendToOtherSystem] },
  endpoints: [exportCsv, queueHealth, retryNotification, correctRequest, contactFromRequest],
  defaultSort: '-createdAt',
  access: {
    read: admissionsStaff,
    create: adminOnly,
    update: admissionsStaff,
    delete: adminOnly,
    readVersions: adminOnly,
  },
  fields: [
    duplicateNoticeField,
    // «Llamar», «WhatsApp», «Correo»: first thing on the request, on a phone too.
    {
      name: 'contactar',
      type: 'ui',
      admin: { disableListColumn: true, components: { Field: '/cms/components/admissions/ContactActions#ContactActions' } },
    },
    // What the person sent: read-only after arrival (./ownData.ts refuses a change on every path).
    { name: 'nombre', type: 'text', label: 'Nombre', required: true, maxLength: 100, admin: sent },
    { name: 'apellido', type: 'text', label: 'Apellido', required: true, maxLength: 100, admin: sent },
    { name: 'telefono', type: 'text', label: 'Teléfono', required: true, maxLength: 10, admin: sent },
    { name: 'email', type: 'email', label: 'Correo electrónico', required: true, admin: sent },
    {
      // The request's title: the name and surname, rewritten on every save from them (whatever a client sends).
      name: 'persona',
      type: 'text',
      label: 'Persona',
      admin: { hidden: true, disableListColumn: true },
      hooks: {
        beforeChange: [
          ({ siblingData, originalDoc }) =>
            `${siblingData.nombre ?? originalDoc?.nombre ?? ''} ${siblingData.apellido ?? originalDoc?.apellido ?? ''}`.trim(),
        ],
      },
    },
    { name: 'programa', type: 'text', label: 'Programa de interés', required: true, maxLength: 200, admin: { readOnly: true } },
    { name: 'comentario', type: 'textarea', label: 'Comentario', required: true, maxLength: 2000, admin: { readOnly: true } },
    {
      type: 'collapsible',
      label: 'Origen de la solicitud',
      admin: { description: 'Lo que el sitio anotó al recibirla. No se puede cambiar.' },
      fields: [
        {
          name: 'origen',
          type: 'select',
          label: 'Llegó por',
          defaultValue: 'formulario',
          index: true,
          options: [
            { label: 'El formulario de contacto', value: 'formulario' },
            { label: 'El registro a un evento', value: 'evento' },
          ],
          access: { update: () => false },
          admin: { readOnly: true },
        },
        {
          name: 'evento',
          type: 'relationship',
          relationTo: 'comunicaciones',
          label: 'Evento',
          access: { update: () => false },
          admin: { readOnly: true, condition: (data) => data?.origen === 'evento' },
        },
        originText('pagina', 'Página desde la que se envió', 500),
        originText('referrer', 'Llegó desde', 2000, 'La página de otro sitio que trajo a la persona, si su navegador lo dijo.'),
        originText('utm_source', 'Fuente de la campaña', 200, 'utm_source de la dirección con la que llegó al sitio.'),
        originText('utm_medium', 'Medio de la campaña', 200, 'utm_medium de la dirección con la que llegó al sitio.'),
        originText('utm_campaign', 'Nombre de la campaña', 200, 'utm_campaign de la dirección con la que llegó al sitio.'),
        originText('utm_content', 'Contenido de la campaña', 200, 'utm_content de la dirección con la que llegó al sitio.'),
        {
          name: 'acepta_aviso',
          type: 'checkbox',
          label: 'Aceptó el aviso de privacidad',
          access: { update: () => false },
          admin: { readOnly: true },
        },
        {
          name: 'aviso_aceptado_el',
          type: 'date',
          label: 'Aceptó el aviso de privacidad el',
          access: { update: () => false },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
        },
      ],
    },
    {
      name: 'corregir_datos',
      type: 'ui',
      admin: {
        position: 'sidebar',
        disableListColumn: true,
        components: { Field: '/cms/components/CorrectRequest.client#CorrectRequest' },
      },
    },
    ...estadoFields,
    ...asesorFields,
    ...duplicateFields,
    {
      name: 'anonimizada',
      type: 'checkbox',
      label: 'Datos personales anonimizados',
      index: true,
      access: { update: () => false },
      admin: { position: 'sidebar', readOnly: true, description: 'Por el tiempo de conservación o a petición de la persona.' },
    },
    {
      name: 'notificada_el',
      type: 'date',
      label: 'Aviso enviado a admisiones',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' },
        description: 'Vacío mientras el correo está en cola (se reintenta si el servidor de correo no responde).',
      },
    },
    ...historyFields,
    personField,
    // Everything this person did, all their requests and sign-ups together (issue 39, item 12).
    {
      name: 'historia',
      type: 'ui',
      admin: { disableListColumn: true, components: { Field: '/cms/components/admissions/PersonTimeline#PersonTimeline' } },
    },
  ],
})
