import type { PageFinding, pageCheck } from './pageCheck'
import type { previewCheck } from '@/copy/accessibility'

/** What the panel is given by src/app/vista-previa/accesibilidad.js (all of it plain data). */
export type PanelConfig = {
  /** The page's address (path and query), as the findings are stored under. */
  ruta: string
  texts: typeof previewCheck
  impactLabels: Record<string, string>
}

/*
 * The accessibility panel of «Vista previa» (issue 44, item 12): a button in a corner of the page
 * says how many findings are open on it; it opens their list, in Spanish, each with
 * «Mostrar» (the element, outlined) and «Marcar como revisado». Sent into the page as its own
 * text (toString), with pageCheck: it refers to nothing outside itself.
 */
export function previewPanel(check: typeof pageCheck, config: PanelConfig): void {
  const t = config.texts
  const count = (one: string, many: string, n: number) => (n === 1 ? one : many.replace('{n}', String(n)))
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
    const element = document.createElement(tag)
    element.className = className
    if (text !== undefined) element.textContent = text
    return element
  }

  // Its own corner of the page, straight under <body>: the page's own elements are React's, which
  // may replace what a script put inside them while it hydrates; an element of its own at the end
  // of <body> it leaves alone.
  const root = make('section', 'pointer-events-none fixed inset-x-0 bottom-0 z-[80] flex flex-col items-start')
  root.setAttribute('aria-label', t.region)
  const panel = make(
    'section',
    'pointer-events-auto max-h-[60vh] w-full overflow-y-auto border-t-4 border-ink bg-surface text-ink shadow-card-hover',
  )
  panel.id = 'ugc-accesibilidad'
  panel.hidden = true
  panel.setAttribute('aria-labelledby', 'ugc-accesibilidad-titulo')
  const inner = make('div', 'container-page flex flex-col gap-3 py-4 text-sm')
  panel.append(inner)
  const button = make(
    'button',
    'pointer-events-auto m-3 min-h-11 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white shadow-card-hover',
    t.running,
  )
  button.type = 'button'
  button.disabled = true
  button.setAttribute('aria-expanded', 'false')
  button.setAttribute('aria-controls', 'ugc-accesibilidad')
  const status = make('p', 'sr-only')
  status.setAttribute('role', 'status')
  root.append(panel, button, status)
  document.body.append(root)

  const setOpen = (opening: boolean) => {
    panel.hidden = !opening
    button.setAttribute('aria-expanded', String(opening))
  }

  let open: PageFinding[] = []
  let reviewedCount = 0
  let highlighted: HTMLElement | null = null

  const label = () => (open.length === 0 ? t.none : count(t.openOne, t.openMany, open.length))

  const render = () => {
    button.textContent = label()
    inner.replaceChildren()
    const heading = make('h2', 'text-lg font-bold', t.heading)
    heading.id = 'ugc-accesibilidad-titulo'
    inner.append(heading, make('p', 'max-w-3xl text-muted', t.intro))
    if (reviewedCount > 0) inner.append(make('p', 'text-muted', count(t.reviewedOne, t.reviewedMany, reviewedCount)))
    const list = make('ul', 'flex flex-col gap-3')
    for (const finding of open) {
      const item = make('li', 'flex flex-col gap-2 rounded-lg border border-ink/15 p-3')
      const title = make('p', 'font-semibold')
      title.append(
        make('span', 'mr-2 rounded bg-ink px-2 py-0.5 text-xs text-white', config.impactLabels[finding.impacto] ?? finding.impacto),
      )
      title.append(finding.ayuda)
      const code = make('code', 'block overflow-x-auto whitespace-pre-wrap break-all rounded bg-surface-warm p-2 text-xs', finding.elemento)
      const buttons = make('div', 'flex flex-wrap gap-2')
      const show = make('button', 'min-h-11 rounded border border-ink/40 px-3 font-semibold', t.show)
      show.type = 'button'
      show.addEventListener('click', () => {
        let element: HTMLElement | null
        try {
          element = document.querySelector<HTMLElement>(finding.selector.split(' ')[0] ?? '')
        } catch {
          element = null
        }
        if (!element) return
        if (highlighted) highlighted.style.outline = ''
        highlighted = element
        element.style.outline = '4px solid #b45309'
        element.style.outlineOffset = '2px'
        // The list closes so that nothing covers it; the button opens it again.
        setOpen(false)
        if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
        element.focus({ preventScroll: true })
        element.scrollIntoView({ block: 'center' })
      })
      const mark = make('button', 'min-h-11 rounded bg-brand px-3 font-semibold text-white', t.mark)
      mark.type = 'button'
      mark.addEventListener('click', async () => {
        mark.disabled = true
        const response = await fetch('/cms-api/hallazgos-accesibilidad/revisado', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...finding, ruta: config.ruta }),
        }).catch(() => null)
        if (!response || !response.ok) {
          mark.disabled = false
          status.textContent = t.markFailed
          return
        }
        open = open.filter((f) => f !== finding)
        reviewedCount++
        render()
        status.textContent = t.marked
        button.focus()
      })
      buttons.append(show, mark)
      item.append(title, code, buttons)
      list.append(item)
    }
    inner.append(list)
  }

  button.addEventListener('click', () => setOpen(panel.hidden === true))

  const run = async () => {
    try {
      const query = new URLSearchParams({
        'where[ruta][equals]': config.ruta,
        'where[revisado][equals]': 'true',
        limit: '1000',
        depth: '0',
      })
      const [found, marks] = await Promise.all([
        check({ contrast: true }),
        fetch(`/cms-api/hallazgos-accesibilidad?${query.toString()}`, { credentials: 'include' })
          .then((r) => (r.ok ? (r.json() as Promise<{ docs: { huella: string }[] }>) : { docs: [] }))
          .catch(() => ({ docs: [] as { huella: string }[] })),
      ])
      const reviewed = new Set(marks.docs.map((d) => d.huella))
      open = found.filter((f) => !reviewed.has(f.huella))
      reviewedCount = found.length - open.length
    } catch {
      button.textContent = t.failed
      return
    }
    button.disabled = false
    render()
  }
  // Once the page has settled: its pictures laid out, its fonts in place (contrast depends on them).
  if (document.readyState === 'complete') setTimeout(run, 300)
  else window.addEventListener('load', () => setTimeout(run, 300), { once: true })
}
