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

/**
 * A button that sends `body` to one of the findings' endpoints and says how it went: «Revisar todo
 * el sitio ahora» and «Volver a revisar» (the check is queued), «Marcar como revisado» (`refresh`:
 * the finding leaves the open list).
 */
export function PostButton({
  url,
  body,
  label,
  done,
  failed,
  primary = false,
}: {
  url: string
  body: object
  label: string
  done: string
  failed: string
  primary?: boolean
}) {
  const { busy, message, post } = usePost(url)
  return (
    <div className="ugc-accesibilidad__accion">
      <button
        type="button"
        className={`btn ${primary ? 'btn--style-primary btn--size-small' : 'btn--style-secondary btn--size-medium'}`}
        disabled={busy}
        onClick={() => post(body, done, failed, primary)}
      >
        {label}
      </button>
      <Message message={message} />
    </div>
  )
}
