'use client'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

type State = { kind: 'idle' | 'busy' | 'done' | 'error'; message?: string }

/**
 * «Invitar a una persona» above the users list: e-mail, name and role, and no password; the
 * person receives a link to choose their own (72 h, one use).
 */
export function InviteForm({ roles }: { roles: { value: string; label: string }[] }) {
  const router = useRouter()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = Object.fromEntries(new FormData(form)) as { email: string; nombre: string; role: string }
    setState({ kind: 'busy' })
    const response = await fetch('/cms-api/users', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(data),
    }).catch(() => null)
    if (response?.ok) {
      form.reset()
      setState({ kind: 'done', message: `Enviamos la invitación a ${data.email}. El enlace vence en 72 horas y sirve una sola vez.` })
      router.refresh()
      return
    }
    const body = (await response?.json().catch(() => null)) as { errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] } | null
    const first = body?.errors?.[0]
    setState({ kind: 'error', message: first?.data?.errors?.[0]?.message ?? first?.message ?? 'No se pudo enviar la invitación; intenta de nuevo.' })
  }
  const field = { display: 'flex', flexDirection: 'column', gap: '0.25rem', flex: '1 1 14rem' } as const
  return (
    <section className="ugc-propio" aria-labelledby="invitar-titulo" style={{ margin: '0 0 1.5rem', padding: '1rem', border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}>
      <h2 id="invitar-titulo" style={{ margin: '0 0 0.25rem', fontSize: '1.125rem' }}>
        Invitar a una persona
      </h2>
      <p style={{ margin: '0 0 0.75rem' }}>Le enviamos un correo con un enlace para que elija su propia contraseña.</p>
      <form onSubmit={submit} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end' }}>
        <label style={field}>
          Correo
          <input name="email" type="email" required autoComplete="off" style={{ padding: '0.5rem' }} />
        </label>
        <label style={field}>
          Nombre
          <input name="nombre" type="text" required autoComplete="off" style={{ padding: '0.5rem' }} />
        </label>
        <label style={field}>
          Rol
          <select name="role" defaultValue="editor" style={{ padding: '0.5rem' }}>
            {roles.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-medium" style={{ margin: 0 }} disabled={state.kind === 'busy'}>
          Enviar invitación
        </button>
      </form>
      {state.message && (
        <p role={state.kind === 'error' ? 'alert' : 'status'} style={{ margin: '0.75rem 0 0' }}>
          {state.message}
        </p>
      )}
    </section>
  )
}
