import type { Payload } from 'payload'
import { cache } from 'react'
import { describeSchedule, schedulesOf } from '@/cms/versions/schedule'

// One read of a collection's schedules per list render, whatever the number of rows.
const schedules = cache((payload: Payload, collection: string) => schedulesOf(payload, collection))

/** The list's «Programado» column: «Programado para el 03/12/2026 09:00», or nothing. */
export async function ScheduleCell({
  payload,
  rowData,
  collectionSlug,
}: {
  payload: Payload
  rowData?: { id?: unknown }
  collectionSlug: string
}) {
  const schedule = rowData?.id === undefined ? undefined : (await schedules(payload, collectionSlug)).get(String(rowData.id))
  return <span className="ugc-programado">{schedule ? describeSchedule(schedule) : ''}</span>
}
