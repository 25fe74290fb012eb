/**
 * The site-wide alert (global `aviso`): when it shows, how it is announced, whether a visitor may
 * close it, and the one inline script that hides it before the first paint
 * (docs/decisions/0018-aviso-en-el-sitio.md).
 */

export type AlertSeverity = 'informativo' | 'importante' | 'emergencia'

/** What the staff read in the back office, and the word the banner starts with. */
export const severityLabels: Record<AlertSeverity, string> = {
  informativo: 'Informativo',
  importante: 'Importante',
  emergencia: 'Emergencia',
}

/** Long enough for one clear sentence; the banner stays one or two lines on a phone. */
export const alertTextMax = 200

/** Start and end of an alert, in milliseconds since the epoch; null = open on that side. */
export type AlertWindow = { inicio: number | null; fin: number | null }

/** Whether the alert shows at `now`: from its start (inclusive) until its end (exclusive). */
export function alertShowsAt({ inicio, fin }: AlertWindow, now: number): boolean {
  return (inicio === null || now >= inicio) && (fin === null || now < fin)
}

/** Whether the alert is over for good at `now` (the server leaves it out of the page then). */
export function alertEnded({ fin }: AlertWindow, now: number): boolean {
  return fin !== null && now >= fin
}

/**
 * An emergency interrupts (role alert, read at once); the others wait for a pause (role status).
 * Only an emergency cannot be closed: it must stay in sight for the whole visit.
 */
export function alertRole(severity: AlertSeverity): 'alert' | 'status' {
  return severity === 'emergencia' ? 'alert' : 'status'
}

export function alertDismissible(severity: AlertSeverity): boolean {
  return severity !== 'emergencia'
}

/** A stored date (ISO text) as milliseconds; null when empty or not a date. */
export function momentOf(value: string | null | undefined): number | null {
  if (!value) return null
  const time = new Date(value).getTime()
  return Number.isNaN(time) ? null : time
}

/** Null when the end is after the start (or either is empty), else the editors' message. */
export function alertWindowProblem(inicio: string | null | undefined, fin: string | null | undefined): string | null {
  const start = momentOf(inicio)
  const end = momentOf(fin)
  if (start === null || end === null || end > start) return null
  return 'La fecha y hora de fin deben ser posteriores a las de inicio.'
}

/** Null when the text is fine for an alert that is (or is not) on, else the editors' message. */
export function alertTextProblem(activo: boolean | null | undefined, texto: string | null | undefined): string | null {
  const text = (texto ?? '').trim()
  if (activo && text === '') return 'Escribe el texto del aviso: es lo que verán los visitantes.'
  if (text.length > alertTextMax) return `El texto del aviso puede tener hasta ${alertTextMax} caracteres; ahora tiene ${text.length}.`
  return null
}

/** The banner element's id, read by the inline script and the client leaf. */
export const alertElementId = 'aviso-sitio'
/** Where a visitor's closing of an alert is kept for the visit (sessionStorage), by the alert's version. */
export const alertDismissKey = 'ugc-aviso-cerrado'

/*
 * Runs where it stands, right after the banner, before the browser paints anything below it: it
 * hides the banner if this visitor closed this version of it during the visit, or if the alert
 * has not started or has ended by the visitor's clock (a cached page keeps the HTML it was made
 * with). So nothing appears and then vanishes, and nothing below moves. While the page stays open
 * it shows the banner at its start and hides it at its end (setTimeout's longest wait is about
 * 24.8 days; a later change is looked at again then). It also gives the close button its work (the
 * button is in the HTML from the start, so showing it never moves the page).
 * It is all the banner's behaviour: no script of the site's bundle is needed for it.
 * A fixed text (no data inside: the banner's data attributes carry it) so that its sha256 is a
 * constant: src/guard/securityHeaders.ts allows exactly this script on pages rendered per request,
 * and cached pages carry the hashes of their own inline scripts anyway.
 */
export const alertScript =
  '(function(){var a=document.getElementById("aviso-sitio");if(!a)return;var d=a.dataset,k="ugc-aviso-cerrado",s=+d.inicio||0,f=+d.fin||0;' +
  'function c(){try{return d.cerrable==="1"&&sessionStorage.getItem(k)===d.aviso}catch(e){return false}}' +
  'function t(){var n=Date.now(),x=s&&n<s?s:f&&n<f?f:0;a.hidden=c()||(s?n<s:false)||(f?n>=f:false);if(x)setTimeout(t,Math.min(x-n,2147483647))}t();' +
  'var b=d.cerrable==="1"&&a.querySelector("button[data-cerrar]");if(!b)return;' +
  'b.onclick=function(){try{sessionStorage.setItem(k,d.aviso)}catch(e){}a.hidden=true;var h=document.querySelector("body > header a");if(h)h.focus()}})()'
