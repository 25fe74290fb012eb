'use client'
import { DefaultEditView, Gutter, SetStepNav, useDocumentInfo, useDocumentTitle } from '@payloadcms/ui'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { DocumentViewClientProps } from 'payload'
import { useEffect, useState, type FormEvent } from 'react'

type State = { kind: 'idle' | 'busy' | 'done' | 'error'; message?: string }

type Roles = { value: string; label: string }[]

/**
 * The users' document view: a new account («Crear» in the list) is an invitation, so its
 * page is the invitation form; an existing account's page is the usual one.
 */
export function InviteOrEditView({ roles, ...props }: DocumentViewClientProps & { roles: Roles }) {
  const { id } = useDocumentInfo()
  if (id !== undefined && id !== null) return <DefaultEditView {...props} />
  return <InvitePage roles={roles} />
}

const invitePageTitle = 'Invitar a una persona'

function InvitePage({ roles }: { roles: Roles }) {
  const { title, setDocumentTitle } = useDocumentTitle()
  // The page's heading is the document header's: «[Sin título]» for a new record says nothing here.
  // The header's provider sets its own title in an effect that runs after this component's (a
  // parent's effects come after its children's), so ours is set once those have run, and again
  // whenever it is put back.
  useEffect(() => {
    if (title === invitePageTitle) return
    const timer = setTimeout(() => setDocumentTitle(invitePageTitle))
    return () => clearTimeout(timer)
  }, [title, setDocumentTitle])
  return (
    <Gutter>
      {/* The way back, as on every record's page. */}
      <SetStepNav nav={[{ label: 'Usuarios', url: '/admin/collections/users' }, { label: invitePageTitle }]} />
      <InviteForm roles={roles} />
    </Gutter>
  )
}

/**
 * «Invitar a una persona»: e-mail, name and role, and no password; the person receives a link to
 * choose their own (72 h, one use).
 */
function InviteForm({ roles }: { roles: Roles }) {
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
    const body = (await response?.json().catch(() => null)) as {
      errors?: { message?: string; data?: { errors?: { message?: string }[] } }[]
    } | null
    const first = body?.errors?.[0]
    setState({
      kind: 'error',
      message: first?.data?.errors?.[0]?.message ?? first?.message ?? 'No se pudo enviar la invitación; intenta de nuevo.',
    })
  }
  const field = { display: 'flex', flexDirection: 'column', gap: '0.25rem', flex: '1 1 14rem' } as const
  return (
    <section className="ugc-propio" aria-label={invitePageTitle} style={{ margin: '1.5rem 0' }}>
      <p style={{ margin: '0 0 1rem' }}>
        Escribe su correo, su nombre y su rol. Le enviamos un correo con un enlace para que elija su propia contraseña (vence en 72 horas y
        sirve una sola vez).
      </p>
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
      {/* The form stays, for the next person; the list shows who is still pending. */}
      {state.kind === 'done' && (
        <p style={{ margin: '0.5rem 0 0' }}>
          <Link href="/admin/collections/users" className="ugc-text-link">
            Ver la lista de usuarios
          </Link>
        </p>
      )}
    </section>
  )
}
