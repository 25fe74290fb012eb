/*
 * What an editor should fix in a rich text before publishing so that everyone can read it: the
 * page's own title is its only «Encabezado 1», headings go down one level at a time, a link says
 * where it leads, every picture has its description, a table has header cells, and paragraphs are
 * not written in capitals. Warnings, not refusals: the editor decides.
 */

type Node = {
  type?: string
  tag?: string
  text?: string
  children?: Node[]
  fields?: Record<string, unknown>
  value?: unknown
  [key: string]: unknown
}

export type RichTextWarning = {
  code: 'h1' | 'salto' | 'enlace-vago' | 'enlace-vacio' | 'imagen-sin-texto' | 'tabla-sin-encabezados' | 'mayusculas'
  message: string
}

/** Link texts that say nothing out of context (compared without accents, case or punctuation). */
const vagueLinkTexts = new Set([
  'aqui',
  'clic aqui',
  'click aqui',
  'haz clic aqui',
  'da clic aqui',
  'pulsa aqui',
  'presiona aqui',
  'ver mas',
  'mas',
  'leer mas',
  'mas informacion',
  'este enlace',
  'enlace',
  'link',
  'liga',
  'click',
  'clic',
  'here',
  'click here',
  'read more',
])

/** Lower case, without accents or punctuation, spaces collapsed. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The text a node shows, its children's included. */
function textOf(node: Node): string {
  if (typeof node.text === 'string') return node.text
  return (node.children ?? []).map(textOf).join('')
}

const shorten = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

function checkHtml(html: string, warnings: RichTextWarning[]): void {
  for (const img of html.match(/<img\b[^>]*>/gi) ?? []) {
    const alt = /\balt\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(img)
    if (!alt) {
      warnings.push({
        code: 'imagen-sin-texto',
        message:
          'Una imagen dentro de un bloque de HTML no tiene texto alternativo (alt): descríbela para quien no puede verla, o pon alt="" si es solo decorativa.',
      })
    }
  }
  for (const table of html.match(/<table\b[\s\S]*?<\/table>/gi) ?? []) {
    if (!/<th\b/i.test(table)) {
      warnings.push({
        code: 'tabla-sin-encabezados',
        message:
          'Una tabla dentro de un bloque de HTML no tiene celdas de encabezado (<th>): marca la primera fila o columna como encabezado para que se pueda leer en voz alta.',
      })
    }
  }
}

/** Warnings for a rich text as Payload stores it (Lexical's state); none for an empty one. */
export function checkRichText(state: unknown): RichTextWarning[] {
  const root = (state as { root?: Node } | null | undefined)?.root
  if (!root || !Array.isArray(root.children)) return []
  const warnings: RichTextWarning[] = []
  let lastLevel = 1 // the page's title is the heading 1

  const visit = (node: Node) => {
    switch (node.type) {
      case 'heading': {
        const level = Number(/^h([1-6])$/.exec(String(node.tag))?.[1] ?? 0)
        const text = shorten(textOf(node).trim())
        if (level === 1) {
          warnings.push({
            code: 'h1',
            message: `«${text || 'Encabezado 1'}» es un Encabezado 1: la página ya tiene su título como Encabezado 1. Usa Encabezado 2 para las secciones del texto.`,
          })
        } else if (level > lastLevel + 1) {
          warnings.push({
            code: 'salto',
            message: `«${text}» es un Encabezado ${level} después de un Encabezado ${lastLevel}: no te saltes niveles, usa Encabezado ${lastLevel + 1}.`,
          })
        }
        if (level > 0) lastLevel = level
        break
      }
      case 'link':
      case 'autolink': {
        const text = textOf(node).trim()
        if (!text) warnings.push({ code: 'enlace-vacio', message: 'Hay un enlace sin texto: escribe a dónde lleva.' })
        else if (vagueLinkTexts.has(foldText(text)))
          warnings.push({
            code: 'enlace-vago',
            message: `El enlace «${shorten(text)}» no dice a dónde lleva: escribe el nombre de la página o del documento (por ejemplo, «Consulta el calendario escolar»).`,
          })
        break
      }
      case 'upload': {
        const media = node.value as { alt?: string | null; mimeType?: string | null } | null | undefined
        if (media && typeof media === 'object' && (media.mimeType ?? 'image/').startsWith('image/') && !media.alt?.trim()) {
          warnings.push({
            code: 'imagen-sin-texto',
            message: 'Una imagen del texto no tiene descripción: agrégala en su archivo de Medios.',
          })
        }
        break
      }
      case 'block': {
        const html = node.fields?.html
        if (typeof html === 'string') checkHtml(html, warnings)
        break
      }
      case 'paragraph': {
        const text = textOf(node)
        const letters = text.replace(/[^\p{L}]/gu, '')
        if (letters.length >= 20 && letters === letters.toLocaleUpperCase('es-MX') && letters !== letters.toLocaleLowerCase('es-MX')) {
          warnings.push({
            code: 'mayusculas',
            message: `El párrafo «${shorten(text.trim(), 40)}» está todo en mayúsculas: se lee peor y algunos lectores de pantalla lo deletrean. Escríbelo en mayúsculas y minúsculas.`,
          })
        }
        break
      }
    }
    for (const child of node.children ?? []) visit(child)
  }
  for (const child of root.children) visit(child)
  return warnings
}

/**
 * The rich text with every «Encabezado 1» made an «Encabezado 2», on every save: the page's title
 * is its only heading 1, and a heading 1 in the body would otherwise be published as bare text.
 * The same object when there is none (nothing to store anew).
 */
export function demoteHeadingOnes<T>(state: T): T {
  const root = (state as { root?: Node } | null | undefined)?.root
  if (!root || !Array.isArray(root.children)) return state
  let changed = false
  const visit = (node: Node): Node => {
    const children = Array.isArray(node.children) ? node.children.map(visit) : node.children
    if (node.type === 'heading' && node.tag === 'h1') {
      changed = true
      return { ...node, tag: 'h2', children }
    }
    return children === node.children || children?.every((c, i) => c === node.children![i]) ? node : { ...node, children }
  }
  const demoted = visit(root)
  return changed ? ({ ...(state as object), root: demoted } as T) : state
}
