'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState, type SyntheticEvent } from 'react'

const fields = [
  { name: 'nombre', label: 'Nombre', type: 'text' },
  { name: 'apellido', label: 'Apellido', type: 'text' },
  { name: 'email', label: 'Correo electrónico', type: 'email' },
  { name: 'telefono', label: 'Teléfono', type: 'tel' },
] as const
type Name = (typeof fields)[number]['name']

/**
 * «Corregir datos» in a request's sidebar: the person's contact details are read-only in the form,
 * and a correction goes through its own endpoint, which notes who changed what in «Seguimiento».
 */
export function CorrectRequest() {
  const { id } = useDocumentInfo()
  const stored = useFormFields(([form]) => ({
    anonimizada: form.anonimizada?.value === true,
    ...Object.fromEntries(fields.map((f) => [f.name, String(form[f.name]?.value ?? '')])),
  })) as { anonimizada: boolean } & Record<Name, string>
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState<Record<Name, string> | null>(null)
  const [state, setState] = useState<{ busy: boolean; message?: string; path?: string }>({ busy: false })
  if (id === undefined || id === null || stored.anonimizada) return null

  const current = values ?? stored
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    event.stopPropagation()
    const changed = Object.fromEntries(fields.filter((f) => current[f.name] !== stored[f.name]).map((f) => [f.name, current[f.name]]))
    setState({ busy: true })
    const response = await fetch(`/cms-api/solicitudes-contacto/${id}/corregir`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(changed),
    }).catch(() => null)
    if (response?.ok) {
      // The whole form reloads so the corrected data and the new note in «Seguimiento» show.
      window.location.reload()
      return
    }
    const body = (await response?.json().catch(() => null)) as { errors?: { message?: string; path?: string }[] } | null
    const first = body?.errors?.[0]
    setState({ busy: false, message: first?.message ?? 'No se pudo corregir; intenta de nuevo.', path: first?.path })
  }

  if (!open) {
    return (
      <div className="field-type" style={{ marginBottom: '1.5rem' }}>
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setOpen(true)}>
          Corregir datos
        </button>
      </div>
    )
  }
  return (
    // Not a <form>: it sits inside the document's own form, and a form in a form is sent by the
    // browser itself (a page load that lost what was typed). A group that says it is a form, whose
    // button and Enter key send the correction here; the server checks and answers in Spanish.
    <div
      role="form"
      className="field-type"
      style={{ marginBottom: '1.5rem' }}
      aria-label="Corregir datos de la persona"
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') void submit(e)
      }}
    >
      {fields.map((f) => (
        <div key={f.name} style={{ marginBottom: '0.75rem' }}>
          <label htmlFor={`corregir-${f.name}`} className="field-label">
            {f.label}
          </label>
          <input
            id={`corregir-${f.name}`}
            type={f.type}
            value={current[f.name]}
            aria-invalid={state.path === f.name || undefined}
            onChange={(e) => {
              // Not a field of the document: its form must not count it as an unsaved change.
              e.stopPropagation()
              setValues({ ...current, [f.name]: e.target.value })
            }}
            style={{ width: '100%' }}
          />
        </div>
      ))}
      {state.message && <p role="alert">{state.message}</p>}
      <button type="button" className="btn btn--style-primary btn--size-small" disabled={state.busy} onClick={(e) => void submit(e)}>
        Guardar corrección
      </button>{' '}
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        onClick={() => (setOpen(false), setValues(null), setState({ busy: false }))}
      >
        Cancelar
      </button>
    </div>
  )
}
