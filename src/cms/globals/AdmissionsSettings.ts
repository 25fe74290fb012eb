import { randomBytes } from 'node:crypto'
import type { Endpoint, GlobalConfig } from 'payload'
import { adminOnly, hasRole } from '@/cms/access/roles'
import { hiddenFor } from '@/cms/fields/common'
import { env } from '@/env'
import { resolveWebhookTarget } from '@/cms/jobs/webhookTarget'

export const admissionsSettingsSlug = 'ajustes-admisiones'
export const defaultRetentionMonths = 24

const nobody = () => false

/**
 * POST /cms-api/globals/ajustes-admisiones/secreto: a new signing secret, answered this once. It is
 * stored in a field no API reads or writes, so the only copy staff ever see is this answer.
 */
const newSecret: Endpoint = {
  path: '/secreto',
  method: 'post',
  handler: async (req) => {
    if (!hasRole('admin')(req))
      return Response.json({ errors: [{ message: 'No tienes permiso para realizar esta acción.' }] }, { status: 403 })
    const secret = randomBytes(32).toString('hex')
    const creadoEl = new Date().toISOString()
    // Straight to the table, leaving the settings' own time of change alone: an admin who has the
    // form open (and generated the secret from it) can still save it without a «changed meanwhile» notice.
    const { updatedAt } = await req.payload.findGlobal({ slug: admissionsSettingsSlug, overrideAccess: true, depth: 0 })
    await req.payload.db.updateGlobal({
      slug: admissionsSettingsSlug,
      data: { webhook_secreto: secret, webhook_secreto_el: creadoEl, ...(updatedAt ? { updatedAt } : {}) },
      returning: false,
    })
    const who = (req.user as { email?: string } | null)?.email ?? 'alguien'
    req.payload.logger.info(`[aviso a otro sistema] ${who} generó un secreto nuevo`)
    return Response.json({ secreto: secret, creado_el: creadoEl }, { headers: { 'Cache-Control': 'no-store' } })
  },
}

/** Admin-only settings of the admissions office: the signed notice to another system and the retention of personal data. */
export const AdmissionsSettings: GlobalConfig = {
  slug: admissionsSettingsSlug,
  typescript: { interface: 'AdmissionsSettings' },
  label: 'Privacidad y aviso a otro sistema',
  admin: { group: 'Admisiones', hidden: hiddenFor('publicador', 'editor', 'admisiones') },
  access: { read: adminOnly, update: adminOnly, readVersions: adminOnly },
  endpoints: [newSecret],
  fields: [
    {
      type: 'collapsible',
      label: 'Aviso a otro sistema (webhook)',
      admin: {
        description:
          'Si tu universidad usa un CRM, el sitio le envía cada solicitud nueva y cada cambio de estado, firmados con el secreto. Si el otro sistema no responde, se reintenta durante un rato.',
      },
      fields: [
        { name: 'webhook_activo', type: 'checkbox', label: 'Enviar las solicitudes a otro sistema', defaultValue: false },
        {
          name: 'webhook_url',
          type: 'text',
          label: 'Dirección que recibe los avisos',
          admin: { description: 'Debe empezar con https://.' },
          // Where the name leads is checked here too, so staff learn at once that an internal
          // address will never be sent to (each delivery checks it again).
          validate: async (value: string | null | undefined, { siblingData }: { siblingData: { webhook_activo?: boolean } }) => {
            if (!value) return siblingData.webhook_activo ? 'Escribe la dirección que recibe los avisos o apaga el envío.' : true
            const target = await resolveWebhookTarget(value, env.webhookAllowPrivate)
            return 'problem' in target ? target.problem : true
          },
        },
        { name: 'webhook_secreto_ui', type: 'ui', admin: { components: { Field: '/cms/components/WebhookSecret.client#WebhookSecret' } } },
        // Write-only: the API never returns it (read) nor takes it (update); only the endpoint above sets it.
        { name: 'webhook_secreto', type: 'text', hidden: true, access: { read: nobody, create: nobody, update: nobody } },
        {
          name: 'webhook_secreto_el',
          type: 'date',
          label: 'Secreto generado el',
          access: { create: nobody, update: nobody },
          admin: { hidden: true },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Privacidad',
      fields: [
        {
          name: 'retencion_meses',
          type: 'number',
          label: 'Meses que se guardan los datos de una solicitud',
          required: true,
          defaultValue: defaultRetentionMonths,
          min: 1,
          max: 120,
          admin: {
            description:
              'Pasado ese tiempo, cada madrugada se borran el nombre, el correo, el teléfono, el comentario y el origen de la solicitud; quedan el programa, las fechas y el estado para las estadísticas.',
          },
        },
      ],
    },
  ],
}
