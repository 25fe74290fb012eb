'use client'
import { useConfig, useDocumentInfo, useFormModified } from '@payloadcms/ui'
import { useCallback, useEffect, useRef, useState } from 'react'

/*
 * Beside a document's buttons (every collection and global): who is editing it, kept honest.
 * - The «Documento bloqueado» dialog names the person (it said «Usuario: 9» to anyone who may not
 *   read staff accounts).
 * - While the holder works in this tab, their lock is kept; a tab that closes lets it go at once,
 *   and one that goes quiet (asleep, crashed, no network) loses it a minute later.
 * - When someone takes it over, the person who had it is told within seconds, not at their next
 *   keystroke.
 * - With unsaved changes, «Programar publicación» leaves the publish menu: it says why.
 * The server's side is src/cms/collections/Users/endpoints/documentHold.ts.
 */

type Holder = { yo: boolean; nombre: string; desde: string } | null
type Target = { coleccion: string; id: string | number } | { global: string }

const endpoint = '/cms-api/users/quien-edita'
/** How often the page asks while it is visible. */
const every = 5_000
/** Someone who has not typed, clicked or touched the page for this long is no longer «at work» in it. */
const quietAfter = 5 * 60_000

async function ask(target: Target, accion: 'mirar' | 'seguir'): Promise<Holder | undefined> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...target, accion }),
    })
    if (!response.ok) return undefined
    return ((await response.json()) as { data: { titular: Holder } }).data.titular
  } catch {
    return undefined
  }
}

/** Payload's lock dialog names the holder by e-mail or by «Usuario: <id>»: their name instead. */
function nameInLockDialog(nombre: string) {
  for (const strong of document.querySelectorAll('.document-locked__content p:first-of-type strong')) {
    if (strong.textContent !== nombre) strong.textContent = nombre
  }
}

export function DocumentHold() {
  const { id, collectionSlug, globalSlug, hasPublishPermission } = useDocumentInfo()
  const { getEntityConfig } = useConfig()
  const modified = useFormModified()
  const entity = collectionSlug ? getEntityConfig({ collectionSlug }) : globalSlug ? getEntityConfig({ globalSlug }) : null
  const drafts = entity?.versions && typeof entity.versions === 'object' ? entity.versions.drafts : false
  const schedules = Boolean(drafts && typeof drafts === 'object' && drafts.schedulePublish)
  const [holder, setHolder] = useState<Holder>(null)
  const [takenBy, setTakenBy] = useState<string | null>(null)
  const heldHere = useRef(false)
  const lastActivity = useRef(Date.now())
  const target: Target | null = globalSlug
    ? { global: globalSlug }
    : collectionSlug && id !== undefined
      ? { coleccion: collectionSlug, id }
      : null
  const key = target ? JSON.stringify(target) : ''

  const check = useCallback(async () => {
    if (!key || document.visibilityState !== 'visible') return
    const working = Date.now() - lastActivity.current < quietAfter
    const found = await ask(JSON.parse(key) as Target, working ? 'seguir' : 'mirar')
    if (found === undefined) return
    setHolder(found)
    if (found?.yo) {
      heldHere.current = true
      setTakenBy(null)
    } else if (found && heldHere.current) {
      heldHere.current = false
      setTakenBy(found.nombre)
    } else if (!found) heldHere.current = false
  }, [key])

  useEffect(() => {
    if (!key) return
    const active = () => {
      lastActivity.current = Date.now()
    }
    // A tab that closes (or leaves for another site) lets the document go at once. Asked even if
    // the last check did not see this tab holding it (a takeover a moment ago): the server frees
    // only a lock of the person asking.
    const leave = () => {
      void fetch(endpoint, {
        method: 'POST',
        credentials: 'same-origin',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...(JSON.parse(key) as Target), accion: 'soltar' }),
      })
      heldHere.current = false
    }
    const visible = () => {
      if (document.visibilityState === 'visible') void check()
    }
    for (const type of ['keydown', 'pointerdown', 'input']) document.addEventListener(type, active, { capture: true, passive: true })
    window.addEventListener('pagehide', leave)
    document.addEventListener('visibilitychange', visible)
    void check()
    const timer = window.setInterval(() => void check(), every)
    return () => {
      for (const type of ['keydown', 'pointerdown', 'input']) document.removeEventListener(type, active, { capture: true })
      window.removeEventListener('pagehide', leave)
      document.removeEventListener('visibilitychange', visible)
      window.clearInterval(timer)
    }
  }, [key, check])

  // The dialog mounts after this component and may render again: the name is put back each time.
  useEffect(() => {
    if (!holder || holder.yo) return
    const nombre = holder.nombre
    nameInLockDialog(nombre)
    const observer = new MutationObserver(() => nameInLockDialog(nombre))
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    return () => observer.disconnect()
  }, [holder])

  const scheduleHidden = Boolean(schedules && modified && hasPublishPermission && (id !== undefined || globalSlug) && !takenBy)
  return (
    <>
      {scheduleHidden ? (
        <p className="ugc-programar-aviso" role="status">
          Guarda los cambios para poder programar su publicación.
        </p>
      ) : null}
      {takenBy ? (
        <div className="ugc-tomado" role="alert">
          <p>
            <strong>{takenBy}</strong> tomó el control de este documento. Lo que cambies aquí ya no se guardará: copia lo que necesites y
            vuelve a abrirlo cuando termine.
          </p>
          <p className="ugc-tomado__acciones">
            <a className="btn btn--style-primary btn--size-medium" href="/admin">
              Volver al panel
            </a>
            <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => setTakenBy(null)}>
              Entendido
            </button>
          </p>
        </div>
      ) : null}
    </>
  )
}
