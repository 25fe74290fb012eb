'use client'
import { useEffect, useId, useState } from 'react'
import { staffStamp } from '@/lib/dates'

/**
 * The signing secret of the notice to another system: generated on the server and shown here
 * once; afterwards only the date it was made is known (no API returns it).
 */
export function WebhookSecret() {
  const [createdAt, setCreatedAt] = useState<string | null>(null)
  const [secret, setSecret] = useState<string | null>(null)
  const [state, setState] = useState<'idle' | 'sending' | 'error'>('idle')
  const inputId = useId()

  useEffect(() => {
    void fetch('/cms-api/globals/ajustes-admisiones?depth=0', { credentials: 'include' })
      .then((r) => (r.ok ? r.json() : null))
      .then((doc: { webhook_secreto_el?: string | null } | null) => setCreatedAt(doc?.webhook_secreto_el ?? null))
      .catch(() => {})
  }, [])

  const generate = async () => {
    if (
      createdAt &&
      !window.confirm(
        'El secreto actual dejará de valer y el otro sistema rechazará los avisos hasta que le pongas el nuevo. ¿Generar otro?',
      )
    )
      return
    setState('sending')
    const response = await fetch('/cms-api/globals/ajustes-admisiones/secreto', { method: 'POST', credentials: 'include' }).catch(
      () => null,
    )
    const body = response?.ok ? ((await response.json()) as { secreto: string; creado_el: string }) : null
    if (!body) return setState('error')
    setSecret(body.secreto)
    setCreatedAt(body.creado_el)
    setState('idle')
  }

  return (
    <div className="field-type ugc-propio" style={{ marginBottom: '1.5rem' }}>
      <p style={{ margin: '0 0 0.5rem', fontWeight: 600 }}>Secreto para firmar los avisos</p>
      <p style={{ margin: '0 0 0.75rem' }} data-testid="estado-secreto">
        {createdAt
          ? `Hay un secreto guardado desde el ${staffStamp(new Date(createdAt))}. Por seguridad no se vuelve a mostrar.`
          : 'Aún no hay secreto: genera uno y ponlo en el otro sistema para que compruebe la firma de cada aviso.'}
      </p>
      {secret && (
        <div role="status" style={{ margin: '0 0 0.75rem' }}>
          <label htmlFor={inputId} style={{ display: 'block', marginBottom: '0.25rem' }}>
            Secreto nuevo: cópialo ahora, no se vuelve a mostrar
          </label>
          <input
            id={inputId}
            readOnly
            value={secret}
            style={{ width: '100%', maxWidth: '42rem', fontFamily: 'monospace' }}
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      )}
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        onClick={generate}
        disabled={state === 'sending'}
      >
        {createdAt ? 'Generar otro secreto' : 'Generar el secreto'}
      </button>
      {state === 'error' && <p role="alert">No se pudo generar el secreto; intenta de nuevo.</p>}
    </div>
  )
}
