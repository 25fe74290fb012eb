import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { Payload, TaskConfig } from 'payload'
import type { AccessibilityFinding } from '@/cms/payload-types'
import { impactLabels } from '@/copy/accessibility'
import { env } from '@/env'
import { functionText, pageCheck, type PageFinding } from '@/lib/accessibility/pageCheck'
import { isOwnPagePath } from '@/lib/previewAddress'
import { markDailyRunDone } from './daily'

/*
 * The site's accessibility check (issue 44, item 12): every page of the sitemap, as a visitor
 * gets it from this server, checked with axe-core in a window on the server (jsdom: no layout, so
 * no colour contrast, which «Vista previa» checks in the staff member's browser). What it finds is
 * kept in `hallazgos-accesibilidad`, one row per page and element; what is gone from a page is
 * fixed and its row goes too, unless someone marked it as reviewed (the mark is kept for the day it
 * comes back). Runs each night, and when the content team asks from the report.
 */

export const accessibilityTaskSlug = 'revisarAccesibilidad'

let engine: { axe: string; locale: string } | null = null

/**
 * axe-core and the Spanish texts of its rules, read once from the installed package, under the project's folder
 * (the server always runs from it: a bundled `require.resolve` would give a module number instead).
 */
export function axeEngine(): { axe: string; locale: string } {
  if (engine) return engine
  const file = (name: string) => fs.readFileSync(path.join(process.cwd(), 'node_modules', 'axe-core', name), 'utf8')
  // Only the rules' texts: the rest of the locale (the checks' messages, the summaries) are templates
  // axe compiles with `new Function`, which a page's CSP refuses, and the site shows none of them.
  const { lang, rules } = JSON.parse(file(path.join('locales', 'es.json'))) as { lang: string; rules: unknown }
  engine = { axe: file('axe.min.js'), locale: JSON.stringify({ lang, rules }) }
  return engine
}

/** This server, as the check asks it for pages (never the edge: the check wants what renders now). */
const ownServer = () => `http://127.0.0.1:${env.port}`

/** Every page path of the sitemap. */
async function sitePaths(): Promise<string[]> {
  const xml = await (await fetch(`${ownServer()}/sitemap.xml`)).text()
  // A page's address is its path and query: a news item is /vida-universitaria-y-eventos?slug=….
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!.replace(/&amp;/g, '&'))
    return `${url.pathname}${url.search}`
  })
  return [...new Set(paths)].filter(isOwnPagePath)
}

type Checked = { url: string; findings: PageFinding[] | null }

/**
 * Checks pages in a process of its own (scripts/check-pages.mjs): each is opened in a jsdom window
 * and checked there, about a second of a processor's time a page, while this server goes on
 * answering. Each page is `{ url }` (asked for) or `{ url, html }`; its findings come in order,
 * null for one that did not answer 200.
 */
async function* checkPages(pages: { url: string; html?: string }[]): AsyncGenerator<Checked> {
  const { axe, locale } = axeEngine()
  const child = spawn(process.execPath, [path.join(process.cwd(), 'scripts', 'check-pages.mjs')], { stdio: ['pipe', 'pipe', 'pipe'] })
  let errors = ''
  child.stderr.on('data', (chunk) => (errors += chunk))
  const ended = new Promise<number | null>((resolve) => child.on('close', resolve))
  child.stdin.end(JSON.stringify({ axe, locale, check: functionText(pageCheck), pages }))
  let given = 0
  for await (const line of createInterface({ input: child.stdout })) {
    if (!line.trim()) continue
    given++
    yield JSON.parse(line) as Checked
  }
  const code = await ended
  if (code !== 0 || given < pages.length) throw new Error(`la revisión se detuvo (código ${code}): ${errors.trim().slice(0, 500)}`)
}

/** The findings of a page's HTML (`url`: its address), checked as the site check does. */
export async function checkHtml(html: string, url: string): Promise<PageFinding[]> {
  for await (const { findings } of checkPages([{ url, html }])) return findings ?? []
  return []
}

type Row = { id: number; huella: string; revisado?: boolean | null }
type Impact = AccessibilityFinding['impacto']
export const impactOf = (value: string): Impact => (value in impactLabels ? (value as Impact) : 'moderate')

/** Keeps one page's findings: new ones added, the ones still there seen again, the fixed ones gone. */
async function keepFindings(payload: Payload, ruta: string, findings: PageFinding[], at = new Date()): Promise<void> {
  const { docs } = await payload.find({
    collection: 'hallazgos-accesibilidad',
    where: { ruta: { equals: ruta } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const stored = new Map((docs as unknown as Row[]).map((row) => [row.huella, row]))
  const found = new Set<string>()
  for (const finding of findings) {
    found.add(finding.huella)
    const row = stored.get(finding.huella)
    const data = { ...finding, impacto: impactOf(finding.impacto), ruta, visto_el: at.toISOString() }
    if (row) await payload.update({ collection: 'hallazgos-accesibilidad', id: row.id, data, overrideAccess: true, depth: 0 })
    else
      await payload.create({
        collection: 'hallazgos-accesibilidad',
        data: { ...data, clave: `${ruta} ${finding.huella}` },
        overrideAccess: true,
        depth: 0,
      })
  }
  const fixed = (docs as unknown as Row[]).filter((row) => !found.has(row.huella) && !row.revisado).map((row) => row.id)
  if (fixed.length > 0) await payload.delete({ collection: 'hallazgos-accesibilidad', where: { id: { in: fixed } }, overrideAccess: true })
}

/** Checks `paths` (the whole sitemap when none) and keeps what it finds; pages gone from the site lose their findings. */
async function checkSite(payload: Payload, only?: string): Promise<{ paginas: number; hallazgos: number }> {
  const paths = only ? [only] : await sitePaths()
  let hallazgos = 0
  for await (const { url, findings } of checkPages(paths.map((p) => ({ url: `${ownServer()}${p}` })))) {
    if (findings === null) continue
    const ruta = url.slice(ownServer().length)
    await keepFindings(payload, ruta, findings)
    hallazgos += findings.length
  }
  if (!only) {
    await payload.delete({
      collection: 'hallazgos-accesibilidad',
      where: { and: [{ ruta: { not_in: paths } }, { revisado: { not_equals: true } }] },
      overrideAccess: true,
    })
  }
  return { paginas: paths.length, hallazgos }
}

export const accessibilityCheckTask: TaskConfig<{
  input: { dia?: string; ruta?: string }
  output: { paginas: number; hallazgos: number }
}> = {
  slug: accessibilityTaskSlug,
  label: 'Revisar la accesibilidad del sitio',
  inputSchema: [
    { name: 'dia', type: 'text' },
    { name: 'ruta', type: 'text' },
  ],
  outputSchema: [
    { name: 'paginas', type: 'number', required: true },
    { name: 'hallazgos', type: 'number', required: true },
  ],
  retries: 2,
  handler: async ({ input, req }) => {
    const ruta = input.ruta && isOwnPagePath(input.ruta) ? input.ruta : undefined
    let result = { paginas: 0, hallazgos: 0 }
    try {
      result = await checkSite(req.payload, ruta)
      req.payload.logger.info(`[accesibilidad] ${result.paginas} páginas revisadas, ${result.hallazgos} avisos`)
    } catch (error) {
      // This server not answering its own pages (a process without one, or on its way down): the
      // report keeps the last check, and the next run checks again.
      req.payload.logger.warn(`[accesibilidad] no se pudo revisar el sitio: ${(error as Error).message}`)
    }
    if (input.dia) await markDailyRunDone(req.payload, accessibilityTaskSlug, input.dia)
    return { output: result }
  },
}
