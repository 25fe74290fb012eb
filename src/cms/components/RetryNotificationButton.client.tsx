'use client'
import { useState } from 'react'

/** «Reintentar» for one notification that gave up: puts it back in the queue. */
export function RetryNotificationButton({ job }: { job: number }) {
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'error'>('idle')
  const retry = async () => {
    setState('sending')
    const response = await fetch('/cms-api/solicitudes-contacto/cola/reintentar', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ trabajo: job }),
    }).catch(() => null)
    setState(response?.ok ? 'done' : 'error')
  }
  if (state === 'done') return <span role="status">Volvió a la cola.</span>
  return (
    <>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: '0 0 0 0.5rem' }}
        onClick={retry}
        disabled={state === 'sending'}
      >
        Reintentar
      </button>
      {state === 'error' && <span role="alert"> No se pudo reintentar; intenta de nuevo.</span>}
    </>
  )
}
