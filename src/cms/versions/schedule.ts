import type { Field, Payload, PayloadRequest, ServerFunction } from 'payload'
import { docAccessOperation, docAccessOperationGlobal } from 'payload'
import { hasScheduledPublishEnabled } from 'payload/shared'
import { schedulePublishHandler, type SchedulePublishHandlerArgs } from '@payloadcms/ui/utilities/schedulePublishHandler'
import { staffStamp } from '@/lib/dates'

/*
 * Scheduled publishing. «Programar publicación» (beside «Publicar») queues a `schedulePublish` job
 * for a date and time; the site's queue runner (src/cms/jobs/runner.ts), started by every server,
 * runs it once whatever the number of instances, as the person who scheduled it. The publish
 * goes through the collection's hooks, so pages, lists, feeds, the sitemap and the API change as
 * with «Publicar». Each list has a «Programado» column.
 */

export const scheduleRefused = 'No tienes permiso para programar la publicación de este contenido.'
export const scheduleInThePast = 'Elige una fecha y hora que aún no hayan pasado.'

type Target = Pick<SchedulePublishHandlerArgs, 'doc' | 'global'>

/** Whether the signed-in person may publish the document or global a schedule is for. */
async function mayPublish(req: PayloadRequest, { doc, global }: Target): Promise<boolean> {
  if (!req.user || req.user.collection !== 'users') return false
  if (doc && !global) {
    const collection = req.payload.collections[doc.relationTo as keyof typeof req.payload.collections]
    if (!collection || !hasScheduledPublishEnabled(collection.config)) return false
    const id = collection.customIDType === 'text' ? String(doc.value) : Number(doc.value)
    const found = await req.payload.find({
      collection: doc.relationTo as 'carrusel',
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: false,
      draft: true,
    })
    if (found.docs.length === 0) return false
    return Boolean((await docAccessOperation({ id, collection, data: { _status: 'published' }, req })).update)
  }
  if (global && !doc) {
    const config = req.payload.config.globals.find((g) => g.slug === global)
    if (!config || !hasScheduledPublishEnabled(config)) return false
    return Boolean((await docAccessOperationGlobal({ data: { _status: 'published' }, globalConfig: config, req })).update)
  }
  return false
}

/** The document or global a queued schedule is for, when `id` is one. */
async function scheduleOf(payload: Payload, id: number | string): Promise<Target | null> {
  const found = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ id: { equals: id } }, { taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const input = found.docs[0]?.input as Target | undefined
  return input ? { doc: input.doc, global: input.global } : null
}

/**
 * The back office's «Programar publicación», checked: only someone who may publish that document
 * schedules it, for a time still to come, and removes only schedules of what they may publish.
 * What passes goes to the admin's own handler, which queues the job.
 */
export const guardedSchedulePublish: ServerFunction<SchedulePublishHandlerArgs> = async (args) => {
  const { req, deleteID } = args
  if (deleteID !== undefined && deleteID !== null) {
    const target = await scheduleOf(req.payload, deleteID)
    if (!target || !(await mayPublish(req, target))) return { error: scheduleRefused }
    await req.payload.delete({
      collection: 'payload-jobs',
      where: { and: [{ id: { equals: deleteID } }, { taskSlug: { equals: 'schedulePublish' } }] },
      overrideAccess: true,
    })
    return { message: req.i18n.t('general:deletedSuccessfully') }
  }
  if (!(await mayPublish(req, { doc: args.doc, global: args.global }))) return { error: scheduleRefused }
  const when = args.date ? new Date(args.date) : null
  if (!when || Number.isNaN(when.getTime()) || when.getTime() <= Date.now()) return { error: scheduleInThePast }
  return schedulePublishHandler({ ...args, type: args.type === 'unpublish' ? 'unpublish' : 'publish' })
}

export type Schedule = { type: 'publish' | 'unpublish'; at: Date; failed: boolean }

/** The pending schedules of a collection's documents, the earliest of each, by document id. */
export async function schedulesOf(payload: Payload, collection: string): Promise<Map<string, Schedule>> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { 'input.doc.relationTo': { equals: collection } },
      ],
    },
    sort: 'waitUntil',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const out = new Map<string, Schedule>()
  for (const job of docs) {
    const input = job.input as { type?: string; doc?: { value?: unknown } } | undefined
    const id = input?.doc?.value
    if (id === undefined || id === null || !job.waitUntil || out.has(String(id))) continue
    out.set(String(id), {
      type: input?.type === 'unpublish' ? 'unpublish' : 'publish',
      at: new Date(job.waitUntil),
      failed: Boolean(job.hasError),
    })
  }
  return out
}

/** What the «Programado» column says of a schedule, in the university's time. */
export function describeSchedule(schedule: Schedule): string {
  const when = staffStamp(schedule.at)
  if (schedule.failed) return schedule.type === 'publish' ? `No se pudo publicar el ${when}` : `No se pudo quitar de publicación el ${when}`
  return schedule.type === 'publish' ? `Programado para el ${when}` : `Se quita de publicación el ${when}`
}

/** The lists' «Programado» column (no field in the form: the document's publish button shows its schedules). */
export const scheduleColumn: Field = {
  name: 'programacion',
  type: 'ui',
  label: 'Programado',
  admin: { components: { Cell: '/cms/components/versions/ScheduleCell#ScheduleCell' } },
}
