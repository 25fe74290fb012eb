import type { CollectionConfig, Endpoint, PayloadRequest } from 'payload'
import { adminOnly, contentStaff, isContentStaff } from '@/cms/access/roles'
import { staffCollection } from '@/cms/collections/staffCollection'
import { publicError } from '@/cms/publicError'
import { env } from '@/env'
import { readAsAsker, type Asked } from '@/cms/access/readAsAsker'
import { publicAddressOf } from '@/lib/previewAddress'
import { newShareToken, shareTokenHash } from '@/lib/previewToken'
import { previewTargetText, type PreviewTarget } from '@/lib/previewTarget'

/*
 * «Compartir vista previa» (issue 44, item 10): a link to one draft for someone outside the staff
 * (a dean, a partner), read-only, that ends on its own (24 h unless chosen otherwise) or when
 * someone revokes it. Each link is a row here, listed on its document; the token travels only in the
 * link, once: the row keeps its hash. /vista-compartida/<token> (src/app/vista-compartida/) opens it.
 */

/** The lengths a link may be made for (the sidebar offers the same); 24 hours unless chosen. */
const shareHours = [1, 24, 72, 168] as const
const defaultShareHours = 24

/** Only whether it is revoked can change, and only from not revoked to revoked. */
const fixed = { update: () => false }

/** The document or global a link is for, read as the person sharing it (their access, the latest draft); its public address and title. */
async function sharedDocument(req: PayloadRequest, body: Asked) {
  const read = await readAsAsker(req, body)
  if (!read) return null
  if (read.kind === 'global') {
    const ruta = publicAddressOf('global', read.config.slug, read.doc)
    const label = typeof read.config.label === 'string' ? read.config.label : read.config.slug
    return ruta ? { target: { global: read.config.slug } as PreviewTarget, ruta, titulo: label } : null
  }
  const ruta = publicAddressOf('collection', read.config.slug, read.doc)
  if (!ruta) return null
  const titulo = typeof read.doc.titulo === 'string' && read.doc.titulo.trim() ? read.doc.titulo : 'Sin título'
  return { target: { collection: read.config.slug, id: String(read.doc.id) } as PreviewTarget, ruta, titulo }
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
  access: { read: contentStaff, create: () => false, update: contentStaff, delete: adminOnly },
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
