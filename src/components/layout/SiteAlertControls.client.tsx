'use client'

import { X } from 'lucide-react'
import { useEffect } from 'react'
import { alertDismissKey, alertElementId, alertShowsAt, nextAlertChange } from '@/lib/siteAlert'

// setTimeout's longest wait (about 24.8 days); a later change is re-checked then.
const longestWait = 2_147_483_647

function banner(): HTMLElement | null {
  return document.getElementById(alertElementId)
}

function closed(version: string): boolean {
  try {
    return sessionStorage.getItem(alertDismissKey) === version
  } catch {
    return false
  }
}

/**
 * The alert's close button (not for emergencies), and its clock while the page stays open: the
 * banner appears at its start and goes at its end without a reload.
 */
export function SiteAlertControls({ version, inicio, fin, dismissible }: { version: string; inicio: number | null; fin: number | null; dismissible: boolean }) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const schedule = () => {
      const now = Date.now()
      const element = banner()
      if (element && !(dismissible && closed(version))) element.hidden = !alertShowsAt({ inicio, fin }, now)
      const next = nextAlertChange({ inicio, fin }, now)
      if (next !== null) timer = setTimeout(schedule, Math.min(next - now, longestWait))
    }
    schedule()
    return () => clearTimeout(timer)
  }, [version, inicio, fin, dismissible])

  if (!dismissible) return null
  const close = () => {
    try {
      sessionStorage.setItem(alertDismissKey, version)
    } catch {
      // Storage refused (private mode, a policy): it closes for this page only.
    }
    const element = banner()
    if (element) element.hidden = true
    // The button goes with the banner; the focus goes on to the page's header, the next thing.
    document.querySelector<HTMLElement>('body > header a')?.focus()
  }
  return (
    <button
      type="button"
      onClick={close}
      aria-label="Cerrar el aviso"
      className="-my-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-current/10"
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  )
}
