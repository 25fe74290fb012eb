import type { Field } from 'payload'
import { choices, siteTimezone } from '@/cms/fields/common'
import { requestCampusLabels } from '@/lib/requestCampus'
import { estadoOptions, motivoDescarteOptions, seguimientoTipos } from './estado'

const stamp = { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } as const

/* Written only by the server (./pipelineHooks.ts refuses a client's different value, on every API):
   read-only in the admin, which sends them back unchanged. */
const serverWritten = { readOnly: true } as const

/** The state, with the reason a request was set aside. */
export const estadoFields: Field[] = [
  {
    name: 'estado',
    type: 'select',
    label: 'Estado',
    defaultValue: 'nueva',
    index: true,
    options: estadoOptions.map((o) => ({ ...o })),
    admin: { position: 'sidebar' },
  },
  {
    name: 'motivo_descarte',
    type: 'select',
    label: 'Motivo para descartarla',
    options: motivoDescarteOptions.map((o) => ({ ...o })),
    admin: { position: 'sidebar', condition: (data) => data?.estado === 'descartada' },
  },
  {
    name: 'motivo_descarte_otro',
    type: 'text',
    label: 'Otro motivo',
    maxLength: 300,
    admin: { position: 'sidebar', condition: (data) => data?.estado === 'descartada' && data?.motivo_descarte === 'otro' },
  },
]

/** Who follows the request up and when it was first answered. */
export const asesorFields: Field[] = [
  {
    name: 'campus',
    type: 'select',
    label: 'Campus',
    index: true,
    options: choices(requestCampusLabels),
    admin: {
      position: 'sidebar',
      description: 'El que eligió la persona, o el único donde se imparte su programa. Decide quién la atiende por turnos.',
    },
  },
  {
    name: 'asesor',
    type: 'relationship',
    relationTo: 'users',
    label: 'Asesor',
    index: true,
    filterOptions: { role: { equals: 'admisiones' } },
    admin: {
      position: 'sidebar',
      description: 'Una persona de admisiones. Las solicitudes nuevas se asignan por turnos.',
      // Named on the server with the list, not fetched by the browser row by row.
      components: { Cell: '/cms/components/AdviserCell#AdviserCell' },
    },
  },
  {
    name: 'proximo_contacto',
    type: 'date',
    label: 'Próximo contacto',
    index: true,
    timezone: siteTimezone,
    admin: {
      position: 'sidebar',
      date: stamp,
      description:
        'Cuándo volver a buscar a la persona. Sale en «Para hoy» de su asesor y en su correo de la mañana; pasada la hora, en «Vencidas».',
      components: { Cell: '/cms/components/admissions/NextContactCell#NextContactCell' },
    },
  },
  {
    name: 'primera_respuesta_el',
    type: 'date',
    label: 'Primera respuesta',
    index: true,
    admin: { ...serverWritten, position: 'sidebar', date: stamp, description: 'El primer cambio de estado o el primer contacto anotado.' },
  },
  {
    name: 'minutos_a_primera_respuesta',
    type: 'number',
    label: 'Minutos hasta la primera respuesta',
    admin: { ...serverWritten, position: 'sidebar' },
  },
]

/** On top of the edit view: «esta persona ya había escrito», with a link to the first request. */
export const duplicateNoticeField: Field = {
  name: 'aviso_repetida',
  type: 'ui',
  admin: { disableListColumn: true, components: { Field: '/cms/components/DuplicateNotice#DuplicateNotice' } },
}

/** Whether the same person asked before (same e-mail or phone within 90 days). */
export const duplicateFields: Field[] = [
  {
    name: 'es_duplicada',
    type: 'checkbox',
    label: 'Repetida',
    defaultValue: false,
    index: true,
    admin: {
      ...serverWritten,
      position: 'sidebar',
      description: 'La misma persona (correo o teléfono) ya había escrito en los 90 días anteriores. No cuenta como persona nueva.',
      components: { Cell: '/cms/components/DuplicateCell#DuplicateCell' },
    },
  },
  {
    name: 'duplicada_de',
    type: 'relationship',
    relationTo: 'solicitudes-contacto',
    label: 'Primera solicitud de esta persona',
    admin: { ...serverWritten, position: 'sidebar', condition: (data) => Boolean(data?.duplicada_de) },
  },
]

/** The history of states and the follow-up log. */
export const historyFields: Field[] = [
  {
    name: 'seguimiento',
    type: 'array',
    label: 'Seguimiento',
    labels: { singular: 'Entrada', plural: 'Entradas' },
    admin: {
      description: 'Anota cada llamada, correo, mensaje o reunión con la persona, o una nota. Lo anotado no se puede cambiar ni borrar.',
      initCollapsed: false,
    },
    fields: [
      {
        name: 'tipo',
        type: 'select',
        label: 'Tipo',
        required: true,
        defaultValue: 'llamada',
        options: seguimientoTipos.map((o) => ({ ...o })),
      },
      { name: 'texto', type: 'textarea', label: 'Qué pasó', required: true, maxLength: 2000 },
      { name: 'por', type: 'relationship', relationTo: 'users', label: 'Anotó', admin: { readOnly: true } },
      { name: 'el', type: 'date', label: 'Fecha', admin: { readOnly: true, date: stamp } },
    ],
  },
  {
    name: 'historial',
    type: 'array',
    label: 'Historial de estados',
    labels: { singular: 'Cambio', plural: 'Cambios' },
    admin: { ...serverWritten, description: 'Cada cambio de estado, quién lo hizo y cuándo. Sin nombre: el sistema.' },
    fields: [
      { name: 'de', type: 'select', label: 'De', options: estadoOptions.map((o) => ({ ...o })) },
      { name: 'a', type: 'select', label: 'A', required: true, options: estadoOptions.map((o) => ({ ...o })) },
      { name: 'por', type: 'relationship', relationTo: 'users', label: 'Por' },
      { name: 'el', type: 'date', label: 'El', required: true, admin: { date: stamp } },
    ],
  },
  {
    name: 'acuse_enviado_el',
    type: 'date',
    label: 'Acuse enviado a la persona',
    admin: { ...serverWritten, position: 'sidebar', date: stamp, condition: (data) => Boolean(data?.acuse_enviado_el) },
  },
]

/** The fields the server writes: a client's different value for any of them is refused. */
export const serverWrittenFields = [
  'historial',
  'primera_respuesta_el',
  'minutos_a_primera_respuesta',
  'es_duplicada',
  'duplicada_de',
  'acuse_enviado_el',
] as const
