import type { Payload } from 'payload'
import { hasRole } from '@/cms/access/roles'
import { healthLine } from '@/cms/jobs/runner'
import { readQueueHealth } from '@/cms/jobs/queueStore'
import { RetryNotificationButton } from './RetryNotificationButton.client'
import { staffStamp } from '@/lib/dates'

/** What a failed e-mail was, in the staff's words. */
function failedKind(task: string | null): string {
  if (task === 'notificarSolicitud') return 'Aviso a admisiones de la solicitud'
  if (task === 'acusarSolicitud') return 'Acuse a la persona de la solicitud'
  if (task === 'enviarCorreoCuenta') return 'Correo de una cuenta del personal'
  return 'Correo'
}

/**
 * Above the contact requests list: the notification queue's state ("Cola de avisos: N pendientes,
 * el más antiguo hace X") and, when a notification gave up, a notice with «Reintentar».
 */
export async function QueueHealth({ payload, user }: { payload: Payload; user?: unknown }) {
  if (!hasRole('admin', 'admisiones')({ user } as Parameters<ReturnType<typeof hasRole>>[0])) return null
  let health: Awaited<ReturnType<typeof readQueueHealth>>
  try {
    health = await readQueueHealth(payload)
  } catch {
    return (
      <p className="ugc-propio" role="status">
        No se pudo leer la cola de avisos en este momento.
      </p>
    )
  }
  return (
    <div className="ugc-propio" style={{ margin: '0 0 1rem' }}>
      <p role="status" style={{ margin: 0 }}>
        {healthLine(health)}.
      </p>
      {health.failed.length > 0 && (
        <div
          role="alert"
          style={{ marginTop: '0.75rem', padding: '0.75rem 1rem', border: '1px solid var(--theme-error-500)', borderRadius: 4 }}
        >
          <p style={{ margin: '0 0 0.5rem', fontWeight: 600 }}>
            {health.failed.length === 1 ? 'Un correo no se pudo enviar' : `${health.failed.length} correos no se pudieron enviar`}. Revisa
            el servidor de correo y reintenta.
          </p>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {health.failed.map((f) => (
              <li key={f.job} style={{ marginBottom: '0.25rem' }}>
                {failedKind(f.task)}
                {f.solicitud !== null && (
                  <>
                    {' '}
                    <a href={`/admin/collections/solicitudes-contacto/${f.solicitud}`}>#{f.solicitud}</a>
                  </>
                )}
                , en cola desde el {staffStamp(new Date(f.createdAt))}: {f.error} <RetryNotificationButton job={f.job} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
