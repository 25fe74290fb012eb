'use client'
import { useDocumentInfo, useField } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { DateFieldClientComponent } from 'payload'
import { invitationDate, invitationExpired } from '@/lib/invitationDate'

type State = { kind: 'idle' | 'busy' | 'done' | 'error'; message?: string }

async function errorOf(response: Response | null): Promise<string> {
  const body = (await response?.json().catch(() => null)) as { errors?: { message?: string }[] } | null
  return body?.errors?.[0]?.message ?? 'No se pudo completar; intenta de nuevo.'
}

/**
 * On a pending account: when its link expires, «Reenviar invitación» (a new link; the one sent
 * before stops working) and «Revocar invitación» (the account is deleted, and its link with it).
 */
export const InvitationActions: DateFieldClientComponent = ({ field, path }) => {
  const { value } = useField<string | null>({ path: path ?? field.name })
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [state, setState] = useState<State>({ kind: 'idle' })
  if (!value || id === undefined || id === null) return null

  const resend = async () => {
    setState({ kind: 'busy' })
    const response = await fetch(`/cms-api/users/${id}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reenviar_invitacion: true }),
    }).catch(() => null)
    if (response?.ok) {
      setState({ kind: 'done', message: 'Enviamos una nueva invitación. El enlace anterior ya no funciona.' })
      router.refresh()
    } else setState({ kind: 'error', message: await errorOf(response) })
  }
  const revoke = async () => {
    if (!window.confirm('¿Revocar la invitación? La cuenta se elimina y su enlace deja de funcionar.')) return
    setState({ kind: 'busy' })
    const response = await fetch(`/cms-api/users/${id}`, { method: 'DELETE', credentials: 'include' }).catch(() => null)
    if (response?.ok) router.push('/admin/collections/users')
    else setState({ kind: 'error', message: await errorOf(response) })
  }

  return (
    <section
      className="ugc-propio"
      aria-labelledby="invitacion-titulo"
      style={{ margin: '0 0 1.5rem', padding: '1rem', border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}
    >
      <h3 id="invitacion-titulo" style={{ margin: '0 0 0.5rem', fontSize: '1rem' }}>
        {invitationExpired(value) ? 'Invitación vencida' : 'Invitación pendiente'}
      </h3>
      <p style={{ margin: '0 0 0.75rem' }}>
        {invitationExpired(value)
          ? `El enlace venció el ${invitationDate(value)}.`
          : `Aún no elige su contraseña. El enlace vence el ${invitationDate(value)}.`}{' '}
        Mientras tanto, esta cuenta no puede entrar.
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          onClick={resend}
          disabled={state.kind === 'busy'}
        >
          Reenviar invitación
        </button>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          onClick={revoke}
          disabled={state.kind === 'busy'}
        >
          Revocar invitación
        </button>
      </div>
      {state.message && (
        <p role={state.kind === 'error' ? 'alert' : 'status'} style={{ margin: '0.75rem 0 0' }}>
          {state.message}
        </p>
      )}
    </section>
  )
}
