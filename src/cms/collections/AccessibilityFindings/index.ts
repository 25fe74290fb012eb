import type { CollectionConfig, Endpoint, FieldAccess, PayloadRequest } from 'payload'
import { adminOnly, contentStaff, isContentStaff } from '@/cms/access/roles'
import { staffCollection } from '@/cms/collections/staffCollection'
import { accessibilityTaskSlug, impactOf } from '@/cms/jobs/accessibilityCheck'
import { publicError } from '@/cms/publicError'
import { accessibilityRefusals as refusals, impactLabels } from '@/copy/accessibility'
import { isOwnPagePath } from '@/lib/previewAddress'

/*
 * What the accessibility check found (issue 44, item 12), one row per page and element: kept by
 * the site check (src/cms/jobs/accessibilityCheck.ts), marked as reviewed from «Vista previa» or
 * the report (/admin/accesibilidad). Nobody writes a row through the API: only the two endpoints
 * below, for the content team.
 */

const fixed: { update: FieldAccess } = { update: () => false }

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : null)

function staffName(req: PayloadRequest): string {
  const user = req.user as { nombre?: string | null; email?: string } | null
  return user?.nombre?.trim() || user?.email || ''
}

/** What a member of the content team sent (anyone else is refused, in Spanish). */
async function contentTeamBody(req: PayloadRequest): Promise<Record<string, unknown>> {
  if (!req.user) throw publicError(refusals.signIn, 401)
  if (!isContentStaff(req)) throw publicError(refusals.staffOnly, 403)
  return ((await req.json?.().catch(() => null)) ?? {}) as Record<string, unknown>
}

/**
 * POST /cms-api/hallazgos-accesibilidad/revisado {ruta, regla, impacto, ayuda, elemento, selector, huella}:
 * the finding is marked as reviewed by whoever sends it; it is kept even if the site check has not
 * seen it yet (a draft's, from «Vista previa»).
 */
const markReviewed: Endpoint = {
  path: '/revisado',
  method: 'post',
  handler: async (req) => {
    const body = await contentTeamBody(req)
    const ruta = text(body.ruta, 500)
    const huella = typeof body.huella === 'string' && /^[0-9a-z]{1,8}(-\d{1,4})?$/.test(body.huella) ? body.huella : null
    const regla = typeof body.regla === 'string' && /^[a-z0-9-]{1,80}$/.test(body.regla) ? body.regla : null
    const impacto = typeof body.impacto === 'string' && body.impacto in impactLabels ? impactOf(body.impacto) : null
    if (!ruta || !isOwnPagePath(ruta)) throw publicError(refusals.badPath, 400)
    if (!huella || !regla || !impacto) throw publicError(refusals.badFinding, 400)
    const data = {
      ruta,
      huella,
      regla,
      impacto,
      ayuda: text(body.ayuda, 300) ?? regla,
      elemento: text(body.elemento, 300) ?? '',
      selector: text(body.selector, 300) ?? '',
      revisado: true,
      revisado_por_nombre: staffName(req),
      revisado_el: new Date().toISOString(),
    }
    const clave = `${ruta} ${huella}`
    const { docs } = await req.payload.find({
      collection: 'hallazgos-accesibilidad',
      where: { clave: { equals: clave } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const row = docs[0]
      ? await req.payload.update({
          collection: 'hallazgos-accesibilidad',
          id: docs[0].id,
          data: { revisado: true, revisado_por_nombre: data.revisado_por_nombre, revisado_el: data.revisado_el },
          overrideAccess: true,
          depth: 0,
          req,
        })
      : await req.payload.create({ collection: 'hallazgos-accesibilidad', data: { ...data, clave }, overrideAccess: true, depth: 0, req })
    return Response.json({ data: { id: row.id, revisado: true } }, { headers: { 'Cache-Control': 'no-store' } })
  },
}

/** POST /cms-api/hallazgos-accesibilidad/revisar {ruta?}: checks one page, or the whole site, now (in the queue). */
const checkNow: Endpoint = {
  path: '/revisar',
  method: 'post',
  handler: async (req) => {
    const body = await contentTeamBody(req)
    const ruta = body.ruta === undefined || body.ruta === null || body.ruta === '' ? undefined : text(body.ruta, 500)
    if (ruta === null || (ruta !== undefined && !isOwnPagePath(ruta))) throw publicError(refusals.badPath, 400)
    const job = await req.payload.jobs.queue({ task: accessibilityTaskSlug, input: ruta ? { ruta } : {}, req })
    return Response.json({ data: { trabajo: job.id } }, { status: 202, headers: { 'Cache-Control': 'no-store' } })
  },
}

export const AccessibilityFindings: CollectionConfig = staffCollection({
  slug: 'hallazgos-accesibilidad',
  typeName: 'AccessibilityFinding',
  labels: { singular: 'Aviso de accesibilidad', plural: 'Avisos de accesibilidad' },
  group: 'Sitio',
  columns: ['ruta', 'ayuda', 'impacto', 'revisado'],
  // Read in the report (/admin/accesibilidad), not in a list of its own.
  admin: { useAsTitle: 'ayuda', hidden: true },
  access: { read: contentStaff, create: () => false, update: () => false, delete: adminOnly },
  endpoints: [markReviewed, checkNow],
  defaultSort: 'ruta',
  fields: [
    { name: 'ruta', type: 'text', label: 'Página', required: true, index: true, access: fixed },
    { name: 'clave', type: 'text', required: true, unique: true, index: true, access: fixed },
    { name: 'huella', type: 'text', required: true, access: fixed },
    { name: 'regla', type: 'text', label: 'Regla', required: true, access: fixed },
    {
      name: 'impacto',
      type: 'select',
      label: 'Gravedad',
      required: true,
      options: Object.entries(impactLabels).map(([value, label]) => ({ value, label })),
      access: fixed,
    },
    { name: 'ayuda', type: 'text', label: 'Qué corregir', required: true, access: fixed },
    { name: 'elemento', type: 'text', label: 'Elemento', access: fixed },
    { name: 'selector', type: 'text', access: fixed },
    { name: 'visto_el', type: 'date', label: 'Visto por última vez', access: fixed },
    { name: 'revisado', type: 'checkbox', label: 'Revisado', defaultValue: false, index: true, access: fixed },
    { name: 'revisado_por_nombre', type: 'text', label: 'Revisado por', access: fixed },
    { name: 'revisado_el', type: 'date', label: 'Revisado el', access: fixed },
  ],
})
