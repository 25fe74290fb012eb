import type { Payload } from 'payload'
import { describeSchedule, type Schedule } from '@/cms/versions/schedule'
import { targetHref } from '@/cms/review/targets'

/*
 * What an editor's home in the back office shows (src/cms/components/content/EditorDashboard.tsx):
 * their own drafts, what is scheduled, what was published lately, and the addresses visitors hit
 * that do not exist. Read with the Local API on the server; the component shows it to content staff only.
 */

export type ContentItem = { collection: string; kind: string; id: string; title: string; at: string; href: string }
type ScheduledItem = ContentItem & { when: string }
type MissingAddress = { path: string; veces: number; ultima: string }
/** A review: for a publisher, what waits for them; for an editor, what they sent and its answer. */
export type ReviewItem = {
  id: string
  title: string
  kind: string
  href: string
  estado: 'pendiente' | 'devuelta' | 'publicada'
  who: string
  at: string
  comentario: string
}
export type EditorDashboard = {
  drafts: ContentItem[]
  scheduled: ScheduledItem[]
  published: ContentItem[]
  missing: MissingAddress[]
  reviews: ReviewItem[]
}

const perList = 8

/** The collections of public content: those with drafts whose versions carry their author. */
function contentCollections(payload: Payload): { slug: string; kind: string }[] {
  return payload.config.collections
    .filter(
      (c) =>
        c.versions &&
        typeof c.versions === 'object' &&
        c.versions.drafts &&
        c.fields.some((f) => 'name' in f && f.name === 'actualizado_por'),
    )
    .map((c) => ({ slug: c.slug, kind: typeof c.labels?.singular === 'string' ? c.labels.singular : c.slug }))
}

const titleOf = (doc: Record<string, unknown>) => (typeof doc.titulo === 'string' && doc.titulo.trim() ? doc.titulo : 'Sin título')
const hrefOf = (collection: string, id: unknown) => `/admin/collections/${collection}/${String(id)}`
const newestFirst = (a: ContentItem, b: ContentItem) => b.at.localeCompare(a.at)

/**
 * Pending reviews for a publisher (everyone's, oldest first); for an editor, what they sent whose
 * latest review is still pending or was returned (a returned item sent again shows once).
 */
async function loadReviews(payload: Payload, userId: number | string, publisher: boolean): Promise<ReviewItem[]> {
  const { docs } = await payload.find({
    collection: 'revisiones',
    where: publisher ? { estado: { equals: 'pendiente' } } : { enviada_por: { equals: userId } },
    sort: publisher ? 'createdAt' : '-createdAt',
    limit: publisher ? perList : 100,
    depth: 0,
    overrideAccess: true,
  })
  const seen = new Set<string>()
  const latest = docs.filter((r) => {
    const key = `${r.coleccion}:${r.documento ?? ''}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return latest
    .filter((r) => r.estado !== 'publicada')
    .slice(0, perList)
    .map((r) => ({
      id: String(r.id),
      title: r.titulo || 'Sin título',
      kind: r.tipo || r.coleccion,
      href: targetHref(r.coleccion, r.documento),
      estado: r.estado,
      who: (r.estado === 'pendiente' ? r.enviada_por_nombre : r.revisada_por_nombre) || '',
      at: String(r.estado === 'pendiente' ? r.createdAt : (r.revisada_el ?? r.updatedAt)),
      comentario: r.comentario ?? '',
    }))
}

export async function loadEditorDashboard(payload: Payload, userId: number | string, publisher = false): Promise<EditorDashboard> {
  const kinds = contentCollections(payload)
  const kindOf = new Map(kinds.map((k) => [k.slug, k.kind]))
  const item = (collection: string, doc: Record<string, unknown>): ContentItem => ({
    collection,
    kind: kindOf.get(collection) ?? collection,
    id: String(doc.id),
    title: titleOf(doc),
    at: String(doc.updatedAt ?? ''),
    href: hrefOf(collection, doc.id),
  })
  const perCollection = await Promise.all(
    kinds.map(async ({ slug }) => {
      const collection = slug as 'comunicaciones'
      const [drafts, published] = await Promise.all([
        payload.find({
          collection,
          draft: true,
          where: { and: [{ _status: { equals: 'draft' } }, { actualizado_por: { equals: userId } }] },
          sort: '-updatedAt',
          limit: perList,
          depth: 0,
          overrideAccess: true,
        }),
        payload.find({
          collection,
          where: { _status: { equals: 'published' } },
          sort: '-updatedAt',
          limit: perList,
          depth: 0,
          overrideAccess: true,
        }),
      ])
      return {
        drafts: drafts.docs.map((d) => item(slug, d as unknown as Record<string, unknown>)),
        published: published.docs.map((d) => item(slug, d as unknown as Record<string, unknown>)),
      }
    }),
  )

  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }] },
    sort: 'waitUntil',
    limit: perList,
    depth: 0,
    overrideAccess: true,
  })
  const scheduled: ScheduledItem[] = []
  for (const job of jobs.docs) {
    const input = job.input as { type?: string; doc?: { relationTo?: string; value?: unknown }; global?: string } | undefined
    const collection = input?.doc?.relationTo
    if (!collection || !kindOf.has(collection) || !job.waitUntil) continue
    const found = await payload.find({
      collection: collection as 'comunicaciones',
      draft: true,
      where: { id: { equals: input.doc!.value } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const doc = found.docs[0]
    if (!doc) continue
    const schedule: Schedule = {
      type: input.type === 'unpublish' ? 'unpublish' : 'publish',
      at: new Date(job.waitUntil),
      failed: Boolean(job.hasError),
    }
    scheduled.push({ ...item(collection, doc as unknown as Record<string, unknown>), when: describeSchedule(schedule) })
  }

  const missing = await payload.find({ collection: 'direcciones-no-encontradas', sort: '-veces', limit: 5, depth: 0, overrideAccess: true })
  return {
    reviews: await loadReviews(payload, userId, publisher),
    drafts: perCollection
      .flatMap((c) => c.drafts)
      .sort(newestFirst)
      .slice(0, perList),
    scheduled,
    published: perCollection
      .flatMap((c) => c.published)
      .sort(newestFirst)
      .slice(0, perList),
    missing: missing.docs.map((m) => ({ path: m.path, veces: m.veces, ultima: String(m.ultima_vez) })),
  }
}
