import type { Field, GlobalConfig } from 'payload'
import { withHistory } from '@/cms/versions/history'
import { choices, hiddenFor, linkField, siteTimezone } from '@/cms/fields/common'
import { cacheTags } from '@/cache'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { alertTextMax, alertTextProblem, alertWindowProblem, severityLabels } from '@/lib/siteAlert'

/** Both ends are typed and shown in the university's time, whatever the editor's computer says. */
const moment = (
  name: string,
  label: string,
  description: string,
  validate?: (value: unknown, siblingData: Record<string, unknown>) => true | string,
): Field => ({
  name,
  type: 'date',
  label,
  timezone: siteTimezone,
  admin: {
    description,
    date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm', timeFormat: 'HH:mm', timeIntervals: 15 },
  },
  ...(validate
    ? {
        validate: (value: unknown, { siblingData }: { siblingData: unknown }) =>
          validate(value, (siblingData ?? {}) as Record<string, unknown>),
      }
    : {}),
})

/**
 * The alert every public page shows at its top (a hurricane, a closure): turned on, published and
 * on the site within seconds. Drafts let an alert be written ahead and published when needed.
 */
export const SiteAlert: GlobalConfig = withHistory({
  slug: 'aviso',
  typescript: { interface: 'SiteAlert' },
  label: 'Aviso en el sitio',
  admin: {
    group: 'Sitio',
    description: 'Un mensaje breve arriba de todas las páginas del sitio: huracán, suspensión de clases, cambio de horario.',
    hidden: hiddenFor('admisiones'),
  },
  // Visitors read only the published alert (withHistory); drafts stay with the staff.
  hooks: { afterChange: [revalidateGlobal(cacheTags.alert)] },
  fields: [
    {
      name: 'activo',
      type: 'checkbox',
      label: 'Mostrar el aviso en el sitio',
      defaultValue: false,
      admin: { description: 'Al publicar, aparece en todas las páginas en unos segundos (dentro de las fechas, si las pones).' },
    },
    {
      name: 'severidad',
      type: 'select',
      label: 'Tipo de aviso',
      required: true,
      defaultValue: 'informativo',
      options: choices(severityLabels),
      admin: { description: 'Informativo: gris. Importante: rosa. Emergencia: rojo, y los visitantes no pueden cerrarlo.' },
    },
    {
      name: 'texto',
      type: 'textarea',
      label: 'Texto del aviso',
      maxLength: alertTextMax,
      admin: { rows: 3, description: `Una o dos frases, hasta ${alertTextMax} caracteres. Obligatorio si el aviso está activo.` },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: unknown }) =>
        alertTextProblem((siblingData as { activo?: boolean } | undefined)?.activo, value) ?? true,
    },
    linkField('Enlace (opcional)', 'Ruta del sitio (/quienes-somos) o dirección https:// con más información.', { name: 'enlace' }),
    {
      name: 'texto_enlace',
      type: 'text',
      label: 'Texto del enlace',
      maxLength: 60,
      admin: { description: 'Si lo dejas vacío, dice «Más información».' },
    },
    moment('inicio', 'Inicio', 'Vacío: desde que lo publicas.'),
    moment(
      'fin',
      'Fin',
      'Vacío: hasta que lo desactives. Al llegar esta hora deja de mostrarse solo.',
      (value, sibling) => alertWindowProblem(sibling.inicio as string | null | undefined, value as string | null | undefined) ?? true,
    ),
  ],
})
