import type { Access, CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, Where } from 'payload'
import { adminOnly, hasRole, isPublisher } from '@/cms/access/roles'
import { publicError } from '@/cms/publicError'
import { reviewTarget, reviewStates, sameTarget, type ReviewState } from '@/cms/review/targets'
import { staffCollection } from '@/cms/collections/staffCollection'

/*
 * «Revisiones»: an editor sends a saved draft to the publishers («Enviar a revisión»); the
 * publishers get an e-mail and see it under «Pendientes de revisión»; publishing the content marks
 * it «Publicada», and «Devolver con comentarios» sends the publisher's comment back to the editor
 * by e-mail. The e-mails go through the job queue (src/cms/jobs/reviewMail.ts).
 */

const isContentStaff = hasRole('admin', 'publicador', 'editor')

/** Publishers see every review; an editor, the ones they sent. */
const readReviews: Access = ({ req }): boolean | Where => {
  if (isPublisher(req)) return true
  if (isContentStaff(req) && req.user) return { enviada_por: { equals: req.user.id } }
  return false
}

/** How a person is named to the others (editors do not read the accounts of the others). */
export const nameOf = (user: unknown) => {
  const person = user as { nombre?: string | null; email?: string } | null
  return person?.nombre?.trim() || person?.email || null
}

const bad = (message: string, status = 400, path?: string): never => {
  throw publicError(message, status, path ? { errors: [{ message, path }] } : undefined)
}

type ReviewData = {
  coleccion?: string
  documento?: string | null
  titulo?: string
  tipo?: string
  estado?: ReviewState
  nota?: string | null
  comentario?: string | null
  enviada_por?: number | string | null
  enviada_por_nombre?: string | null
  revisada_por?: number | string | null
  revisada_por_nombre?: string | null
  revisada_el?: string | null
}

/** Sending: the draft must exist and be readable by the sender, and not be waiting already. */
const onSend: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const incoming = data as ReviewData
  const user = req.user
  if (!user || user.collection !== 'users') return bad('Inicia sesión para enviar a revisión.', 403)
  const target = await reviewTarget(req, incoming.coleccion, incoming.documento)
  if (!target) return bad('No encontramos ese contenido: guárdalo como borrador antes de enviarlo a revisión.')
  const waiting = await req.payload.count({
    collection: 'revisiones',
    where: { and: [...sameTarget(target.coleccion, target.documento), { estado: { equals: 'pendiente' } }] },
    overrideAccess: true,
    req,
  })
  if (waiting.totalDocs > 0) return bad('Este contenido ya está pendiente de revisión.')
  const nota = typeof incoming.nota === 'string' ? incoming.nota.trim().slice(0, 2000) : ''
  return {
    coleccion: target.coleccion,
    documento: target.documento,
    titulo: target.titulo,
    tipo: target.tipo,
    estado: 'pendiente',
    nota: nota || null,
    comentario: null,
    enviada_por: user.id,
    enviada_por_nombre: nameOf(user),
    revisada_por: null,
    revisada_por_nombre: null,
    revisada_el: null,
  }
}

const kept = (review: ReviewData): ReviewData => ({
  coleccion: review.coleccion,
  documento: review.documento,
  titulo: review.titulo,
  tipo: review.tipo,
  estado: review.estado,
  nota: review.nota,
  comentario: review.comentario,
  enviada_por: review.enviada_por,
  enviada_por_nombre: review.enviada_por_nombre,
  revisada_por: review.revisada_por,
  revisada_por_nombre: review.revisada_por_nombre,
  revisada_el: review.revisada_el,
})

/**
 * By hand (a publisher), a review only goes from pending to returned, with a comment; everything
 * else it holds stays as sent. Approving is publishing the content itself (closeReviews below).
 */
