/*
 * The accessibility check of one page (issue 44, item 12), run inside that page's own window after
 * axe-core and its Spanish texts: in the staff member's browser, over «Vista previa»
 * (src/app/vista-previa/accesibilidad.js), and in the site check's window on the server
 * (src/cms/jobs/accessibilityCheck.ts). Both send this function's own text (toString) into the
 * page, so it refers to nothing outside itself: no imports, no module constants.
 */

/** One thing axe found, as it is stored and shown: the rule, how serious, what to do, the element. */
export type PageFinding = {
  regla: string
  impacto: string
  ayuda: string
  elemento: string
  selector: string
  /** The same element and rule on the same page keep the same key from one check to the next. */
  huella: string
}

type AxeNode = { target: unknown[]; html: string }
type AxeResult = { violations: { id: string; impact?: string | null; help: string; nodes: AxeNode[] }[] }

/** `contrast`: whether colour contrast is checked (it needs the page laid out: a browser, not the server's window). */
export async function pageCheck(options: { contrast: boolean }): Promise<PageFinding[]> {
  const axe = (window as unknown as { axe: { run: (context: unknown, options: object) => Promise<AxeResult> } }).axe
  // The page's own content: the header and the footer are the same on every page, and the site's code.
  const scope = document.querySelector('main') ?? document
  const result = await axe.run(scope, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    rules: options.contrast ? {} : { 'color-contrast': { enabled: false }, 'color-contrast-enhanced': { enabled: false } },
    resultTypes: ['violations'],
  })
  const hash = (text: string) => {
    let h = 0x811c9dc5
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i)
      h = Math.imul(h, 0x01000193)
    }
    return (h >>> 0).toString(36)
  }
  const squeeze = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max)
  // What names an element across checks, whatever the classes and state a browser adds to it.
  const identity = (element: Element | null, html: string) => {
    if (!element) return squeeze(html, 300)
    const attributes = ['id', 'src', 'href', 'alt', 'aria-label', 'name', 'type', 'role'].map((a) => element.getAttribute(a) ?? '')
    return `${element.tagName.toLowerCase()}|${attributes.join('|')}|${squeeze(element.textContent ?? '', 80)}`
  }
  const seen: Record<string, number> = {}
  const findings: PageFinding[] = []
  for (const violation of result.violations) {
    for (const node of violation.nodes) {
      const first = node.target[0]
      let element: Element | null
      try {
        element = typeof first === 'string' ? document.querySelector(first) : null
      } catch {
        element = null
      }
      const base = hash(`${violation.id}|${identity(element, node.html)}`)
      seen[base] = (seen[base] ?? 0) + 1
      findings.push({
        regla: violation.id,
        impacto: violation.impact ?? 'moderate',
        ayuda: squeeze(violation.help, 300),
        elemento: squeeze(node.html, 300),
        selector: squeeze(node.target.map((t) => String(t)).join(' '), 300),
        huella: seen[base] === 1 ? base : `${base}-${seen[base]}`,
      })
    }
  }
  return findings
}

/**
 * A function's own text as an expression another window can evaluate. Some compilers wrap named
 * inner functions in a `__name` helper of the module (tsx, for the scripts and tests): the text
 * brings its own, which does nothing.
 */
export const functionText = (fn: (...args: never[]) => unknown): string => `((__name) => (${fn.toString()}))((f) => f)`
