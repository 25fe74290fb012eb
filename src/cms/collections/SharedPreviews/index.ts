import type { Access, CollectionConfig, Endpoint, PayloadRequest } from 'payload'
import { adminOnly, hasRole } from '@/cms/access/roles'
import { staffCollection } from '@/cms/collections/staffCollection'
import { publicError } from '@/cms/publicError'
import { env } from '@/env'
import { publicAddressOf } from '@/lib/previewAddress'
import { newShareToken, previewTargetText, shareTokenHash, type PreviewTarget } from '@/lib/previewToken'

/*
 * «Compartir vista previa» (issue 44, item 10): a link to one draft for someone outside the staff
 * (a dean, a partner), read-only, that ends on its own (24 h unless chosen otherwise) or when
 * someone revokes it. Each link is a row here, listed on its document; the token travels only in the
 * link, once: the row keeps its hash. /vista-compartida/<token> (src/app/vista-compartida/) opens it.
 */

/** The lengths a link may be made for (the sidebar offers the same); 24 hours unless chosen. */
const shareHours = [1, 24, 72, 168] as const
const defaultShareHours = 24

const isContentStaff = hasRole('admin', 'publicador', 'editor')
const contentStaffOnly: Access = ({ req }) => isContentStaff(req)
/** Only whether it is revoked can change, and only from not revoked to revoked. */
const fixed = { update: () => false }

/** The document or global a link is for, read as the person sharing it (their access, the latest draft); its public address and title. */
async function sharedDocument(req: PayloadRequest, body: { coleccion?: unknown; id?: unknown; global?: unknown }) {
  if (typeof body.global === 'string') {
    const global = req.payload.config.globals.find((g) => g.slug === body.global)
    if (!global) return null
    const data = await req.payload
      .findGlobal({ slug: body.global as 'aviso', draft: true, depth: 0, overrideAccess: false, user: req.user, req })
      .catch(() => null)
    const ruta = data ? publicAddressOf('global', global.slug, data as unknown as Record<string, unknown>) : null
    const label = typeof global.label === 'string' ? global.label : global.slug
    return ruta ? { target: { global: global.slug } as PreviewTarget, ruta, titulo: label } : null
  }
  if (typeof body.coleccion !== 'string' || !(body.coleccion in req.payload.collections)) return null
  if (typeof body.id !== 'string' && typeof body.id !== 'number') return null
  const { docs } = await req.payload
    .find({
      collection: body.coleccion as 'comunicaciones',
      where: { id: { equals: body.id } },
      draft: true,
      limit: 1,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    .catch(() => ({ docs: [] }))
  const doc = docs[0] as unknown as (Record<string, unknown> & { id: number | string }) | undefined
  const ruta = doc ? publicAddressOf('collection', body.coleccion, doc) : null
  if (!doc || !ruta) return null
  const titulo = typeof doc.titulo === 'string' && doc.titulo.trim() ? doc.titulo : 'Sin título'
  return { target: { collection: body.coleccion, id: String(doc.id) } as PreviewTarget, ruta, titulo }
}

/**
 * POST /cms-api/vistas-compartidas/crear {coleccion, id} or {global}, and `horas`: a new link to the
 * document's draft. Answers the link itself, the only time it is ever sent.
 */
const createLink: Endpoint = {
  path: '/crear',
  method: 'post',
  handler: async (req) => {
    if (!req.user || !isContentStaff(req)) throw publicError('Solo el equipo de contenidos puede compartir una vista previa.', 403)
    const body = ((await req.json?.().catch(() => null)) ?? {}) as { coleccion?: unknown; id?: unknown; global?: unknown; horas?: unknown }
    const horas = shareHours.includes(body.horas as (typeof shareHours)[number]) ? (body.horas as number) : defaultShareHours
    const shared = await sharedDocument(req, body)
    if (!shared)
      throw publicError('No encontramos ese borrador, o no se muestra en una página del sitio. Guárdalo y vuelve a intentar.', 404)
    const token = newShareToken()
    const vence = new Date(Date.now() + horas * 3600_000).toISOString()
    const row = await req.payload.create({
      collection: 'vistas-compartidas',
      data: {
        documento: previewTargetText(shared.target),
        ruta: shared.ruta,
        titulo: shared.titulo,
        clave: shareTokenHash(token),
        vence,
        creada_por: req.user.id as number,
        creada_por_nombre: (req.user as { nombre?: string | null }).nombre?.trim() || req.user.email,
      },
      overrideAccess: true,
      req,
    })
    const enlace = `${new URL(env.siteUrl).origin}/vista-compartida/${token}`
    return Response.json({ data: { id: row.id, enlace, vence } }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
  },
}

export const SharedPreviews: CollectionConfig = staffCollection({
  slug: 'vistas-compartidas',
  typeName: 'SharedPreview',
  labels: { singular: 'Vista previa compartida', plural: 'Vistas previas compartidas' },
  group: 'Sitio',
  columns: ['titulo', 'vence', 'creada_por_nombre', 'revocada'],
  admin: { useAsTitle: 'titulo', hidden: true },
  // Made only by the endpoint above (it mints the token); revoked from the document's sidebar.
  access: { read: contentStaffOnly, create: () => false, update: contentStaffOnly, delete: adminOnly },
  endpoints: [createLink],
  defaultSort: '-createdAt',
  fields: [
    { name: 'documento', type: 'text', label: 'Documento', required: true, index: true, access: fixed },
    { name: 'ruta', type: 'text', label: 'Página', required: true, access: fixed },
    { name: 'titulo', type: 'text', label: 'Título', required: true, access: fixed },
    // The token's hash: never read back through any API.
    { name: 'clave', type: 'text', required: true, unique: true, index: true, access: { read: () => false, update: () => false } },
    { name: 'vence', type: 'date', label: 'Vence', required: true, access: fixed },
    { name: 'creada_por', type: 'relationship', relationTo: 'users', label: 'Creada por', access: fixed },
    { name: 'creada_por_nombre', type: 'text', label: 'Creada por', access: fixed },
    {
      name: 'revocada',
      type: 'checkbox',
      label: 'Revocada',
      defaultValue: false,
      hooks: {
        // Once revoked, a link stays revoked: a new one is made instead.
        beforeChange: [({ value, previousValue }) => (previousValue === true ? true : value)],
      },
    },
  ],
})
