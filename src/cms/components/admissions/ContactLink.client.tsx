'use client'
import { useFormModified } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'
import type { ContactVia } from '@/cms/collections/ContactRequests/endpoints/contact'

type Props = { id: number; via: ContactVia; href: string; label: string; detail: string }

/** How long the phone, WhatsApp or the mail program gets to open before the request reloads with the new entry. */
const reloadAfterMs = 1_500

/**
 * One contact action of a request: the link opens the phone, WhatsApp or the mail program as any
 * link does, and the same tap logs the contact (POST …/contactar); the form then reloads so the
 * entry, the state and the first response show. With unsaved changes it asks to save them first:
 * a reload would lose them, and a save without the new entry would be refused.
 */
export function ContactLink({ id, via, href, label, detail }: Props) {
  const modified = useFormModified()
  const link = useRef<HTMLAnchorElement>(null)
  const [status, setStatus] = useState<string>('')

  // With unsaved changes the back office's own guard would catch the tap first (it listens on the
  // document) and offer to leave them: this one listens on the window, before it, and says why not.
  useEffect(() => {
    if (!modified) return
    const holdTap = (event: MouseEvent) => {
      if (!link.current?.contains(event.target as Node)) return
      event.preventDefault()
      event.stopPropagation()
      setStatus('Guarda tus cambios antes de contactar: el contacto se anota en el seguimiento.')
    }
    window.addEventListener('click', holdTap, true)
    return () => window.removeEventListener('click', holdTap, true)
  }, [modified])

  const onClick = () => {
    setStatus('Anotando en el seguimiento…')
    void fetch(`/cms-api/solicitudes-contacto/${id}/contactar`, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ via }),
    })
      .then(async (response) => {
        if (!response.ok) {
          const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
          setStatus(body?.errors?.[0]?.message ?? 'No se pudo anotar el contacto; anótalo a mano en «Seguimiento».')
          return
        }
        setStatus('Anotado en el seguimiento.')
        setTimeout(() => window.location.reload(), reloadAfterMs)
      })
      .catch(() => setStatus('No se pudo anotar el contacto; anótalo a mano en «Seguimiento».'))
  }
  const external = via === 'whatsapp'
  return (
    <div className="ugc-contactar__accion">
      <a
        className="ugc-contactar__enlace"
        ref={link}
        href={href}
        onClick={onClick}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <span className="ugc-contactar__etiqueta">{label}</span>
        <span className="ugc-contactar__detalle">{detail}</span>
        {external ? <span className="ugc-tablero__oculto"> (se abre en otra pestaña)</span> : null}
      </a>
      <p className="ugc-contactar__estado" role="status">
        {status}
      </p>
    </div>
  )
}
