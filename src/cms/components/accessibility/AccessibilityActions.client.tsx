'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** A POST to one of the findings' endpoints, and what to say after. */
function usePost(url: string) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null)
  const post = async (body: object, done: string, failed: string, refresh: boolean) => {
    setBusy(true)
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => null)
    setBusy(false)
    if (!response?.ok) return setMessage({ kind: 'alert', text: failed })
    setMessage({ kind: 'status', text: done })
    if (refresh) router.refresh()
  }
  return { busy, message, post }
}

function Message({ message }: { message: { kind: 'status' | 'alert'; text: string } | null }) {
  return (
    <p role={message?.kind ?? 'status'} className="ugc-accesibilidad__mensaje">
      {message?.text}
    </p>
  )
}

/** «Revisar todo el sitio ahora», or «Volver a revisar» one page: the check is queued. */
export function CheckButton({ ruta, label, queued, failed }: { ruta?: string; label: string; queued: string; failed: string }) {
  const { busy, message, post } = usePost('/cms-api/hallazgos-accesibilidad/revisar')
  return (
    <div className="ugc-accesibilidad__accion">
      <button
        type="button"
        className="btn btn--style-secondary btn--size-medium"
        disabled={busy}
        onClick={() => post(ruta ? { ruta } : {}, queued, failed, false)}
      >
        {label}
      </button>
      <Message message={message} />
    </div>
  )
}

type Finding = { ruta: string; huella: string; regla: string; impacto: string; ayuda: string; elemento: string; selector: string }

/** «Marcar como revisado»: the finding leaves the open list. */
export function MarkButton({ finding, label, done, failed }: { finding: Finding; label: string; done: string; failed: string }) {
  const { busy, message, post } = usePost('/cms-api/hallazgos-accesibilidad/revisado')
  return (
    <div className="ugc-accesibilidad__accion">
      <button
        type="button"
        className="btn btn--style-primary btn--size-small"
        disabled={busy}
        onClick={() => post(finding, done, failed, true)}
      >
        {label}
      </button>
      <Message message={message} />
    </div>
  )
}