const onReview: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update') return data
  if (req.context?.reviewSystem === true) return data
  const before = kept(originalDoc as ReviewData)
  const incoming = data as ReviewData
  if (incoming.estado === undefined || incoming.estado === before.estado) return before
  if (before.estado !== 'pendiente') bad('Esta revisión ya terminó: el editor puede enviar el contenido de nuevo.')
  if (incoming.estado !== 'devuelta') bad('Para aprobarlo, publica el contenido desde su página: la revisión se marca sola como publicada.')
  const comentario = typeof incoming.comentario === 'string' ? incoming.comentario.trim() : ''
  if (!comentario) bad('Escribe qué hay que cambiar antes de devolverlo.', 400, 'comentario')
  return {
    ...before,
    estado: 'devuelta',
    comentario: comentario.slice(0, 4000),
    revisada_por: req.user?.id ?? null,
    revisada_por_nombre: nameOf(req.user),
    revisada_el: new Date().toISOString(),
  }
}

const queueMail: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const review = doc as ReviewData & { id: number }
  const tipo =
    operation === 'create'
      ? 'pendiente'
      : previousDoc?.estado !== review.estado && (review.estado === 'devuelta' || review.estado === 'publicada')
        ? review.estado
        : null
  if (tipo) await req.payload.jobs.queue({ task: 'avisarRevision', input: { revision: review.id, tipo }, req })
  return doc
}

export const Reviews: CollectionConfig = staffCollection({
  slug: 'revisiones',
  typeName: 'Review',
  labels: { singular: 'Revisión', plural: 'Revisiones' },
  group: 'Contenido',
  columns: ['titulo', 'tipo', 'estado', 'enviada_por_nombre', 'createdAt', 'abrir'],
  hiddenFrom: ['admisiones'],
  admin: {
    useAsTitle: 'titulo',
    listSearchableFields: ['titulo'],
    description:
      'Lo que los editores envían a revisión. Para aprobar, abre el contenido y publícalo; para pedir cambios, devuélvelo con un comentario.',
  },
  defaultSort: '-createdAt',
  access: {
    read: readReviews,
    create: ({ req }) => isContentStaff(req),
    update: ({ req }) => isPublisher(req),
    delete: adminOnly,
  },
  hooks: { beforeChange: [onSend, onReview], afterChange: [queueMail] },
  fields: [
    { name: 'titulo', type: 'text', label: 'Contenido', admin: { readOnly: true } },
    { name: 'tipo', type: 'text', label: 'Tipo', admin: { readOnly: true } },
    {
      name: 'estado',
      type: 'select',
      label: 'Estado',
      required: true,
      defaultValue: 'pendiente',
      options: reviewStates.map((value) => ({
        value,
        label: { pendiente: 'Pendiente de revisión', devuelta: 'Devuelta con comentarios', publicada: 'Publicada' }[value],
      })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'abrir',
      type: 'ui',
      label: 'Abrir el contenido',
      admin: {
        components: {
          Field: '/cms/components/review/ReviewTargetLink.client#ReviewTargetLink',
          Cell: '/cms/components/review/ReviewTargetLink.client#ReviewTargetCell',
        },
      },
    },
    { name: 'nota', type: 'textarea', label: 'Nota de quien lo envía', admin: { readOnly: true } },
    {
      name: 'comentario',
      type: 'textarea',
      label: 'Comentario para el editor',
      admin: { description: 'Obligatorio para devolverlo: qué hay que cambiar.' },
    },
    { name: 'enviada_por', type: 'relationship', relationTo: 'users', maxDepth: 0, label: 'Cuenta que la envió', admin: { hidden: true } },
    {
      name: 'revisada_por',
      type: 'relationship',
      relationTo: 'users',
      maxDepth: 0,
      label: 'Cuenta que la revisó',
      admin: { hidden: true },
    },
    { name: 'enviada_por_nombre', type: 'text', label: 'Enviada por', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'revisada_por_nombre', type: 'text', label: 'Revisada por', admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'revisada_el',
      type: 'date',
      label: 'Revisada el',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'coleccion', type: 'text', required: true, index: true, admin: { hidden: true } },
    { name: 'documento', type: 'text', index: true, admin: { hidden: true } },
  ],
})
