import { accessibilityCheck, impactLabels, previewCheck } from '@/copy/accessibility'
import { axeEngine } from '@/cms/jobs/accessibilityCheck'
import { previewer } from '@/data/preview'
import { functionText, pageCheck } from '@/lib/accessibility/pageCheck'
import { previewPanel, type PanelConfig } from '@/lib/accessibility/previewPanel'

// Never prerendered: only a staff member's own preview gets it.
export const dynamic = 'force-dynamic'

/**
 * GET /vista-previa/accesibilidad.js: the accessibility panel of «Vista previa» (issue 44, item 12),
 * which the preview's bar loads (src/components/layout/PreviewBar.tsx): axe-core, its Spanish
 * texts, and the site's check and panel. Only for a staff member's preview: a visitor, or someone
 * seeing a shared preview, gets nothing.
 */
export async function GET(): Promise<Response> {
  const preview = await previewer()
  if (!preview || preview.shared)
    return new Response(accessibilityCheck.notFound, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const { axe, locale } = axeEngine()
  const config: Omit<PanelConfig, 'ruta'> = { texts: previewCheck, impactLabels }
  const script = `${axe}
;axe.configure({ locale: ${locale} });
;${functionText(previewPanel)}(${functionText(pageCheck)}, Object.assign(${JSON.stringify(config)}, { ruta: location.pathname + location.search }));
`
  return new Response(script, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'private, no-store' },
  })
}
